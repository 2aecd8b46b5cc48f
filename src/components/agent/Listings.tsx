import { Picture } from '@/components/site/Picture'

import type { Locale } from '@/i18n/locales'
import { format, type Messages } from '@/i18n/messages'
import { formatNumber, formatTime12h, localeTag } from '@/lib/format'
import { listingStatuses, type ListingsResult, type ListingStatus } from '@/lib/listings/types'

const headings: Record<ListingStatus, keyof Messages['agent']> = { sale: 'forSale', rent: 'forRent', sold: 'sold', rented: 'rented' }

/** Four groups of listings with MLS attribution; a quiet note when the source failed. */
export function Listings({ result, locale, t }: { result: ListingsResult; locale: Locale; t: Messages['agent'] }) {
  if (!result.ok) {
    return (
      <section className="agent-listings" aria-labelledby="listings-title">
        <h2 id="listings-title">{t.listings}</h2>
        <p className="muted" data-testid="listings-unavailable">{t.listingsUnavailable}</p>
      </section>
    )
  }
  const asOfDate = new Date(result.asOf)
  const asOf = `${asOfDate.toLocaleDateString(localeTag(locale), { timeZone: 'UTC' })} ${formatTime12h(asOfDate)} UTC`
  return (
    <section className="agent-listings" aria-labelledby="listings-title" data-testid="listings">
      <h2 id="listings-title">{t.listings}</h2>
      {listingStatuses.map((status) => {
        const homes = result.byStatus[status]
        return (
          <section key={status} aria-labelledby={`listings-${status}`} data-status={status}>
            <h3 id={`listings-${status}`}>
              {t[headings[status]]} <span className="muted">({homes.length})</span>
            </h3>
            {homes.length === 0 ? (
              <p className="muted">{t.noListings}</p>
            ) : (
              <ul className="listing-grid">
                {homes.map((home) => (
                  <li key={home.id} className="listing-card">
                    {home.photoUrl && <Picture src={home.photoUrl} width={400} height={267} alt="" sizes="(max-width: 600px) 100vw, 300px" />}
                    <p className="listing-card__price">
                      ${formatNumber(home.price)}
                      {status === 'rent' || status === 'rented' ? '/mo' : ''}
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
            )}
          </section>
        )
      })}
      <p className="mls-disclaimer">{format(t.mlsDisclaimer, { source: result.source, asOf })}</p>
    </section>
  )
}
