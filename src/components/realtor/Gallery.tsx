'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

import type { PictureAttributes } from '@/components/site/Picture'

/** The tile's and the lightbox's <img> attributes, computed on the server (components/site/Picture). */
export type GalleryPhoto = { tile: PictureAttributes; full: PictureAttributes; alt: string }
type Labels = { title: string; open: string; close: string; prev: string; next: string }

/** Thumbnails that open the fullsize picture in a lightbox: arrows move, Escape closes. */
export function Gallery({ photos, labels }: { photos: GalleryPhoto[]; labels: Labels }) {
  const [index, setIndex] = useState<number | null>(null)
  const opener = useRef<HTMLButtonElement | null>(null)
  const closeButton = useRef<HTMLButtonElement>(null)

  const close = useCallback(() => {
    setIndex(null)
    opener.current?.focus()
  }, [])
  const step = useCallback(
    (delta: number) => setIndex((i) => (i === null ? i : (i + delta + photos.length) % photos.length)),
    [photos.length],
  )

  useEffect(() => {
    if (index === null) return
    closeButton.current?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close()
      if (event.key === 'ArrowRight') step(1)
      if (event.key === 'ArrowLeft') step(-1)
      if (event.key === 'Tab') {
        event.preventDefault()
        closeButton.current?.focus()
      }
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [index, close, step])

  if (photos.length === 0) return null
  const current = index === null ? null : photos[index]
  return (
    <section className="agent-gallery" aria-labelledby="gallery-title">
      <h2 id="gallery-title">{labels.title}</h2>
      <ul>
        {photos.map((photo, i) => (
          <li key={photo.full.src}>
            <button
              type="button"
              aria-label={`${labels.open} ${i + 1}`}
              onClick={(event) => {
                opener.current = event.currentTarget
                setIndex(i)
              }}
            >
              <img {...photo.tile} alt={photo.alt} />
            </button>
          </li>
        ))}
      </ul>
      {current && (
        <div className="lightbox" role="dialog" aria-modal="true" aria-label={`${labels.title} ${index! + 1} / ${photos.length}`}>
          <div className="lightbox__backdrop" onClick={close} />
          <figure>
            <img {...current.full} alt={current.alt} />
            <figcaption>
              {index! + 1} / {photos.length}
            </figcaption>
          </figure>
          <button type="button" className="lightbox__close" ref={closeButton} onClick={close} aria-label={labels.close}>
            ×
          </button>
          <button type="button" className="lightbox__prev" onClick={() => step(-1)} aria-label={labels.prev}>
            ‹
          </button>
          <button type="button" className="lightbox__next" onClick={() => step(1)} aria-label={labels.next}>
            ›
          </button>
        </div>
      )}
    </section>
  )
}
