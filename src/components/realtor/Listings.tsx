import Link from 'next/link'

import { type CardFavourite, ListingCard } from '@/components/listings/ListingCard'
import { sourceName } from '@/components/listings/sourceName'
import type { Locale } from '@/i18n/locales'
import { format, type Messages, type TextKey } from '@/i18n/messages'
import { formatDateTime } from '@/lib/format'
import { listingStatuses, type ListingsResult, type ListingStatus, type ListingView } from '@/lib/listings/types'

const headings: Record<ListingStatus, TextKey<Messages['agent']>> = { sale: 'forSale', rent: 'forRent', sold: 'sold', rented: 'rented' }

type T = Messages['agent']

/**
 * Up to four groups of listings (empty groups are left out) with MLS attribution, its time in the
 * agent's time zone; a quiet note when the source failed.
 */
export function Listings({
  result,
  locale,
  timeZone,
  t,
  hrefOf,
  searchLink,
  favourite,
}: {
  result: ListingsResult
  locale: Locale
  timeZone: string
  t: T
  /** The listing page of a home (none in the admin's preview). */
  hrefOf?: (home: ListingView) => string
  /** The agent's homes search. */
  searchLink?: { href: string; label: string }
  /** The cards' hearts (none in the admin's preview). */
  favourite?: CardFavourite
}) {
  const search = searchLink && (
    <p className="listings-search-link">
      <Link href={searchLink.href} className="button agent-button">
        {searchLink.label}
      </Link>
    </p>
  )
  if (!result.ok) {
    return (
      <section className="agent-listings" aria-labelledby="listings-title">
        <h2 id="listings-title">{t.listings}</h2>
        <p className="muted" data-testid="listings-unavailable">
          {t.listingsUnavailable}
        </p>
        {search}
      </section>
    )
  }
  const asOf = formatDateTime(new Date(result.asOf), locale, timeZone)
  const groups = listingStatuses.filter((status) => result.byStatus[status].length > 0)
  return (
    <section className="agent-listings" aria-labelledby="listings-title" data-testid="listings">
      <h2 id="listings-title">{t.listings}</h2>
      {groups.length === 0 && <p className="muted">{t.noListings}</p>}
      {groups.map((status) => {
        const homes = result.byStatus[status]
        return (
          <section key={status} aria-labelledby={`listings-${status}`} data-status={status}>
            <h3 id={`listings-${status}`}>
              {t[headings[status]]} <span className="muted">({homes.length})</span>
            </h3>
            <ul className="listing-grid">
              {homes.map((home) => (
                <ListingCard key={home.id} home={home} href={hrefOf?.(home)} t={t} favourite={favourite} />
              ))}
            </ul>
          </section>
        )
      })}
      {search}
      <p className="mls-disclaimer">{format(t.mlsDisclaimer, { source: sourceName(result.source, t), asOf })}</p>
    </section>
  )
}
