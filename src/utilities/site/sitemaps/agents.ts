/**
 * The agents chunks of the platform's sitemap: the fixed pages (AGENT_PAGES) of every published
 * agent served on the platform, in id-range chunks (src/lib/seo/sitemapChunks.ts). An agent with
 * their own domain is listed in that domain's sitemap, where their canonical pages are, not here.
 */
import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload, Where } from 'payload'

import { PUBLISHED } from '@/lib/drafts'
import { AGENT_CONTENT_PAGES, AGENT_PAGES, AGENTS_PER_CHUNK, chunkOf, idRange } from '@/lib/seo/sitemapChunks'
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
  const content = await contentPagesOf(payload, after, upTo)
  return agents.flatMap((agent) => [
    ...AGENT_PAGES.flatMap((page) => localizedUrls(origin, `/${agent.desiredUrl}${page}`, agent.updatedAt)),
    ...(content.get(agent.id) ?? []).flatMap(([page, lastmod]) => localizedUrls(origin, `/${agent.desiredUrl}${page}`, lastmod)),
  ])
}

/**
 * The blog and reviews pages of the agents with ids in (after, upTo] that have something on them (a
 * published post, a published review with consent), each with the newest such record's time: one
 * grouped query per kind, whatever the number of posts.
 */
export async function contentPagesOf(payload: Payload, after: number, upTo: number): Promise<Map<number, [string, string][]>> {
  const db = payload.db as unknown as PostgresAdapter
  const pages = new Map<number, [string, string][]>()
  for (const [kind, page] of Object.entries(AGENT_CONTENT_PAGES)) {
    const consent = kind === 'reviews' ? sql`AND client_consent` : sql``
    const { rows } = await db.drizzle.execute(sql`
      SELECT realtor_id AS id, max(updated_at) AS lastmod FROM ${sql.identifier(kind)}
      WHERE _status = 'published' ${consent} AND realtor_id > ${after} AND realtor_id <= ${upTo}
      GROUP BY realtor_id`)
    for (const row of rows as { id: number | string; lastmod: string | Date }[]) {
      const id = Number(row.id)
      pages.set(id, [...(pages.get(id) ?? []), [page, new Date(row.lastmod).toISOString()]])
    }
  }
  return pages
}
