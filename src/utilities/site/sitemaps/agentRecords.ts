/**
 * The pages of what agents publish one by one: their own local listings (search results from the
 * listings API are never in a sitemap; in the listings-API mode the collection's listings are not
 * shown, so there are none), neighbourhood pages and blog posts. On the platform in id-range chunks
 * of each kind for the agents served there, on an agent's domain with its pages.
 */
import type { Payload, Where } from 'payload'

import { PUBLISHED } from '@/lib/drafts'
import { chunkOf, idRange, type RecordKind } from '@/lib/seo/sitemapChunks'
import { localizedUrls, type SitemapUrl } from '@/lib/seo/sitemapXml'
import { listingsApiUrl } from '@/integrations/listings/settings'
import { keysetPages, newestPerChunk, PAGE_SIZE } from './keysetPages'

/** A published record of a published agent served on the platform (no custom domain). */
const ON_PLATFORM: Where = {
  and: [
    PUBLISHED,
    { 'realtor._status': { equals: 'published' } },
    { or: [{ 'realtor.customDomain': { exists: false } }, { 'realtor.customDomain': { equals: '' } }] },
  ],
}

type RecordRow = { id: number; realtor: number; updatedAt: string; slug?: string | null }

/** Each kind's page under the agent's address, and whether the kind is shown at all. */
const recordPages: Record<RecordKind, { path: (row: RecordRow) => string | null; shown: () => boolean }> = {
  listings: { path: (row) => `/listings/${row.id}`, shown: () => !listingsApiUrl() },
  areas: { path: (row) => (row.slug ? `/areas/${row.slug}` : null), shown: () => true },
  posts: { path: (row) => (row.slug ? `/blog/${row.slug}` : null), shown: () => true },
}

async function readRecords(payload: Payload, kind: RecordKind, where: Where, limit: number): Promise<RecordRow[]> {
  if (!recordPages[kind].shown()) return []
  const { docs } = await payload.find({
    collection: kind,
    where,
    select: { realtor: true, updatedAt: true, ...(kind === 'listings' ? {} : { slug: true }) },
    sort: 'id',
    limit,
    depth: 0,
    pagination: false,
  })
  return docs.flatMap((doc) => {
    const realtor = typeof doc.realtor === 'object' ? doc.realtor?.id : doc.realtor
    const slug = 'slug' in doc ? (doc.slug as string | null) : undefined
    return realtor ? [{ id: doc.id, realtor, updatedAt: doc.updatedAt, slug }] : []
  })
}

/** Chunk number -> the newest updatedAt of its records, for the chunks that hold any. */
export function recordChunks(kind: RecordKind) {
  return (payload: Payload): Promise<Map<number, string>> => {
    const pages = keysetPages((afterId, limit) =>
      readRecords(payload, kind, { and: [ON_PLATFORM, { id: { greater_than: afterId } }] }, limit),
    )
    return newestPerChunk(pages, (id) => chunkOf(kind, id))
  }
}

export function recordChunkUrls(kind: RecordKind) {
  return async (payload: Payload, origin: string, chunk: number): Promise<SitemapUrl[]> => {
    const { after, upTo } = idRange(kind, chunk)
    const urls: SitemapUrl[] = []
    const pages = keysetPages((afterId, limit) =>
      readRecords(
        payload,
        kind,
        { and: [ON_PLATFORM, { id: { greater_than: Math.max(after, afterId) } }, { id: { less_than_equal: upTo } }] },
        limit,
      ),
    )
    for await (const page of pages) {
      const desiredUrls = await desiredUrlsOf(payload, [...new Set(page.map((row) => row.realtor))])
      for (const row of page) {
        const desiredUrl = desiredUrls.get(row.realtor)
        const path = recordPages[kind].path(row)
        if (desiredUrl && path) urls.push(...localizedUrls(origin, `/${desiredUrl}${path}`, row.updatedAt))
      }
    }
    return urls
  }
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
 * The published records of one kind of one agent, on their own domain, up to `limit` (the room left
 * in the domain's one sitemap).
 */
export async function agentDomainRecordUrls(
  payload: Payload,
  kind: RecordKind,
  origin: string,
  realtorId: number,
  limit: number,
): Promise<SitemapUrl[]> {
  if (limit <= 0) return []
  const rows = await readRecords(payload, kind, { and: [PUBLISHED, { realtor: { equals: realtorId } }] }, limit)
  return rows.flatMap((row) => {
    const path = recordPages[kind].path(row)
    return path ? localizedUrls(origin, path, row.updatedAt) : []
  })
}
