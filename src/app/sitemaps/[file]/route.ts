import { childSitemap, xmlResponse } from '@/utilities/site/sitemaps/sitemapResponses'

export const dynamic = 'force-dynamic'

/** A child of the platform's sitemap index: /sitemaps/platform.xml, /sitemaps/agents-{n}.xml, /sitemaps/listings-{n}.xml. */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  return xmlResponse(await childSitemap(request.headers.get('host'), (await params).file))
}
