import { platformOrigin } from '@/lib/hosts'
import { siteOriginFor } from '@/utilities/site/sitemaps/siteOrigin'

export const dynamic = 'force-dynamic'

/**
 * Crawlers may read public pages, not the admin or the API. The sitemap line names the
 * configured origin the Host stands for (PUBLIC_URL, or an agent's saved domain), never the
 * Host header itself; an unknown host gets the platform's.
 */
export async function GET(request: Request) {
  const site = await siteOriginFor(request.headers.get('host'))
  const origin = site?.origin ?? platformOrigin()
  const body = ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api/', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n')
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
}
