/**
 * The other listings source: when no listings API is configured, an agent's own published listings
 * in our collection (newest first, at most 500), as pages and alerts show them.
 */
import type { Payload } from 'payload'

import { listingViewOf } from '@/lib/listings/listingView'
import type { ListingView } from '@/lib/listings/types'

export async function publishedListingsOf(payload: Payload, realtorId: number): Promise<{ homes: ListingView[]; asOf: string }> {
  const { docs } = await payload.find({
    collection: 'listings',
    where: { and: [{ realtor: { equals: realtorId } }, { _status: { equals: 'published' } }] },
    depth: 1,
    limit: 500,
    sort: '-updatedAt',
    overrideAccess: true,
    locale: 'all',
  })
  const newest = docs
    .map((d) => d.sourceUpdatedAt ?? d.updatedAt)
    .sort()
    .at(-1)
  return { homes: docs.map(listingViewOf), asOf: newest ?? new Date().toISOString() }
}
