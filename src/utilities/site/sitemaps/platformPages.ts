/** The platform's own pages in its sitemap: the landing page and the public legal pages. */
import type { Payload } from 'payload'

import { localizedUrls, type SitemapUrl } from '@/lib/seo/sitemapXml'
import { legalPagesLastmod, PLATFORM_LEGAL_PATHS } from './legalPages'

export async function platformPageUrls(payload: Payload, origin: string): Promise<SitemapUrl[]> {
  const [landing, legal] = await Promise.all([
    payload.findGlobal({ slug: 'landing', select: { updatedAt: true }, depth: 0 }),
    legalPagesLastmod(payload, PLATFORM_LEGAL_PATHS),
  ])
  return [
    ...localizedUrls(origin, '/', landing.updatedAt ?? null),
    ...[...legal].flatMap(([path, lastmod]) => localizedUrls(origin, path, lastmod)),
  ]
}
