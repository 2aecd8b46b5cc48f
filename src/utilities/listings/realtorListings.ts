/** An agent's listings for their page: the listings API when configured, else our collection. */
import type { Payload } from 'payload'

import { fetchAgentListings } from '@/integrations/listings/client'
import { marketCode } from '@/lib/listings/market'
import { listingStatuses, type ListingStatus, type ListingsResult, type ListingView } from '@/lib/listings/types'
import type { Realtor } from '@/payload-types'
import { listingSourceTag, listingsTag } from '@/lib/cache/cacheTags'
import { keepRenderBriefly } from '../cachedPage'
import { getPayload } from '../payload'
import { cachedRead } from '../cachedRead'
import { listingsApiUrl, listingsSourceKey, listingsSourceKind } from '@/integrations/listings/settings'

import { listingViewOf } from '@/lib/listings/listingView'

export const LISTINGS_REVALIDATE_SECONDS = 15 * 60

/** Never throws: a failing source is logged and the page hides the section. */
export async function getRealtorListings(realtor: Realtor): Promise<ListingsResult> {
  try {
    return await cachedRealtorListings(realtor)
  } catch (error) {
    console.error(`[listings] realtor ${realtor.id}: ${(error as Error).message}`)
    await keepRenderBriefly()
    return { ok: false }
  }
}

const cachedRealtorListings = cachedRead(
  'realtor-listings',
  (realtor: Realtor) => loadRealtorListings(realtor),
  (realtor) => ({
    key: [listingsSourceKey(), realtor.id, realtor.licenseNumber ?? '', marketCode(realtor.activityRegion)],
    tags: [listingsTag(realtor.id), listingSourceTag(listingsSourceKind())],
    revalidate: LISTINGS_REVALIDATE_SECONDS,
  }),
)

/** Uncached; throws on a failing source so that failure is never cached. */
export async function loadRealtorListings(realtor: Realtor, payload?: Payload): Promise<ListingsResult> {
  const apiUrl = listingsApiUrl()
  if (apiUrl) {
    if (!realtor.licenseNumber) throw new Error('no license number to look listings up by')
    const market = marketCode(realtor.activityRegion)
    const byStatus = await fetchAgentListings(apiUrl, { licenseNumber: realtor.licenseNumber, market })
    return { ok: true, source: { kind: 'mls', market }, asOf: new Date().toISOString(), byStatus }
  }
  const db = payload ?? (await getPayload())
  const { docs } = await db.find({
    collection: 'listings',
    where: { and: [{ realtor: { equals: realtor.id } }, { _status: { equals: 'published' } }] },
    depth: 1,
    limit: 200,
    sort: '-updatedAt',
    // Every language's description at once: one cached answer serves the three locales.
    locale: 'all',
  })
  const byStatus = Object.fromEntries(listingStatuses.map((s) => [s, [] as ListingView[]])) as Record<ListingStatus, ListingView[]>
  for (const doc of docs) byStatus[doc.status].push(listingViewOf(doc))
  const newest = docs
    .map((d) => d.sourceUpdatedAt ?? d.updatedAt)
    .sort()
    .at(-1)
  return { ok: true, source: { kind: 'agent' }, asOf: newest ?? new Date().toISOString(), byStatus }
}
