'use client'

import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react'

import type { PictureAttributes } from '@/components/site/Picture'

/** `image`: the slide's <img> attributes, computed on the server (components/site/Picture). */
export type ShowcaseItem = { label: string; url: string; image: PictureAttributes | null }

/** Spec section 9 carousel numbers. */
export const DRAG_CLICK_THRESHOLD_PX = 5
export const KEY_THROTTLE_MS = 200

/** Spec: 1.4 slides from the start at 500 px and under (styles.css says the same for the layout). */
const START_ALIGNED = '(max-width: 500px)'

/**
 * Ten agent homepages: 1.2 slides centered (1.4 from the start at 500 px and under), no wrap,
 * arrows and keys throttled; a drag never opens a site.
 *
 * The browser's own scrolling does the work (styles.css: a scroll-snap row sized with container
 * units), so a phone swipes it natively and the landing loads no carousel library (its first-load
 * JavaScript stays small); this component only steers it: the arrows and keys, a mouse drag, and
 * the ends' disabled controls.
 */
export function Showcase({
  items,
  labels,
}: {
  items: ShowcaseItem[]
  labels: { title: string; prev: string; next: string; opensNewTab: string }
}) {
  const viewport = useRef<HTMLDivElement>(null)
  const [selected, setSelected] = useState(0)
  /** The slide a click or key sent the carousel to, while it scrolls there. */
  const heading = useRef<number | null>(null)
  const lastKey = useRef(0)
  const pointerStart = useRef<{ x: number; y: number } | null>(null)
  const last = items.length - 1

  /** Where the row rests with each slide selected (read from the layout once per call, not per slide). */
  const restingPlaces = useCallback((row: HTMLDivElement) => {
    const start = window.matchMedia(START_ALIGNED).matches
    const end = row.scrollWidth - row.clientWidth
    return Array.from(row.querySelectorAll<HTMLElement>('.showcase__slide'), (slide) => {
      const place = start ? slide.offsetLeft : slide.offsetLeft - (row.clientWidth - slide.offsetWidth) / 2
      return Math.max(0, Math.min(place, end))
    })
  }, [])
  const restingPlace = useCallback((row: HTMLDivElement, index: number) => restingPlaces(row)[index] ?? row.scrollLeft, [restingPlaces])

  const nearest = useCallback(
    (row: HTMLDivElement) => {
      const distances = restingPlaces(row).map((place) => Math.abs(place - row.scrollLeft))
      return Math.max(0, distances.indexOf(Math.min(...distances)))
    },
    [restingPlaces],
  )

  const go = useCallback(
    (index: number) => {
      const row = viewport.current
      if (!row) return
      const target = Math.max(0, Math.min(index, last))
      heading.current = target
      setSelected(target)
      const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
      row.scrollTo({ left: restingPlace(row, target), behavior: smooth ? 'smooth' : 'auto' })
    },
    [last, restingPlace],
  )
  const step = (by: 1 | -1) => go((heading.current ?? selected) + by)

  // A swipe, a trackpad or the scroll bar move it too: the selection follows once no click steers it.
  useEffect(() => {
    const row = viewport.current
    if (!row) return
    let frame = 0
    const onScroll = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        const target = heading.current
        if (target !== null) {
          if (Math.abs(restingPlace(row, target) - row.scrollLeft) < 2) heading.current = null
          return
        }
        setSelected(nearest(row))
      })
    }
    const userTakesOver = () => (heading.current = null)
    row.addEventListener('scroll', onScroll, { passive: true })
    row.addEventListener('wheel', userTakesOver, { passive: true })
    row.addEventListener('touchstart', userTakesOver, { passive: true })
    return () => {
      cancelAnimationFrame(frame)
      row.removeEventListener('scroll', onScroll)
      row.removeEventListener('wheel', userTakesOver)
      row.removeEventListener('touchstart', userTakesOver)
    }
  }, [nearest, restingPlace])

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
    event.preventDefault()
    const now = Date.now()
    if (now - lastKey.current < KEY_THROTTLE_MS) return
    lastKey.current = now
    step(event.key === 'ArrowLeft' ? -1 : 1)
  }

  // A mouse drags the row (touch scrolls it natively); on release it settles on the nearest slide.
  const onPointerDown = (event: PointerEvent) => {
    pointerStart.current = { x: event.clientX, y: event.clientY }
    const row = viewport.current
    if (event.pointerType !== 'mouse' || event.button !== 0 || !row) return
    heading.current = null
    const from = { x: event.clientX, scroll: row.scrollLeft }
    row.style.scrollSnapType = 'none'
    const move = (moved: globalThis.PointerEvent) => (row.scrollLeft = from.scroll - (moved.clientX - from.x))
    const release = () => {
      window.removeEventListener('pointermove', move)
      window.removeEventListener('pointerup', release)
      window.removeEventListener('pointercancel', release)
      row.style.scrollSnapType = ''
      if (Math.abs(row.scrollLeft - from.scroll) > 0) go(nearest(row))
    }
    window.addEventListener('pointermove', move)
    window.addEventListener('pointerup', release)
    window.addEventListener('pointercancel', release)
  }
  const onClickCapture = (event: MouseEvent) => {
    const start = pointerStart.current
    if (start && Math.hypot(event.clientX - start.x, event.clientY - start.y) > DRAG_CLICK_THRESHOLD_PX) {
      event.preventDefault()
      event.stopPropagation()
    }
  }

  return (
    <section className="showcase" aria-roledescription="carousel" aria-label={labels.title} data-selected={selected}>
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
        <button type="button" onClick={() => step(-1)} disabled={selected === 0} aria-label={labels.prev}>
          ‹
        </button>
        <button type="button" onClick={() => step(1)} disabled={selected >= last} aria-label={labels.next}>
          ›
        </button>
      </div>
    </section>
  )
}
