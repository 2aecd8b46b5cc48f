'use client'

import { useEffect, useRef, useState } from 'react'

import type { PictureAttributes } from '@/components/site/Picture'

/** The tile's and the lightbox's <img> attributes, computed on the server (components/site/Picture). */
export type GalleryPhoto = { tile: PictureAttributes; full: PictureAttributes; alt: string }
type Labels = { title: string; open: string; close: string; prev: string; next: string }

/**
 * Thumbnails that open the fullsize picture in a lightbox: a native modal <dialog>, so the browser
 * keeps focus inside it (Tab moves between previous, next and close), makes the page behind it inert
 * and closes it on Escape; the arrow keys move between photos.
 */
export function Gallery({ photos, labels }: { photos: GalleryPhoto[]; labels: Labels }) {
  const [index, setIndex] = useState<number | null>(null)
  const dialog = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLButtonElement | null>(null)
  const closeButton = useRef<HTMLButtonElement>(null)
  const open = index !== null

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) {
      element.showModal()
      closeButton.current?.focus()
    }
    if (!open && element.open) element.close()
  }, [open])

  if (photos.length === 0) return null
  const step = (delta: number) => setIndex((i) => (i === null ? i : (i + delta + photos.length) % photos.length))
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
      <dialog
        ref={dialog}
        className="lightbox"
        aria-label={current ? `${labels.title} ${index! + 1} / ${photos.length}` : labels.title}
        // Escape (the browser's cancel) and close() both end here: the state follows the dialog.
        onClose={() => {
          setIndex(null)
          opener.current?.focus()
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight') step(1)
          if (event.key === 'ArrowLeft') step(-1)
        }}
      >
        <div className="lightbox__backdrop" onClick={() => dialog.current?.close()} />
        {current && (
          <figure>
            <img {...current.full} alt={current.alt} />
            <figcaption>
              {index! + 1} / {photos.length}
            </figcaption>
          </figure>
        )}
        <button type="button" className="lightbox__prev" onClick={() => step(-1)} aria-label={labels.prev}>
          ‹
        </button>
        <button type="button" className="lightbox__next" onClick={() => step(1)} aria-label={labels.next}>
          ›
        </button>
        <button
          type="button"
          className="lightbox__close"
          ref={closeButton}
          onClick={() => dialog.current?.close()}
          aria-label={labels.close}
        >
          ×
        </button>
      </dialog>
    </section>
  )
}
