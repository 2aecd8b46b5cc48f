'use client'

import useEmblaCarousel from 'embla-carousel-react'
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react'

import type { PictureAttributes } from '@/components/site/Picture'

/** `image`: the slide's <img> attributes, computed on the server (components/site/Picture). */
export type ShowcaseItem = { label: string; url: string; image: PictureAttributes | null }

/** Spec section 9 carousel numbers. */
export const DRAG_CLICK_THRESHOLD_PX = 5
export const KEY_THROTTLE_MS = 200

/**
 * Ten agent homepages: 1.2 slides centered (1.4 from the start at 500 px and
 * under), no wrap, arrows and keys throttled; a drag never opens a site.
 */
export function Showcase({
  items,
  labels,
}: {
  items: ShowcaseItem[]
  labels: { title: string; prev: string; next: string; opensNewTab: string }
}) {
  const [viewport, embla] = useEmblaCarousel({
    align: 'center',
    loop: false,
    containScroll: false,
    duration: 30,
    dragThreshold: DRAG_CLICK_THRESHOLD_PX,
    breakpoints: { '(max-width: 500px)': { align: 'start' } },
  })
  const [ends, setEnds] = useState({ prev: false, next: true, selected: 0 })
  const lastKey = useRef(0)
  const pointerStart = useRef<{ x: number; y: number } | null>(null)

  useEffect(() => {
    if (!embla) return
    const update = () => setEnds({ prev: embla.canScrollPrev(), next: embla.canScrollNext(), selected: embla.selectedScrollSnap() })
    update()
    embla.on('select', update).on('reInit', update)
    return () => {
      embla.off('select', update).off('reInit', update)
    }
  }, [embla])

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
      event.preventDefault()
      const now = Date.now()
      if (now - lastKey.current < KEY_THROTTLE_MS) return
      lastKey.current = now
      if (event.key === 'ArrowLeft') embla?.scrollPrev()
      else embla?.scrollNext()
    },
    [embla],
  )

  const onPointerDown = (event: PointerEvent) => (pointerStart.current = { x: event.clientX, y: event.clientY })
  const onClickCapture = (event: MouseEvent) => {
    const start = pointerStart.current
    if (start && Math.hypot(event.clientX - start.x, event.clientY - start.y) > DRAG_CLICK_THRESHOLD_PX) {
      event.preventDefault()
      event.stopPropagation()
    }
  }

  return (
    <section className="showcase" aria-roledescription="carousel" aria-label={labels.title} data-selected={ends.selected}>
      <h2>{labels.title}</h2>
      <div
        className="showcase__viewport"
        ref={viewport}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onClickCapture={onClickCapture}
        data-testid="showcase-viewport"
      >
        <ul className="showcase__track">
          {items.map((item, index) => (
            <li className="showcase__slide" key={item.url} aria-roledescription="slide" aria-label={`${index + 1} / ${items.length}`}>
              <a href={item.url} target="_blank" rel="noopener noreferrer" draggable={false}>
                {item.image && <img {...item.image} alt="" draggable={false} />}
                <span>
                  {item.label} <span className="visually-hidden">({labels.opensNewTab})</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </div>
      <div className="showcase__controls">
        <button type="button" onClick={() => embla?.scrollPrev()} disabled={!ends.prev} aria-label={labels.prev}>
          ‹
        </button>
        <button type="button" onClick={() => embla?.scrollNext()} disabled={!ends.next} aria-label={labels.next}>
          ›
        </button>
      </div>
    </section>
  )
}
