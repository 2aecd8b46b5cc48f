'use client'

import { useEffect, useRef, useState } from 'react'

/** The width the agent's page is laid out at inside a slide: a desktop screen, scaled down to the slide. */
export const LIVE_PAGE_WIDTH = 1280
/** 16:10, the slides' still pictures' shape (styles.css .showcase__slide img). */
const LIVE_PAGE_HEIGHT = 800

/**
 * The agent's real page in a slide, laid out at desktop width and scaled down to it, over the slide's
 * still picture once it has loaded. Only to look at: sandboxed with nothing allowed (no script, no
 * form, no navigation, an opaque origin), inert, hidden from assistive technology and from the
 * pointer, so the slide's link underneath still takes every click and drag. The page answers it
 * because its address carries the showcase mark (src/lib/security/showcaseFrame.ts).
 */
export function ShowcaseLive({ src, title }: { src: string; title: string }) {
  const box = useRef<HTMLDivElement>(null)
  const [scale, setScale] = useState(0)
  const [loaded, setLoaded] = useState(false)

  useEffect(() => {
    const element = box.current
    if (!element) return
    const measure = () => setScale(element.clientWidth / LIVE_PAGE_WIDTH)
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  return (
    <div className="showcase__live" ref={box} data-loaded={loaded} aria-hidden="true">
      {scale > 0 && (
        <iframe
          src={src}
          title={title}
          sandbox=""
          loading="lazy"
          tabIndex={-1}
          inert
          referrerPolicy="same-origin"
          width={LIVE_PAGE_WIDTH}
          height={LIVE_PAGE_HEIGHT}
          style={{ transform: `scale(${scale})` }}
          onLoad={() => setLoaded(true)}
        />
      )}
    </div>
  )
}
