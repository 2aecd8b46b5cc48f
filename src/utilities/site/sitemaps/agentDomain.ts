/**
 * An agent's own domain: one plain sitemap of its pages (a few fixed pages and the agent's
 * listings, far below the protocol's limit), not an index.
 */
import type { Payload } from 'payload'

import { locales } from '@/i18n/locales'
import { AGENT_PAGES } from '@/lib/seo/sitemapChunks'
import { localizedUrls, SITEMAP_MAX_URLS, type SitemapUrl } from '@/lib/seo/sitemapXml'
import { AGENT_LEGAL_PATHS, legalPagesLastmod } from './legalPages'
import { agentDomainListingUrls } from './listings'

export async function agentDomainUrls(payload: Payload, origin: string, realtor: { id: number; updatedAt: string }): Promise<SitemapUrl[]> {
  const legal = await legalPagesLastmod(payload, AGENT_LEGAL_PATHS, realtor.id)
  const pages = [
    // On their own domain the agent's pages have no /{desiredUrl} in front.
    ...AGENT_PAGES.flatMap((page) => localizedUrls(origin, page || '/', realtor.updatedAt)),
    ...[...legal].flatMap(([path, lastmod]) => localizedUrls(origin, path, lastmod)),
  ]
  const room = Math.floor((SITEMAP_MAX_URLS - pages.length) / locales.length)
  return [...pages, ...(await agentDomainListingUrls(payload, origin, realtor.id, room))]
}
