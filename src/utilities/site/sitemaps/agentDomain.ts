/**
 * An agent's own domain: one plain sitemap of its pages (a few fixed pages, the agent's
 * neighbourhood pages, posts and listings, far below the protocol's limit), not an index.
 */
import type { Payload } from 'payload'

import { locales } from '@/i18n/locales'
import { AGENT_PAGES } from '@/lib/seo/sitemapChunks'
import { localizedUrls, SITEMAP_MAX_URLS, type SitemapUrl } from '@/lib/seo/sitemapXml'
import { AGENT_LEGAL_PATHS, legalPagesLastmod } from './legalPages'
import { contentPagesOf } from './agents'
import { agentDomainRecordUrls } from './agentRecords'

export async function agentDomainUrls(payload: Payload, origin: string, realtor: { id: number; updatedAt: string }): Promise<SitemapUrl[]> {
  const legal = await legalPagesLastmod(payload, AGENT_LEGAL_PATHS, realtor.id)
  const pages = [
    // On their own domain the agent's pages have no /{desiredUrl} in front.
    ...AGENT_PAGES.flatMap((page) => localizedUrls(origin, page || '/', realtor.updatedAt)),
    ...[...legal].flatMap(([path, lastmod]) => localizedUrls(origin, path, lastmod)),
    ...((await contentPagesOf(payload, realtor.id - 1, realtor.id)).get(realtor.id) ?? []).flatMap(([path, lastmod]) =>
      localizedUrls(origin, path, lastmod),
    ),
  ]
  // Neighbourhood pages and posts first (an agent has tens), listings in the room left.
  const urls = [...pages]
  for (const kind of ['areas', 'posts', 'listings'] as const) {
    const room = Math.floor((SITEMAP_MAX_URLS - urls.length) / locales.length)
    urls.push(...(await agentDomainRecordUrls(payload, kind, origin, realtor.id, room)))
  }
  return urls
}
