/**
 * The platform's sitemaps: `/sitemap.xml` is an index (sitemaps.org <sitemapindex>) of the
 * children below, each within the protocol's 50,000 URLs and 50 MB by its chunk size
 * (src/lib/seo/sitemapChunks.ts). A new kind of page joins here: a fixed page every agent has
 * goes into AGENT_PAGES (or AGENT_CONTENT_PAGES when it exists only with content); a kind with no
 * bound per agent gets a chunked entry of its own beside `listings`, `areas` and `posts`.
 */
import type { Payload } from 'payload'

import { sitemapPath, type ChunkedKind, type SitemapName } from '@/lib/seo/sitemapChunks'
import { newest, type SitemapRef, type SitemapUrl } from '@/lib/seo/sitemapXml'
import { agentChunks, agentChunkUrls } from './agents'
import { recordChunks, recordChunkUrls } from './agentRecords'
import { platformPageUrls } from './platformPages'

type Chunked = {
  /** Chunk number -> newest lastmod, for every chunk that holds something. */
  chunks: (payload: Payload) => Promise<Map<number, string>>
  urls: (payload: Payload, origin: string, chunk: number) => Promise<SitemapUrl[]>
}

const chunked: Record<ChunkedKind, Chunked> = {
  agents: { chunks: agentChunks, urls: agentChunkUrls },
  listings: { chunks: recordChunks('listings'), urls: recordChunkUrls('listings') },
  areas: { chunks: recordChunks('areas'), urls: recordChunkUrls('areas') },
  posts: { chunks: recordChunks('posts'), urls: recordChunkUrls('posts') },
}

/** The index's entries: the platform's pages, then each kind's chunks in order. */
export async function platformSitemapIndex(payload: Payload, origin: string): Promise<SitemapRef[]> {
  const [platform, ...kinds] = await Promise.all([
    platformPageUrls(payload, origin),
    ...Object.entries(chunked).map(async ([kind, { chunks }]) => ({ kind: kind as ChunkedKind, chunks: await chunks(payload) })),
  ] as const)
  const ref = (name: SitemapName, lastmod: string | null): SitemapRef => ({ loc: `${origin}${sitemapPath(name)}`, lastmod })
  return [
    ref({ kind: 'platform' }, newest(platform.map((url) => url.lastmod))),
    ...kinds.flatMap(({ kind, chunks }) => [...chunks].sort(([a], [b]) => a - b).map(([chunk, lastmod]) => ref({ kind, chunk }, lastmod))),
  ]
}

/** A child's URLs, or null for a chunk that holds nothing (it is not in the index either). */
export async function platformSitemapUrls(payload: Payload, origin: string, name: SitemapName): Promise<SitemapUrl[] | null> {
  if (name.kind === 'platform') return platformPageUrls(payload, origin)
  const urls = await chunked[name.kind].urls(payload, origin, name.chunk)
  return urls.length > 0 ? urls : null
}
