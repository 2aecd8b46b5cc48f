/** A listing as agent pages show it, whatever its source. */
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
  listingBroker?: string
  listingOffice?: string
}

/** Where listings came from; the page words it in the visitor's language. */
export type ListingsSource = { kind: 'mls'; market: string } | { kind: 'agent' }

export type ListingsResult =
  { ok: true; source: ListingsSource; asOf: string; byStatus: Record<ListingStatus, ListingView[]> } | { ok: false }
