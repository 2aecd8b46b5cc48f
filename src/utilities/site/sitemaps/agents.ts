/**
 * The agents chunks of the platform's sitemap: the fixed pages (AGENT_PAGES) of every published
 * agent served on the platform, in id-range chunks (src/lib/seo/sitemapChunks.ts). An agent with
 * their own domain is listed in that domain's sitemap, where their canonical pages are, not here.
 */
import type { Payload, Where } from 'payload'

import { PUBLISHED } from '@/lib/drafts'
import { AGENT_PAGES, AGENTS_PER_CHUNK, chunkOf, idRange } from '@/lib/seo/sitemapChunks'
import { localizedUrls, type SitemapUrl } from '@/lib/seo/sitemapXml'
import { keysetPages, newestPerChunk } from './keysetPages'

/** Published, and without a custom domain (never saved, or cleared to ''). */
export const PLATFORM_AGENT: Where = {
  and: [PUBLISHED, { or: [{ customDomain: { exists: false } }, { customDomain: { equals: '' } }] }],
}

const readAgents = (payload: Payload, where: Where, limit: number) =>
  payload
    .find({
      collection: 'realtors',
      where: { and: [PLATFORM_AGENT, where] },
      select: { desiredUrl: true, updatedAt: true },
      sort: 'id',
      limit,
      depth: 0,
      pagination: false,
    })
    .then((result) => result.docs)

/** Chunk number -> the newest updatedAt of its agents, for the chunks that hold any. */
export function agentChunks(payload: Payload): Promise<Map<number, string>> {
  const pages = keysetPages((afterId, limit) => readAgents(payload, { id: { greater_than: afterId } }, limit))
  return newestPerChunk(pages, (id) => chunkOf('agents', id))
}

export async function agentChunkUrls(payload: Payload, origin: string, chunk: number): Promise<SitemapUrl[]> {
  const { after, upTo } = idRange('agents', chunk)
  const range: Where = { and: [{ id: { greater_than: after } }, { id: { less_than_equal: upTo } }] }
  const agents = await readAgents(payload, range, AGENTS_PER_CHUNK)
  return agents.flatMap((agent) => AGENT_PAGES.flatMap((page) => localizedUrls(origin, `/${agent.desiredUrl}${page}`, agent.updatedAt)))
}
