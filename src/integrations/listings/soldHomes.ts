/**
 * Sold homes near an owner's home, for the estimate of "What is my home worth?": the listings API's
 * home-list call (status sold, the city, its county, the state and the property type) when
 * LISTINGS_API_URL is set, else the agent's own published listings marked sold in that city.
 */
import type { Payload } from 'payload'

import { marketCode } from '@/lib/listings/market'
import type { ListingView } from '@/lib/listings/types'
import type { SoldHome } from '@/lib/valuation/estimate'
import { fetchHomeList, LISTINGS_TIMEOUT_MS } from './client'
import { publishedListingsOf } from './localListings'
import { listingsApiUrl } from './settings'

/** Enough recent sales for the closest few; more pages would only slow the answer. */
export const SOLD_PER_PAGE = 50
export const SOLD_PAGES = 2

export type SoldArea = { realtorId: number; city: string; state: string; propertyType: string }
export type SoldHomesSource = { kind: 'mls'; market: string } | { kind: 'agent' }
export type SoldHomes = { homes: SoldHome[]; asOf: string; source: SoldHomesSource }

export function soldHomeOf(home: ListingView): SoldHome {
  return {
    address: home.address,
    city: home.city,
    soldPrice: home.price,
    livingArea: home.livingArea ?? null,
    beds: home.beds ?? null,
    baths: home.baths ?? null,
    soldAt: home.soldAt ?? null,
    ...(home.propertyType ? { propertyType: home.propertyType } : {}),
  }
}

/**
 * The sold homes of an area. Through the API the whole lookup (every page) is given up on after
 * `timeoutMs` (default LISTINGS_TIMEOUT_MS) and throws, as it does on any failing answer: the caller
 * then keeps the request and sends the estimate later.
 */
export async function soldHomesFor(payload: Payload, area: SoldArea, options: { timeoutMs?: number } = {}): Promise<SoldHomes> {
  const apiUrl = listingsApiUrl()
  if (apiUrl) return soldHomesFromApi(apiUrl, area, options.timeoutMs ?? LISTINGS_TIMEOUT_MS)
  return soldListingsOf(payload, area)
}

export async function soldHomesFromApi(apiUrl: string, area: Omit<SoldArea, 'realtorId'>, timeoutMs: number): Promise<SoldHomes> {
  const signal = AbortSignal.timeout(timeoutMs)
  const homes: ListingView[] = []
  for (let page = 0; page < SOLD_PAGES; page++) {
    const found = await fetchHomeList(
      apiUrl,
      {
        type: 'sale',
        propertyStatus: 'sold',
        propertyType: area.propertyType,
        state: area.state,
        // homeListUrl adds the city's county (countyForCity) when it knows it.
        city: area.city,
        currentPage: page,
        homesPerGroup: SOLD_PER_PAGE,
        isImageNull: false,
      },
      fetch,
      { signal },
    )
    homes.push(...found)
    if (found.length < SOLD_PER_PAGE) break
  }
  return {
    homes: homes.map(soldHomeOf),
    asOf: new Date().toISOString(),
    source: { kind: 'mls', market: marketCode([{ state: area.state }]) },
  }
}

const same = (a: string | undefined, b: string) => (a ?? '').trim().toLowerCase() === b.trim().toLowerCase()

/** Without a listings API: the agent's own published listings marked sold, in the city, state and type asked. */
export async function soldListingsOf(payload: Payload, area: SoldArea): Promise<SoldHomes> {
  const { homes, asOf } = await publishedListingsOf(payload, area.realtorId)
  const sold = homes.filter(
    (home) =>
      home.status === 'sold' &&
      same(home.city, area.city) &&
      same(home.state, area.state) &&
      (home.propertyType ?? 'single_family') === area.propertyType,
  )
  return { homes: sold.map(soldHomeOf), asOf, source: { kind: 'agent' } }
}
