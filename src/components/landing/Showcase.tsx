'use client'

import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react'

import type { PictureAttributes } from '@/components/site/Picture'
import { ShowcaseLive } from './ShowcaseLive'

/**
 * `image`: the slide's still picture, as <img> attributes computed on the server (components/site/Picture);
 * `live`: the same-origin address of the agent's page shown over it once the slide is reached (ShowcaseLive).
 */
export type ShowcaseItem = { label: string; url: string; image: PictureAttributes | null; live: string; liveTitle: string }

/** Spec section 9 carousel numbers. */
export const DRAG_CLICK_THRESHOLD_PX = 5
export const KEY_THROTTLE_MS = 200

/** Spec: 1.4 slides from the start at 500 px and under (styles.css says the same for the layout). */
const START_ALIGNED = '(max-width: 500px)'

/**
 * How much of the carousel must be on the screen before its live pages load: the visitor is looking
 * at it. Each live page is a whole agent page laid out at desktop width, so on a phone, where the
 * carousel starts just below the first screen, one that only peeks in must not cost the visitor three
 * pages' downloads and layouts while the landing itself is still starting.
 */
const WAKE_VISIBLE = 0.5

/**
 * Ten agent homepages: 1.2 slides centered (1.4 from the start at 500 px and under), no wrap,
 * arrows and keys throttled; a drag never opens a site.
 *
 * The browser's own scrolling does the work (styles.css: a scroll-snap row sized with container
 * units), so a phone swipes it natively and the landing loads no carousel library (its first-load
 * JavaScript stays small); this component only steers it: the arrows and keys, a mouse drag, and
 * the ends' disabled controls.
 *
 * Each slide shows its still picture first and the agent's live page over it once half the carousel
 * is on the screen, the landing itself has loaded (the first still picture stays the page's largest
 * paint) and the slide is the selected one or next to it: a visitor who never scrolls there loads no
 * agent page, one who browses loads them as they go.
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
  const section = useRef<HTMLElement>(null)
  const [awake, setAwake] = useState(false)
  /** Slides whose live page was asked for: kept once loaded, so going back shows it at once. */
  const [reached, setReached] = useState<ReadonlySet<number>>(() => new Set())

  useEffect(() => {
    const element = section.current
    if (!element) return
    let idle = 0
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        const wake = () => (idle = window.setTimeout(() => setAwake(true), 0))
        if (document.readyState === 'complete') wake()
        else window.addEventListener('load', wake, { once: true })
      },
      { threshold: WAKE_VISIBLE },
    )
    observer.observe(element)
    return () => {
      observer.disconnect()
      window.clearTimeout(idle)
    }
  }, [])

  // The selected slide and its neighbours join the reached ones (state adjusted while rendering, not in an effect).
  const near = awake ? [selected - 1, selected, selected + 1].filter((index) => index >= 0 && index <= last && !reached.has(index)) : []
  if (near.length) setReached(new Set([...reached, ...near]))

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
    <section className="showcase" ref={section} aria-roledescription="carousel" aria-label={labels.title} data-selected={selected}>
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
              {/* Beside the link, not in it (a link holds no frame); laid over its picture, clicks pass through to it. */}
              {reached.has(index) && <ShowcaseLive src={item.live} title={item.liveTitle} />}
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
