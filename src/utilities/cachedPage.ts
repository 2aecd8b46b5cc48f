import { unstable_cache } from 'next/cache'

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

/** How long a page rendered around a failed source is kept before the next request renders it again. */
export const DEGRADED_PAGE_SECONDS = 5

/**
 * Called by a getter that answered a fallback because its source failed (the listings section's
 * note): the page being rendered is then kept DEGRADED_PAGE_SECONDS instead of until its next
 * edit, so the failure is not what visitors see long after the source is back. Next keeps a
 * cached page for the shortest `revalidate` met during its render, and a tiny unstable_cache
 * entry is the only way to state one from inside a render. Outside a cached render it does nothing.
 */
export async function keepRenderBriefly(): Promise<void> {
  await unstable_cache(async () => true, ['degraded-render'], { revalidate: DEGRADED_PAGE_SECONDS })().catch(() => undefined)
}
