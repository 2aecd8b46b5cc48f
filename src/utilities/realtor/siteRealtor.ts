/** Reads of realtors for public pages: published agents only, found by address or domain. */
import type { Where } from 'payload'

import type { Locale } from '@/i18n/locales'
import { parseSiteSegment } from '@/lib/hosts'
import type { Realtor } from '@/payload-types'
import { PUBLISHED } from '@/lib/drafts'
import { ALL_REALTORS_TAG, siteSegmentTag } from '@/lib/cache/cacheTags'
import { getPayload } from '../payload'
import { cachedRead } from '../cachedRead'

/**
 * The published realtor a [site] segment names, or null (unknown, unpublished
 * or bad address); throws when the database cannot say. Cached across requests under
 * the address's own tag (a miss too), which the realtor hooks expire for the old and new
 * address of a change.
 */
export const getSiteRealtor = async (segment: string, locale: Locale): Promise<Realtor | null> => {
  try {
    return await cachedSiteRealtor(segment, locale)
  } catch (error) {
    // Spec: an agent fetch failure on the public page is logged. It is not treated as "no such
    // agent": a 404 would stay in the page cache until the agent's next edit. Thrown, the request
    // answers the 500 page ("try again"), which Next never stores, and a cached copy of the page
    // keeps being served meanwhile.
    console.error(`[realtors] lookup failed for ${segment}:`, (error as Error).message)
    throw error
  }
}

const cachedSiteRealtor = cachedRead(
  'site-realtor',
  (segment: string, locale: Locale) => findSiteRealtor(segment, locale),
  (segment, locale) => ({
    key: [segment, locale],
    tags: [siteSegmentTag(segment), ALL_REALTORS_TAG],
  }),
)

/** The uncached read under getSiteRealtor (exported for tests: the public page sees exactly this). */
export async function findSiteRealtor(segment: string, locale: Locale): Promise<Realtor | null> {
  const site = parseSiteSegment(segment)
  const where: Where =
    'customDomain' in site ? { customDomain: { equals: site.customDomain } } : { desiredUrl: { equals: site.desiredUrl } }
  const payload = await getPayload()
  const { docs } = await payload.find({
    collection: 'realtors',
    where: { and: [where, PUBLISHED] },
    locale,
    depth: 1,
    limit: 1,
  })
  return docs[0] ?? null
}

/** The public base path of an agent's pages: '' on their own domain, '/{desiredUrl}' on ours. */
export function realtorBasePath(segment: string, realtor: Pick<Realtor, 'desiredUrl'>): string {
  return 'customDomain' in parseSiteSegment(segment) ? '' : `/${realtor.desiredUrl}`
}
