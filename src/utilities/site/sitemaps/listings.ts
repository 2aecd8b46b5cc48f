/**
 * Agents' own local listings (search results from the listings API are never in a sitemap; in
 * the listings-API mode the collection's listings are not shown, so there are none): on the
 * platform in id-range chunks for the agents served there, on an agent's domain with its pages.
 */
import type { Payload, Where } from 'payload'

import { PUBLISHED } from '@/lib/drafts'
import { chunkOf, idRange } from '@/lib/seo/sitemapChunks'
import { localizedUrls, type SitemapUrl } from '@/lib/seo/sitemapXml'
import { listingsApiUrl } from '@/integrations/listings/settings'
import { keysetPages, newestPerChunk, PAGE_SIZE } from './keysetPages'

/** A published listing of a published agent served on the platform (no custom domain). */
const ON_PLATFORM: Where = {
  and: [
    PUBLISHED,
    { 'realtor._status': { equals: 'published' } },
    { or: [{ 'realtor.customDomain': { exists: false } }, { 'realtor.customDomain': { equals: '' } }] },
  ],
}

type ListingRow = { id: number; realtor: number; updatedAt: string }

async function readListings(payload: Payload, where: Where, limit: number): Promise<ListingRow[]> {
  if (listingsApiUrl()) return []
  const { docs } = await payload.find({
    collection: 'listings',
    where,
    select: { realtor: true, updatedAt: true },
    sort: 'id',
    limit,
    depth: 0,
    pagination: false,
  })
  return docs.flatMap((doc) => {
    const realtor = typeof doc.realtor === 'object' ? doc.realtor?.id : doc.realtor
    return realtor ? [{ id: doc.id, realtor, updatedAt: doc.updatedAt }] : []
  })
}

/** Chunk number -> the newest updatedAt of its listings, for the chunks that hold any. */
export function listingChunks(payload: Payload): Promise<Map<number, string>> {
  const pages = keysetPages((afterId, limit) => readListings(payload, { and: [ON_PLATFORM, { id: { greater_than: afterId } }] }, limit))
  return newestPerChunk(pages, (id) => chunkOf('listings', id))
}

export async function listingChunkUrls(payload: Payload, origin: string, chunk: number): Promise<SitemapUrl[]> {
  const { after, upTo } = idRange('listings', chunk)
  const urls: SitemapUrl[] = []
  const pages = keysetPages((afterId, limit) =>
    readListings(
      payload,
      { and: [ON_PLATFORM, { id: { greater_than: Math.max(after, afterId) } }, { id: { less_than_equal: upTo } }] },
      limit,
    ),
  )
  for await (const page of pages) {
    const desiredUrls = await desiredUrlsOf(payload, [...new Set(page.map((listing) => listing.realtor))])
    for (const listing of page) {
      const desiredUrl = desiredUrls.get(listing.realtor)
      if (desiredUrl) urls.push(...localizedUrls(origin, `/${desiredUrl}/listings/${listing.id}`, listing.updatedAt))
    }
  }
  return urls
}

/** The addresses of up to PAGE_SIZE agents. */
async function desiredUrlsOf(payload: Payload, ids: number[]): Promise<Map<number, string>> {
  const { docs } = await payload.find({
    collection: 'realtors',
    where: { id: { in: ids } },
    select: { desiredUrl: true },
    limit: PAGE_SIZE,
    depth: 0,
    pagination: false,
  })
  return new Map(docs.map((doc) => [doc.id, doc.desiredUrl]))
}

/**
 * The published listings of one agent, on their own domain, up to `limit` (the room left in the
 * domain's one sitemap; an agent with more local listings than that, none today, would need
 * chunks of their own).
 */
export async function agentDomainListingUrls(payload: Payload, origin: string, realtorId: number, limit: number): Promise<SitemapUrl[]> {
  const listings = await readListings(payload, { and: [PUBLISHED, { realtor: { equals: realtorId } }] }, limit)
  return listings.flatMap((listing) => localizedUrls(origin, `/listings/${listing.id}`, listing.updatedAt))
}
