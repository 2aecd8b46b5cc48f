'use client'

import Link from 'next/link'

import type { PluralForms } from '@/i18n/messages'
import { useFavourites } from './favouritesStore'
import './favourites.css'

/** A count in the page's language (the messages module itself stays on the server: it holds every language). */
export const countText = (lang: string, forms: PluralForms, count: number) => {
  const category = new Intl.PluralRules(lang).select(count)
  return (category in forms ? forms[category as keyof PluralForms] : forms.other).replace('{count}', String(count))
}

/**
 * The header's way to the favourites view: a heart with the number of saved homes. Its size is fixed
 * and the count shows once the browser's list is read, so the header does not move.
 */
export function FavouritesLink({
  realtorId,
  href,
  lang,
  label,
  countLabel,
}: {
  realtorId: number
  href: string
  /** The page's language tag, for its plural rules. */
  lang: string
  label: string
  /** The accessible name with the number of homes. */
  countLabel: PluralForms
}) {
  const { list } = useFavourites(realtorId)
  const count = list?.length ?? 0
  return (
    <Link
      href={href}
      className="favourites-link"
      aria-label={count ? countText(lang, countLabel, count) : label}
      data-testid="favourites-link"
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M12 21s-7.5-4.6-9.6-9.3C1 8.4 3 4.5 6.8 4.5c2.1 0 3.6 1.1 5.2 3 1.6-1.9 3.1-3 5.2-3 3.8 0 5.8 3.9 4.4 7.2C19.5 16.4 12 21 12 21z" />
      </svg>
      <span className="favourites-link__count" data-testid="favourites-count" aria-hidden="true" hidden={count === 0}>
        {count}
      </span>
    </Link>
  )
}
