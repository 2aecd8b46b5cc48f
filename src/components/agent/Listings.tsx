import { Picture } from '@/components/site/Picture'

import type { Locale } from '@/i18n/locales'
import { format, type Messages } from '@/i18n/messages'
import { formatDateTime, formatNumber } from '@/lib/format'
import { listingStatuses, type ListingsResult, type ListingsSource, type ListingStatus } from '@/lib/listings/types'

const headings: Record<ListingStatus, keyof Messages['agent']> = { sale: 'forSale', rent: 'forRent', sold: 'sold', rented: 'rented' }

type T = Messages['agent']

const sourceName = (source: ListingsSource, t: T) =>
  source.kind === 'agent' ? t.sourceAgent : format(t.sourceMls, { market: source.market || t.allMarkets })

/**
 * Up to four groups of listings (empty groups are left out) with MLS attribution, its time in the
 * agent's time zone; a quiet note when the source failed.
 */
export function Listings({ result, locale, timeZone, t }: { result: ListingsResult; locale: Locale; timeZone: string; t: T }) {
  if (!result.ok) {
    return (
      <section className="agent-listings" aria-labelledby="listings-title">
        <h2 id="listings-title">{t.listings}</h2>
        <p className="muted" data-testid="listings-unavailable">{t.listingsUnavailable}</p>
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
                <li key={home.id} className="listing-card">
                  {home.photoUrl && <Picture src={home.photoUrl} width={400} height={267} alt="" sizes="(max-width: 600px) 100vw, 300px" />}
                  <p className="listing-card__price">
                    {status === 'rent' || status === 'rented' ? format(t.rentPrice, { price: `$${formatNumber(home.price)}` }) : `$${formatNumber(home.price)}`}
                  </p>
                  {(home.listingBroker || home.listingOffice) && (
                    <p className="listing-card__broker">
                      {format(t.listedBy, { broker: home.listingBroker ?? '-', office: home.listingOffice ?? '-' })}
                    </p>
                  )}
                  <p>
                    {home.address}, {home.city}, {home.state} {home.zipcode}
                  </p>
                  <p className="muted">
                    {[home.beds && `${home.beds} ${t.beds}`, home.baths && `${home.baths} ${t.baths}`, home.livingArea && `${formatNumber(home.livingArea)} ${t.sqft}`]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        )
      })}
      <p className="mls-disclaimer">{format(t.mlsDisclaimer, { source: sourceName(result.source, t), asOf })}</p>
    </section>
  )
}
