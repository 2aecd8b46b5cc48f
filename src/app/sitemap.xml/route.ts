import { sitemapUrls, sitemapXml } from '@/utilities/site/sitemap'

export const dynamic = 'force-dynamic'

export async function GET(request: Request) {
  const urls = await sitemapUrls(request.headers.get('host'))
  if (!urls) return new Response('Not found', { status: 404 })
  return new Response(sitemapXml(urls), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
