'use client'

import type { FavouriteHome } from '@/lib/favourites/favouriteList'
import { useFavourites } from './favouritesStore'
import './favourites.css'

export type HeartLabels = { save: string; remove: string }

/**
 * The heart of a listing card or page: saves the home to this agent site's favourites in the browser.
 * Rendered on the server unpressed, in its full size, so nothing moves when the stored state arrives.
 */
export function FavouriteHeart({
  realtorId,
  home,
  labels,
  className = '',
}: {
  realtorId: number
  home: FavouriteHome
  labels: HeartLabels
  className?: string
}) {
  const { list, toggle } = useFavourites(realtorId)
  const saved = Boolean(list?.some((item) => item.id === home.id))
  return (
    <button
      type="button"
      className={`favourite-heart ${className}`.trim()}
      aria-pressed={saved}
      aria-label={saved ? labels.remove : labels.save}
      data-testid="favourite-heart"
      data-ready={list ? 'true' : undefined}
      onClick={() => toggle(home)}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M12 21s-7.5-4.6-9.6-9.3C1 8.4 3 4.5 6.8 4.5c2.1 0 3.6 1.1 5.2 3 1.6-1.9 3.1-3 5.2-3 3.8 0 5.8 3.9 4.4 7.2C19.5 16.4 12 21 12 21z" />
      </svg>
    </button>
  )
}
