import Link from 'next/link'
import './listings.css'

import { FavouriteHeart, type HeartLabels } from '@/components/favourites/FavouriteHeart'
import { Picture, pictureAttributes } from '@/components/site/Picture'
import { format, type Messages } from '@/i18n/messages'
import { fromOfHref, type FavouriteHome } from '@/lib/favourites/favouriteList'
import { formatNumber } from '@/lib/format'
import type { ListingView } from '@/lib/listings/types'
import { ownPhoto } from './ownPhoto'

type T = Messages['agent']

export const priceText = (home: Pick<ListingView, 'price' | 'status'>, t: T) =>
  home.status === 'rent' || home.status === 'rented'
    ? format(t.rentPrice, { price: `$${formatNumber(home.price)}` })
    : `$${formatNumber(home.price)}`

/** Where a favourite needs nothing else, kept in the browser: the card's own address, price, photo and rooms. */
export function favouriteOf(home: ListingView, href: string, t: T): FavouriteHome {
  const photo = ownPhoto(home.photoUrl)
  return {
    id: home.id,
    href,
    from: fromOfHref(href),
    address: `${home.address}, ${home.city}, ${home.state} ${home.zipcode ?? ''}`.trim(),
    price: priceText(home, t),
    // The optimizer's small version: the favourites view shows it as a thumbnail.
    ...(photo ? { photo: pictureAttributes({ src: photo, width: 400, height: 267, alt: '' }).src } : {}),
    ...(home.beds !== undefined ? { beds: home.beds } : {}),
    ...(home.baths !== undefined ? { baths: home.baths } : {}),
  }
}

export type CardFavourite = { realtorId: number; labels: HeartLabels }

/**
 * One home as a card: its photo, price, broker, address and facts; the whole address links to the
 * listing's page when it has one (the admin's preview draws cards without links). A linked card has a
 * heart (a client island above the card's link) when the page gives `favourite`.
 */
export function ListingCard({
  home,
  href,
  t,
  noPhoto,
  first,
  favourite,
}: {
  home: ListingView
  href?: string
  t: T
  noPhoto?: string
  first?: boolean
  favourite?: CardFavourite
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
      <div className="listing-card__head">
        <p className="listing-card__price">{priceText(home, t)}</p>
        {href && favourite && (
          <FavouriteHeart realtorId={favourite.realtorId} home={favouriteOf(home, href, t)} labels={favourite.labels} />
        )}
      </div>
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
