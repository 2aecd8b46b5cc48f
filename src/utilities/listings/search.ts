/**
 * Homes search and single listings of an agent site: the listings API's home-list call when
 * LISTINGS_API_URL is set, else the agent's own published listings in our collection, filtered the
 * same way. Cached 15 minutes per agent and query (as the agent page's listings); a failing source
 * throws inside the cache, so its failure is never kept.
 */
import type { Payload } from 'payload'

import { LISTINGS_PER_PAGE, homeListQueryOf, matchesSearch, type ListingSearch } from '@/lib/listings/search'
import { fetchHomeList } from '@/integrations/listings/client'
import type { ListingSearchResult, ListingsSource, ListingView } from '@/lib/listings/types'
import type { Realtor } from '@/payload-types'
import { listingSourceTag, listingsTag } from '@/lib/cache/cacheTags'
import { getRealtorListings, LISTINGS_REVALIDATE_SECONDS } from './realtorListings'
import { publishedListingsOf } from '@/integrations/listings/localListings'
import { getPayload } from '../payload'
import { cachedRead } from '../cachedRead'
import { listingsApiUrl, listingsSourceKey, listingsSourceKind } from '@/integrations/listings/settings'

export type { ListingSearchResult }

/** Never throws: a failing or slow source (3 s) is logged and the page shows its note. */
export async function searchListings(realtor: Realtor, search: ListingSearch): Promise<ListingSearchResult> {
  try {
    return await cachedSearch(realtor, search)
  } catch (error) {
    console.error(`[home-search] realtor ${realtor.id}: ${(error as Error).message}`)
    return { ok: false }
  }
}

const cachedSearch = cachedRead(
  'listing-search',
  (realtor: Realtor, search: ListingSearch) => loadListingSearch(realtor, search),
  (realtor, search) => ({
    key: [listingsSourceKey(), realtor.id, JSON.stringify(homeListQueryOf(search))],
    tags: [listingsTag(realtor.id), listingSourceTag(listingsSourceKind())],
    revalidate: LISTINGS_REVALIDATE_SECONDS,
  }),
)

/** Uncached; throws when the source fails. */
export async function loadListingSearch(realtor: Realtor, search: ListingSearch, payload?: Payload): Promise<ListingSearchResult> {
  const apiUrl = listingsApiUrl()
  if (apiUrl) {
    const homes = await fetchHomeList(apiUrl, homeListQueryOf(search))
    // The answer has no total: a full page may have a next one.
    return {
      ok: true,
      homes,
      hasNext: homes.length >= LISTINGS_PER_PAGE,
      source: { kind: 'mls', market: '' },
      asOf: new Date().toISOString(),
    }
  }
  const own = await realtorOwnListings(realtor.id, payload)
  const matching = own.homes.filter((home) => matchesSearch(home, search))
  const start = search.page * LISTINGS_PER_PAGE
  return {
    ok: true,
    homes: matching.slice(start, start + LISTINGS_PER_PAGE),
    hasNext: start + LISTINGS_PER_PAGE < matching.length,
    total: matching.length,
    source: { kind: 'agent' },
    asOf: own.asOf,
  }
}

/** An agent's published listings (newest first, at most 500), as pages show them. */
export async function realtorOwnListings(realtorId: number, payload?: Payload): Promise<{ homes: ListingView[]; asOf: string }> {
  return publishedListingsOf(payload ?? (await getPayload()), realtorId)
}

export type FoundListing = { home: ListingView; source: ListingsSource; asOf: string; own: boolean }

/**
 * One listing of this agent's site, or null (the page answers 404).
 * - Local mode: the agent's published listing with that numeric id (a draft, withdrawn or another
 *   agent's listing is not found).
 * - API mode (the spec has no get-by-id call): the listing is found again in the cached answer it came
 *   from, which its link names: `from=agent` for the agent's own groups, else the search's filters
 *   and page. An id that answer does not hold is not found.
 */
export async function findListing(
  realtor: Realtor,
  id: string,
  from: { agent: boolean; search: ListingSearch },
): Promise<FoundListing | null> {
  if (!listingsApiUrl()) {
    if (!/^\d{1,10}$/.test(id)) return null
    const own = await agentOwnListingsCached(realtor.id)
    const home = own.homes.find((h) => h.id === id)
    return home ? { home, source: { kind: 'agent' }, asOf: own.asOf, own: true } : null
  }
  if (from.agent) {
    const result = await getRealtorListings(realtor)
    if (!result.ok) return null
    const home = Object.values(result.byStatus)
      .flat()
      .find((h) => h.id === id)
    return home ? { home, source: result.source, asOf: result.asOf, own: true } : null
  }
  const result = await searchListings(realtor, from.search)
  if (!result.ok) return null
  const home = result.homes.find((h) => h.id === id)
  return home ? { home, source: result.source, asOf: result.asOf, own: false } : null
}

const agentOwnListingsCached = cachedRead(
  'realtor-own-listings',
  (realtorId: number) => realtorOwnListings(realtorId),
  (realtorId) => ({
    key: [realtorId],
    tags: [listingsTag(realtorId), listingSourceTag('collection')],
    revalidate: LISTINGS_REVALIDATE_SECONDS,
  }),
)
