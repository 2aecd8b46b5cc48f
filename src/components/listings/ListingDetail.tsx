import Link from 'next/link'
import '@/components/listings/listings.css'

import { FavouriteHeart } from '@/components/favourites/FavouriteHeart'
import { ContactSection } from '@/components/realtor/ContactSection'
import { Gallery, type GalleryPhoto } from '@/components/realtor/Gallery'
import { sourceName } from '@/components/listings/sourceName'
import { Picture, pictureAttributes } from '@/components/site/Picture'
import type { Locale } from '@/i18n/locales'
import { format, type Messages } from '@/i18n/messages'
import { formatDateTime, formatNumber } from '@/lib/format'
import type { ListingView } from '@/lib/listings/types'
import { descriptionIn, snippetOf } from '@/lib/listings/listingView'
import { favouriteOf, priceText } from './ListingCard'
import { ownPhoto } from './ownPhoto'

type Props = {
  home: ListingView
  source: Parameters<typeof sourceName>[0]
  asOf: string
  locale: Locale
  timeZone: string
  realtorId: number
  t: Messages
  searchHref: string
  /** This page's own address (its `from` query included), as a favourite links back to it. */
  href: string
}

export const fullAddress = (home: ListingView) => `${home.address}, ${home.city}, ${home.state} ${home.zipcode ?? ''}`.trim()

/** The listing's facts as the page lists them: [label, value], a value undefined when the source has none. */
function listingFacts(home: ListingView, t: Messages): [string, string | undefined][] {
  const h = t.homes
  return [
    [h.price, priceText(home, t.agent)],
    [h.listingStatus, h.listingStatuses[home.status]],
    [h.propertyType, home.propertyType ? h.propertyTypes[home.propertyType as keyof typeof h.propertyTypes] : undefined],
    [h.beds, home.beds === undefined ? undefined : String(home.beds)],
    [h.baths, home.baths === undefined ? undefined : String(home.baths)],
    [h.livingArea, home.livingArea === undefined ? undefined : format(h.sqft, { area: formatNumber(home.livingArea) })],
    [h.address, fullAddress(home)],
    [h.broker, home.listingBroker],
    [h.office, home.listingOffice],
  ]
}

/** The search-result snippet of a listing page: its status, price, type, rooms, area and address in the visitor's language. */
/** The page's search snippet: what the home is, then the start of the agent's own words about it, if any. */
export function listingDescription(home: ListingView, t: Messages, words?: string): string {
  const h = t.homes
  const facts = new Map(listingFacts(home, t))
  const labelled = (label: string) => facts.get(label) && `${label} ${facts.get(label)}`
  return [
    facts.get(h.listingStatus),
    facts.get(h.price),
    facts.get(h.propertyType),
    labelled(h.beds),
    labelled(h.baths),
    facts.get(h.livingArea),
    facts.get(h.address),
  ]
    .filter(Boolean)
    .join(' · ')
    .concat(words ? ` — ${snippetOf(words)}` : '')
}

/**
 * One listing: its photos (the first large, all in a lightbox), price and facts, the listing broker
 * and office with the data source and its time (MLS display rules), a map link, and the agent's
 * contact form already saying which home it is about.
 */
export function ListingDetail({ home, source, asOf, locale, timeZone, realtorId, t, searchHref, href }: Props) {
  const h = t.homes
  const address = fullAddress(home)
  const photos = (home.photos ?? [home.photoUrl]).map(ownPhoto).filter((url): url is string => Boolean(url))
  const gallery: GalleryPhoto[] = photos.map((src, index) => ({
    tile: pictureAttributes({ src, width: 400, height: 267, alt: '', sizes: '(max-width: 600px) 50vw, 240px' }),
    full: pictureAttributes({ src, width: 1920, height: 1280, alt: '', sizes: '100vw' }),
    alt: format(t.photoAlts.listing, { address, n: index + 1, total: photos.length }),
  }))
  const facts = listingFacts(home, t)
  const description = descriptionIn(home, locale)
  const map = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`
  return (
    <main className="agent listing-page" data-testid="listing-page">
      <p>
        <Link href={searchHref} className="listing-page__back">
          {h.backToSearch}
        </Link>
      </p>
      <h1>{address}</h1>
      <div className="listing-page__head">
        <p className="listing-page__price" data-testid="listing-price">
          {priceText(home, t.agent)}
        </p>
        <FavouriteHeart
          realtorId={realtorId}
          home={favouriteOf(home, href, t.agent)}
          labels={{ save: t.favourites.save, remove: t.favourites.remove }}
        />
      </div>
      {photos[0] ? (
        <Picture
          src={photos[0]}
          width={1200}
          height={800}
          alt={format(t.photoAlts.listing, { address, n: 1, total: photos.length })}
          // main.agent's column (styles.css): up to 60rem wide with 1.25rem padding each side, so the
          // viewport less 2.5rem up to 60rem and 57.5rem (920 px) beyond: a 390 px phone is sent the
          // width for 350 CSS px x its density, not for the whole screen.
          sizes="(max-width: 60rem) calc(100vw - 2.5rem), 57.5rem"
          first
          className="listing-page__photo"
        />
      ) : (
        <div className="listing-card__nophoto listing-page__photo">{h.noPhoto}</div>
      )}
      {gallery.length > 1 && (
        <Gallery
          photos={gallery}
          labels={{ title: h.photos, open: t.agent.openPhoto, close: t.agent.closePhoto, prev: t.agent.prevPhoto, next: t.agent.nextPhoto }}
        />
      )}
      {description && (
        <section aria-labelledby="listing-about" className="listing-about" data-testid="listing-description">
          <h2 id="listing-about">{h.aboutHome}</h2>
          <p>{description}</p>
        </section>
      )}
      <section aria-labelledby="listing-facts" className="listing-facts">
        <h2 id="listing-facts">{h.facts}</h2>
        <dl data-testid="listing-facts">
          {facts
            .filter((fact): fact is [string, string] => Boolean(fact[1]))
            .map(([term, value]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
        <p>
          <a href={map} target="_blank" rel="noopener noreferrer" className="button">
            {h.map}
          </a>
        </p>
        <p className="mls-disclaimer" data-testid="listing-source">
          {format(t.agent.mlsDisclaimer, { source: sourceName(source, t.agent), asOf: formatDateTime(new Date(asOf), locale, timeZone) })}
        </p>
      </section>
      <ContactSection realtorId={realtorId} locale={locale} title={h.askAbout} initialMessage={format(h.about, { address })} t={t} />
    </main>
  )
}
