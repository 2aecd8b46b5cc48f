/**
 * How the platform's sitemap is split: `/sitemap.xml` is an index of child sitemaps at
 * `/sitemaps/{name}.xml`, one for the platform's own pages and numbered chunks for what grows.
 *
 * A chunk is a range of ids, not of ranks: chunk n of agents holds the published agents with ids
 * ((n-1)·size, n·size]. Its address and contents stay put when an agent before it is published or
 * removed (a crawler's copy of the other chunks stays right), and a chunk is read with one
 * query on the primary key. Ids left by drafts and deleted agents make some chunks fuller than
 * others, never fuller than `size`; a chunk with nothing published is not listed and answers 404.
 */
import { locales } from '@/i18n/locales'

/**
 * Every agent's fixed pages, under `/{desiredUrl}`: the one place to add a page each agent has.
 * Pages whose number per agent has no bound (listings, posts) get a chunked kind of their own
 * below instead, so that no agent can push a chunk past the protocol's limit.
 */
export const AGENT_PAGES = ['', '/homes'] as const

/** Every agent's pages that exist once they have published something of the kind (a post, a consented review). */
export const AGENT_CONTENT_PAGES = { posts: '/blog', reviews: '/reviews' } as const

/**
 * 1,000 agents a chunk: each agent gives (AGENT_PAGES + AGENT_CONTENT_PAGES) × 3 locales URLs (12
 * today), so a chunk holds at most 12,000 URLs, and room is left for 16 pages per agent (48,000 of the 50,000 a sitemap may hold).
 * At about 600 bytes an entry (its four hreflang links), 50,000 URLs are ~30 MB, under 50 MB.
 */
export const AGENTS_PER_CHUNK = 1_000

/** 10,000 listings, neighbourhood pages or posts a chunk: one page each, 30,000 URLs in three locales. */
export const RECORDS_PER_CHUNK = 10_000

export const chunkSizes = {
  agents: AGENTS_PER_CHUNK,
  listings: RECORDS_PER_CHUNK,
  areas: RECORDS_PER_CHUNK,
  posts: RECORDS_PER_CHUNK,
} as const
export type ChunkedKind = keyof typeof chunkSizes
/** Kinds with one page per record of an agent (their chunks are id ranges of that collection). */
export type RecordKind = Exclude<ChunkedKind, 'agents'>

export type SitemapName = { kind: 'platform' } | { kind: ChunkedKind; chunk: number }

/** The most URLs a chunk can hold (a unit test keeps it within the protocol's 50,000). */
export function urlsPerChunk(kind: ChunkedKind): number {
  const pages = kind === 'agents' ? AGENT_PAGES.length + Object.keys(AGENT_CONTENT_PAGES).length : 1
  return chunkSizes[kind] * pages * locales.length
}

/** The largest id there can be: ids are PostgreSQL integers. A made-up chunk past it is unknown, not a database error. */
const MAX_ID = 2_147_483_647

/** The chunk an id falls in (ids start at 1). */
export const chunkOf = (kind: ChunkedKind, id: number) => Math.ceil(id / chunkSizes[kind])

/** The ids of chunk n: greater than `after`, up to `upTo`. */
export function idRange(kind: ChunkedKind, chunk: number): { after: number; upTo: number } {
  const size = chunkSizes[kind]
  return { after: (chunk - 1) * size, upTo: Math.min(chunk * size, MAX_ID) }
}

/** The path of a child sitemap. */
export function sitemapPath(name: SitemapName): string {
  return name.kind === 'platform' ? '/sitemaps/platform.xml' : `/sitemaps/${name.kind}-${name.chunk}.xml`
}

/** `platform.xml`, `agents-3.xml`, `listings-1.xml`, `areas-1.xml`, `posts-2.xml`; anything else (`agents-0.xml`, `agents-03.xml`) is null. */
export function parseSitemapName(file: string): SitemapName | null {
  if (file === 'platform.xml') return { kind: 'platform' }
  const match = /^(agents|listings|areas|posts)-([1-9][0-9]{0,9})\.xml$/.exec(file)
  if (!match) return null
  const kind = match[1] as ChunkedKind
  const chunk = Number(match[2])
  return idRange(kind, chunk).after < MAX_ID ? { kind, chunk } : null
}
