import { rootSitemap, xmlResponse } from '@/utilities/site/sitemaps/sitemapResponses'

export const dynamic = 'force-dynamic'

/** The platform's sitemap index, or an agent domain's sitemap (src/utilities/site/sitemaps/). */
export async function GET(request: Request) {
  return xmlResponse(await rootSitemap(request.headers.get('host')))
}
