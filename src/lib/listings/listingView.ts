import type { Listing, Media } from '@/payload-types'

import type { Locale } from '@/i18n/locales'
import { fallbacks } from '@/i18n/locales'
import type { ListingView } from './types'

/** A collection listing as pages show it: its photos' 1920 px renditions. */
export function listingViewOf(doc: Listing): ListingView {
  const photos = (doc.photos ?? [])
    .filter((p): p is Media => typeof p === 'object' && p !== null)
    .map((photo) => photo.sizes?.fullsize?.url ?? photo.url)
    .filter((url): url is string => Boolean(url))
  return {
    id: String(doc.id),
    status: doc.status,
    propertyType: doc.propertyType ?? 'single_family',
    address: doc.address,
    city: doc.city,
    state: doc.state,
    zipcode: doc.zipcode ?? undefined,
    price: doc.price,
    beds: doc.beds ?? undefined,
    baths: doc.baths ?? undefined,
    livingArea: doc.livingArea ?? undefined,
    photoUrl: photos[0],
    photos,
    listingBroker: doc.listingBroker ?? undefined,
    listingOffice: doc.listingOffice ?? undefined,
    // Our own listings have no listing date: the day the agent entered it stands for it.
    listedAt: doc.createdAt,
    descriptions: descriptionsOf(doc.description),
  }
}

/** Read with `locale: 'all'`, the description is one text per language; read in one language, a string. */
function descriptionsOf(value: unknown): ListingView['descriptions'] {
  if (typeof value === 'string') return value.trim() ? { ko: value } : undefined
  if (!value || typeof value !== 'object') return undefined
  const texts = Object.entries(value as Record<string, unknown>).filter(([, text]) => typeof text === 'string' && text.trim())
  return texts.length ? (Object.fromEntries(texts) as ListingView['descriptions']) : undefined
}

/** Search engines show about 160 characters; the facts take the first half. */
const SNIPPET_CHARS = 90

/** The start of a text on one line, cut at a word where it is long. */
export function snippetOf(text: string, max = SNIPPET_CHARS): string {
  const line = text.replace(/\s+/g, ' ').trim()
  if ([...line].length <= max) return line
  const cut = [...line].slice(0, max - 1).join('')
  const atWord = cut.replace(/\s+\S*$/, '')
  return `${atWord.length > max / 2 ? atWord : cut}…`
}

/** The description in the visitor's language, else in the language it falls back to (ja -> en -> ko). */
export function descriptionIn(home: ListingView, locale: Locale): string | undefined {
  return [locale, ...fallbacks[locale]].map((l) => home.descriptions?.[l]).find(Boolean)
}
