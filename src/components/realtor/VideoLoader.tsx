'use client'

import { useState } from 'react'

/** YouTube id of a watch, short or embed URL. */
export function youtubeId(url: string): string | null {
  const match = /(?:youtu\.be\/|v=|embed\/|shorts\/)([A-Za-z0-9_-]{6,})/.exec(url)
  return match ? match[1] : null
}

/** A poster until clicked: nothing is fetched from YouTube before the visitor asks for it. */
export function VideoLoader({ url, title, playLabel }: { url: string; title: string; playLabel: string }) {
  const [playing, setPlaying] = useState(false)
  const id = youtubeId(url)
  if (!id) return null
  return (
    <section className="agent-video" aria-label={title}>
      <h2>{title}</h2>
      <div className="agent-video__frame">
        {playing ? (
          <iframe
            src={`https://www.youtube-nocookie.com/embed/${id}?autoplay=1`}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture"
            allowFullScreen
          />
        ) : (
          <button type="button" className="agent-video__poster" onClick={() => setPlaying(true)} aria-label={playLabel}>
            <span aria-hidden="true" className="agent-video__play">
              ▶
            </span>
            <span>{playLabel}</span>
          </button>
        )}
      </div>
    </section>
  )
}
