/**
 * Cache tags of public reads; hooks expire them when the data behind them changes.
 *
 * Tags are per realtor, per address and per listing source, so saving one agent
 * re-renders that agent's pages only (with 10,000 agents, one shared tag would make
 * every save cold-start every page). An address tag is on every lookup by that
 * address, including one that found nothing, so creating, renaming or re-domaining a
 * realtor expires the 404 cached at the new address and the page at the old one.
 */
import { parseSiteSegment } from '@/lib/hosts'

/** Everything one realtor's pages read about the realtor (its record and its photos). */
export const realtorTag = (realtorId: number | string) => `realtor:${realtorId}`

/** A lookup by /{desiredUrl}; lower-cased as the lookup is. */
export const addressTag = (desiredUrl: string) => `address:${desiredUrl.toLowerCase()}`

/** A lookup by an agent's own domain; lower-cased as host names are. */
export const domainTag = (customDomain: string) => `domain:${customDomain.toLowerCase()}`

/** The tag of a [site] segment's lookup: its address or its domain. */
export function siteSegmentTag(segment: string): string {
  const site = parseSiteSegment(segment)
  return 'customDomain' in site ? domainTag(site.customDomain) : addressTag(site.desiredUrl)
}

/** One realtor's listings, from whichever source serves them. */
export const listingsTag = (realtorId: number | string) => `listings:${realtorId}`

/** Every realtor's listings from one source (`collection` or the listings API), for a source-wide refresh. */
export const listingSourceTag = (source: string) => `listing-source:${source}`

/** The legal and info pages (terms, privacy, agreement, process): few, and rarely changed. */
export const LEGAL_PAGES_TAG = 'legal-pages'

/** The landing and site-settings globals. */
export const GLOBALS_TAG = 'globals'

/** The landing's showcase: it lists realtors, so a realtor save expires it (one page, not every agent's). */
export const SHOWCASE_TAG = 'showcase'

/** Platform pictures (no owner) may be on any page: only their change expires every realtor. */
export const ALL_REALTORS_TAG = 'realtors'

type RealtorAddress = { id?: number | string | null; desiredUrl?: string | null; customDomain?: string | null }

/**
 * Tags to expire when a realtor changes: its own tag, the landing showcase, and the
 * addresses and domains it had and has (old and new on a rename; a new realtor's
 * address was possibly a cached 404).
 */
export function realtorChangeTags(doc: RealtorAddress, previousDoc?: RealtorAddress | null): string[] {
  const tags = new Set<string>([SHOWCASE_TAG])
  for (const version of [doc, previousDoc]) {
    if (!version) continue
    if (version.id != null) tags.add(realtorTag(version.id))
    if (version.desiredUrl) tags.add(addressTag(version.desiredUrl))
    if (version.customDomain) tags.add(domainTag(version.customDomain))
  }
  return [...tags]
}

/** The market report of one area (src/lib/market/area.ts marketAreaKey), rewritten once a day. */
export const marketReportTag = (areaKey: string) => `market-report:${areaKey}`

/** What an agent writes on their site besides the profile: neighbourhood pages, blog posts, reviews. */
export type AgentContentKind = 'areas' | 'posts' | 'reviews'

/** One agent's records of one kind: a save expires that agent's pages of that kind and their homepage. */
export const agentContentTag = (kind: AgentContentKind, realtorId: number | string) => `${kind}:${realtorId}`
