/**
 * A stand-in for the listings API (spec section 7) that answers like the real one would: the
 * home-list call with its filters and paging (15 a page by default, no total), and the agent call per
 * license and searchType. Homes are made up deterministically from the query, so a test knows what
 * each page holds (sold single-family homes in Irvine and Atlanta are a fixed list, STAND_IN_SOLD, for
 * the home-value estimate); their photos are our own media (nothing outside is reachable). Used through
 * startStandIn (tests/harness/standIns/standInServer.ts) by the int and browser tests, and by
 * `npm run listings:stand-in` for the dev server.
 */
import type { Recorded, Reply } from './standInServer'
import { startSwitchableStandIn, type SwitchableStandIn } from './switchableStandIn'

/** The demo listings' pictures the seed uploads (runtime/seed/index.ts DEMO_HOME_PHOTOS). */
export const STAND_IN_PHOTOS = ['/api/media/file/demo-home-1.webp', '/api/media/file/demo-home-2.webp', '/api/media/file/demo-home-3.webp']

/**
 * How many made-up homes a search finds: 40 (three pages) in Irvine / Atlanta for sale, none in
 * Torrance, else 7. Sold single-family homes in Irvine and Atlanta are STAND_IN_SOLD instead.
 */
export function homesFound(query: URLSearchParams): number {
  const city = query.get('city') ?? ''
  if (city === 'Torrance') return 0
  const busy = (city === 'Irvine' || city === 'Atlanta') && query.get('type') === 'sale' && query.get('propertyType') === 'single_family'
  return busy ? 40 : 7
}

/**
 * Made-up home `n` came on the market STAND_IN_LISTING_DAYS * n days before STAND_IN_LISTED_FROM (a date
 * without a time, as MLS listing dates are): with a clock of their own, tests know each home's days
 * on the market and which ones are new this week.
 */
export const STAND_IN_LISTED_FROM = '2026-11-19'
export const STAND_IN_LISTING_DAYS = 3

export function standInListDate(n: number): string {
  return new Date(Date.parse(`${STAND_IN_LISTED_FROM}T00:00:00Z`) - n * STAND_IN_LISTING_DAYS * 86_400_000).toISOString().slice(0, 10)
}

const slug = (value: string) => value.toLowerCase().replace(/[^a-z0-9]+/g, '-')

/** Home `n` (from 0) of a search: every fourth one has no photo. */
export function standInHome(query: URLSearchParams, n: number) {
  const city = query.get('city') ?? 'Irvine'
  const state = query.get('state') ?? 'CA'
  const type = query.get('type') ?? 'sale'
  const rent = type === 'rent'
  const withPhoto = n % 4 !== 3
  return {
    id: `${slug(city)}-${type}-${query.get('propertyType') ?? 'single_family'}-${query.get('propertyStatus') ?? 'active'}-${n + 1}`,
    address: `${100 + n} ${['Oak', 'Elm', 'Cedar', 'Maple', 'Pine'][n % 5]} St`,
    city,
    state,
    zipcode: state === 'GA' ? '30308' : '92618',
    listPrice: rent ? 2500 + n * 50 : 900_000 + n * 10_000,
    bedrooms: 2 + (n % 4),
    bathrooms: 1 + (n % 3),
    livingArea: 1200 + n * 25,
    listDate: standInListDate(n),
    propertyType: query.get('propertyType') ?? 'single_family',
    listAgentFullName: 'Stand-in Broker',
    listOfficeName: 'Stand-in Realty',
    ...(withPhoto ? { photos: STAND_IN_PHOTOS.map((_, i) => STAND_IN_PHOTOS[(n + i) % STAND_IN_PHOTOS.length]) } : {}),
  }
}

type SoldRow = [address: string, closePrice: number, livingArea: number, beds: number, baths: number, closeDate: string]

/**
 * Sold single-family homes (type sale, propertyStatus sold) in Irvine and Atlanta, for the home-value
 * estimate: realistic prices and areas, plus in Irvine a $1 transfer and a 100,000 sq ft "home" that
 * the estimate leaves out. Their list prices are a little higher than what they sold for.
 */
export const STAND_IN_SOLD: Record<string, SoldRow[]> = {
  Irvine: [
    ['11 Sold Ct', 1_480_000, 1850, 3, 2.5, '2026-10-02'], // $800 / sq ft
    ['12 Sold Ct', 1_700_000, 2000, 4, 3, '2026-09-18'], // $850
    ['13 Sold Ct', 1_722_000, 2100, 4, 3, '2026-09-05'], // $820
    ['14 Sold Ct', 2_160_000, 2400, 4, 3, '2026-08-27'], // $900
    ['15 Sold Ct', 1_200_000, 1600, 3, 2, '2026-08-11'], // $750
    ['16 Sold Ct', 2_320_000, 2900, 5, 4, '2026-07-30'], // $800
    ['17 Sold Ct', 1, 2050, 4, 3, '2026-07-21'], // a $1 transfer
    ['18 Sold Ct', 2_000_000, 100_000, 4, 3, '2026-07-09'], // 100,000 sq ft
    ['19 Sold Ct', 2_880_000, 3600, 6, 5, '2026-06-25'], // $800, the farthest in size
  ],
  Atlanta: [
    ['21 Sold Way NE', 450_000, 1500, 3, 2, '2026-10-06'], // $300 / sq ft
    ['22 Sold Way NE', 558_000, 1800, 3, 2, '2026-09-22'], // $310
    ['23 Sold Way NE', 638_000, 2200, 4, 3, '2026-09-01'], // $290
    ['24 Sold Way NE', 528_000, 1650, 3, 2, '2026-08-14'], // $320
    ['25 Sold Way NE', 560_000, 2000, 4, 2.5, '2026-07-28'], // $280
  ],
}

/** The sold homes of a query, or null when it is not one STAND_IN_SOLD answers (the made-up homes then). */
function soldHomes(query: URLSearchParams) {
  const sale = (query.get('type') ?? 'sale') === 'sale' && query.get('propertyStatus') === 'sold'
  const rows =
    sale && (query.get('propertyType') ?? 'single_family') === 'single_family' ? STAND_IN_SOLD[query.get('city') ?? 'Irvine'] : undefined
  if (!rows) return null
  const state = query.get('state') ?? 'CA'
  return rows.map(([address, closePrice, livingArea, bedrooms, bathrooms, closeDate], n) => ({
    id: `${slug(query.get('city') ?? 'Irvine')}-sold-${n + 1}`,
    address,
    city: query.get('city') ?? 'Irvine',
    state,
    zipcode: state === 'GA' ? '30308' : '92618',
    listPrice: Math.round((closePrice * 1.02) / 1000) * 1000,
    closePrice,
    closeDate,
    bedrooms,
    bathrooms,
    livingArea,
    propertyType: 'single_family',
    listAgentFullName: 'Stand-in Broker',
    listOfficeName: 'Stand-in Realty',
    photos: STAND_IN_PHOTOS.map((_, i) => STAND_IN_PHOTOS[(n + i) % STAND_IN_PHOTOS.length]),
  }))
}

/** GET /cozying-api/v1/home/list: the page `currentPage` of `homesPerGroup`; isImageNull=true leaves out homes without photos. */
export function homeListAnswer(query: URLSearchParams): Reply {
  const page = Number(query.get('currentPage') ?? 0)
  const size = Number(query.get('homesPerGroup') ?? 15)
  if (!Number.isInteger(page) || page < 0 || !Number.isInteger(size) || size < 1 || size > 100)
    return { status: 400, body: { message: 'bad paging' } }
  const all = (soldHomes(query) ?? Array.from({ length: homesFound(query) }, (_, n) => standInHome(query, n))).filter(
    (home) => query.get('isImageNull') !== 'true' || home.photos,
  )
  return { status: 200, body: { homes: all.slice(page * size, page * size + size) } }
}

/** GET /cozying-api/v1/agent: one home per license and searchType (a list, as the spec says). */
export function agentAnswer(query: URLSearchParams): Reply {
  const searchType = query.get('searchType') ?? 'sale'
  const rent = searchType === 'rent' || searchType === 'rented'
  return {
    status: 200,
    body: [
      {
        id: `${searchType}-1`,
        address: `100 ${searchType} Stand-in Ave`,
        city: 'Irvine',
        state: 'CA',
        zipcode: '92618',
        listPrice: rent ? 3200 : 1250000,
        bedrooms: 3,
        bathrooms: 2,
        livingArea: 1800,
        listAgentFullName: 'Stand-in Broker',
        listOfficeName: 'Stand-in Realty',
        photos: STAND_IN_PHOTOS,
      },
    ],
  }
}

/** The stand-in's answer to a request, or undefined for a path the listings API does not have. */
export function listingsApiReply(request: Recorded): Reply | undefined {
  const url = new URL(request.path, 'http://stand-in')
  if (request.method !== 'GET') return undefined
  if (url.pathname === '/cozying-api/v1/home/list') return homeListAnswer(url.searchParams)
  if (url.pathname === '/cozying-api/v1/agent') return agentAnswer(url.searchParams)
  return undefined
}

/** The stand-in's answers on a server a test can take down or make hang (the listings source failing). */
export function startSwitchableListingsStandIn(): Promise<SwitchableStandIn> {
  return startSwitchableStandIn((request) => {
    const reply = listingsApiReply({ ...request, headers: {} })
    return reply && reply !== 'hang' ? reply : { status: 404 }
  })
}
