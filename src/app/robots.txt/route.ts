export const dynamic = 'force-dynamic'

/** Crawlers may read public pages, not the admin or the API; the sitemap is per host. */
export function GET(request: Request) {
  const url = new URL(request.url)
  const host = request.headers.get('host') ?? url.host
  const body = ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api/', `Sitemap: ${url.protocol}//${host}/sitemap.xml`, ''].join('\n')
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
}
