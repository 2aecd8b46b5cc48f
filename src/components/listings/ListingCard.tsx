import Link from 'next/link'
import './listings.css'

import { Picture } from '@/components/site/Picture'
import { format, type Messages } from '@/i18n/messages'
import { formatNumber } from '@/lib/format'
import type { ListingView } from '@/lib/listings/types'
import { ownPhoto } from './ownPhoto'

type T = Messages['agent']

export const priceText = (home: Pick<ListingView, 'price' | 'status'>, t: T) =>
  home.status === 'rent' || home.status === 'rented'
    ? format(t.rentPrice, { price: `$${formatNumber(home.price)}` })
    : `$${formatNumber(home.price)}`

/**
 * One home as a card: its photo, price, broker, address and facts; the whole address links to the
 * listing's page when it has one (the admin's preview draws cards without links).
 */
export function ListingCard({
  home,
  href,
  t,
  noPhoto,
  first,
}: {
  home: ListingView
  href?: string
  t: T
  noPhoto?: string
  first?: boolean
}) {
  const photo = ownPhoto(home.photoUrl)
  const address = `${home.address}, ${home.city}, ${home.state} ${home.zipcode ?? ''}`.trim()
  return (
    <li className="listing-card" data-testid="listing-card" data-listing-id={home.id}>
      {photo ? (
        <Picture src={photo} width={400} height={267} alt="" sizes="(max-width: 600px) 100vw, 300px" first={first} />
      ) : (
        noPhoto && <div className="listing-card__nophoto">{noPhoto}</div>
      )}
      <p className="listing-card__price">{priceText(home, t)}</p>
      {(home.listingBroker || home.listingOffice) && (
        <p className="listing-card__broker">
          {format(t.listedBy, { broker: home.listingBroker ?? '-', office: home.listingOffice ?? '-' })}
        </p>
      )}
      <p>
        {href ? (
          <Link href={href} className="listing-card__link">
            {address}
          </Link>
        ) : (
          address
        )}
      </p>
      <p className="muted">
        {[
          home.beds && `${home.beds} ${t.beds}`,
          home.baths && `${home.baths} ${t.baths}`,
          home.livingArea && `${formatNumber(home.livingArea)} ${t.sqft}`,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
    </li>
  )
}
