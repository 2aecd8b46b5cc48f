/** A listing as agent pages show it, whatever its source. */
import type { Locale } from '@/i18n/locales'

export const listingStatuses = ['sale', 'rent', 'sold', 'rented'] as const
export type ListingStatus = (typeof listingStatuses)[number]

export type ListingView = {
  id: string
  status: ListingStatus
  address: string
  city: string
  state: string
  zipcode?: string
  price: number
  beds?: number
  baths?: number
  livingArea?: number
  /** The first photo (cards, share image). */
  photoUrl?: string
  /** Every photo, first one included (the detail page's gallery). */
  photos?: string[]
  propertyType?: string
  /** When a sold or rented home closed (an ISO date), where the source says. */
  soldAt?: string
  /** When the home came on the market (an ISO date or time), where the source says. */
  listedAt?: string
  /** The source's own count of days on the market, where it gives one. */
  daysOnMarket?: number
  listingBroker?: string
  listingOffice?: string
  /** The agent's own words about the home, per language (their own listings only). */
  descriptions?: Partial<Record<Locale, string>>
}

/** Where listings came from; the page words it in the visitor's language. */
export type ListingsSource = { kind: 'mls'; market: string } | { kind: 'agent' }

export type ListingsResult =
  { ok: true; source: ListingsSource; asOf: string; byStatus: Record<ListingStatus, ListingView[]> } | { ok: false }

/** The spec's home-list call's query (GET /cozying-api/v1/home/list). */
export type HomeListQuery = {
  type?: string
  propertyType?: string
  propertyStatus?: string
  currentPage?: number
  homesPerGroup?: number
  state?: string
  city?: string
  isImageNull?: boolean
}

/** One page of a homes search, or the source's failure (the page then shows its note). */
export type ListingSearchResult =
  { ok: true; homes: ListingView[]; hasNext: boolean; total?: number; source: ListingsSource; asOf: string } | { ok: false }
