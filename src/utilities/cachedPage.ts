/**
 * A public page opts into Next's page cache by exporting this as its `generateStaticParams`:
 * no page is rendered at build time (there is no database then); each address is rendered on its
 * first request, kept (in .next, or Redis with REDIS_URL) and rendered again only when one of its
 * cache tags expires (src/server/revalidate.ts). Such a page must not read the request
 * (headers, cookies, searchParams): Next would answer 500 "changed from static to dynamic".
 * Pages without it render per request, as login pages must.
 */
export function generateStaticParams(): never[] {
  return []
}
