import type { Listing, Media } from '@/payload-types'

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
  }
}
