/**
 * What the sitemap routes answer for a Host: the platform's index and children, an agent domain's
 * one sitemap, or null (404) for an unknown host, an unknown child, or a child asked of an agent's domain.
 */
import { parseSitemapName } from '@/lib/seo/sitemapChunks'
import { sitemapIndexXml, urlsetXml } from '@/lib/seo/sitemapXml'
import { getPayload } from '../../payload'
import { agentDomainUrls } from './agentDomain'
import { platformSitemapIndex, platformSitemapUrls } from './platformSitemaps'
import { siteOriginFor } from './siteOrigin'

/** `/sitemap.xml`: the index on the platform, the agent's pages on their domain. */
export async function rootSitemap(hostHeader: string | null): Promise<string | null> {
  const site = await siteOriginFor(hostHeader)
  if (!site) return null
  const payload = await getPayload()
  if (site.platform) return sitemapIndexXml(await platformSitemapIndex(payload, site.origin))
  return urlsetXml(await agentDomainUrls(payload, site.origin, site.realtor))
}

/** `/sitemaps/{file}`: a child of the platform's index. */
export async function childSitemap(hostHeader: string | null, file: string): Promise<string | null> {
  const name = parseSitemapName(file)
  if (!name) return null
  const site = await siteOriginFor(hostHeader)
  if (!site?.platform) return null
  const urls = await platformSitemapUrls(await getPayload(), site.origin, name)
  return urls ? urlsetXml(urls) : null
}

/** Both routes answer alike: public, an hour in any cache. */
export function xmlResponse(body: string | null): Response {
  if (body === null) return new Response('Not found', { status: 404 })
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
