/**
 * The homes a market report is computed from: an area's homes for sale and its sold homes. With
 * LISTINGS_API_URL set, the listings API's home-list call for the city and state, of the property
 * types of MARKET_PROPERTY_TYPES, narrowed to the area's ZIP code where it has one; else the agent's
 * own published listings in that city (the report is then the agent's alone: see marketReportKey).
 *
 * Paging: MARKET_PER_PAGE homes a page, at most MARKET_PAGES pages per type and status, so at most
 * 1,000 homes of a type for sale and 1,000 sold: more than a city's market has for sale at once in
 * most places; a bigger one is described by its first 1,000 of each (the source's order). The whole
 * lookup of an area is given up on after MARKET_TIMEOUT_MS, and any failing answer throws: the job
 * then keeps the last report.
 */
import type { Payload } from 'payload'

import { marketCode } from '@/lib/listings/market'
import type { ListingsSource, ListingView } from '@/lib/listings/types'
import { marketAreaKey, normalArea, type MarketArea } from '@/lib/market/area'
import { fetchHomeList } from './client'
import { publishedListingsOf } from './localListings'
import { listingsApiUrl } from './settings'

export const MARKET_PROPERTY_TYPES = ['single_family', 'condo', 'townhouse'] as const
export const MARKET_PER_PAGE = 100
export const MARKET_PAGES = 10
export const MARKET_TIMEOUT_MS = 45_000

/** An area as one agent's page has it: the agent matters only without a listings API. */
export type AgentMarketArea = MarketArea & { agentId: number }

export type MarketHomes = { active: ListingView[]; sold: ListingView[]; source: ListingsSource }

/** The key of the report an agent's page shows: the area's, or with no listings API, the agent's own in that area. */
export function marketReportKey(area: AgentMarketArea): string {
  return listingsApiUrl() ? marketAreaKey(area) : marketAreaKey(area, area.agentId)
}

export async function marketHomesFor(payload: Payload, area: AgentMarketArea, fetchImpl: typeof fetch = fetch): Promise<MarketHomes> {
  const apiUrl = listingsApiUrl()
  return apiUrl ? marketHomesFromApi(apiUrl, area, fetchImpl) : agentMarketHomes(payload, area)
}

const inZip = (zipcode: string) => (home: ListingView) => !zipcode || (home.zipcode ?? '').trim().slice(0, 5) === zipcode.slice(0, 5)

export async function marketHomesFromApi(apiUrl: string, area: MarketArea, fetchImpl: typeof fetch = fetch): Promise<MarketHomes> {
  const { state, city, zipcode } = normalArea(area)
  const signal = AbortSignal.timeout(MARKET_TIMEOUT_MS)
  const homesOf = async (propertyStatus: 'active' | 'sold') => {
    const homes: ListingView[] = []
    for (const propertyType of MARKET_PROPERTY_TYPES) {
      for (let page = 0; page < MARKET_PAGES; page++) {
        const query = { type: 'sale', propertyStatus, propertyType, state, city, currentPage: page, homesPerGroup: MARKET_PER_PAGE }
        const found = await fetchHomeList(apiUrl, query, fetchImpl, { signal })
        homes.push(...found)
        if (found.length < MARKET_PER_PAGE) break
      }
    }
    return homes.filter(inZip(zipcode))
  }
  const active = await homesOf('active')
  const sold = await homesOf('sold')
  return { active, sold, source: { kind: 'mls', market: marketCode([{ state }]) } }
}

const same = (a: string | undefined, b: string) => (a ?? '').trim().toLowerCase() === b.toLowerCase()

/** Without a listings API: the agent's published listings of the area, for sale and sold. */
export async function agentMarketHomes(payload: Payload, area: AgentMarketArea): Promise<MarketHomes> {
  const { state, city, zipcode } = normalArea(area)
  const { homes } = await publishedListingsOf(payload, area.agentId)
  const types: readonly string[] = MARKET_PROPERTY_TYPES
  const inArea = homes.filter(
    (home) =>
      same(home.city, city) && same(home.state, state) && types.includes(home.propertyType ?? 'single_family') && inZip(zipcode)(home),
  )
  return {
    active: inArea.filter((home) => home.status === 'sale'),
    sold: inArea.filter((home) => home.status === 'sold'),
    source: { kind: 'agent' },
  }
}
