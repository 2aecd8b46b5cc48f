/**
 * Clients of the listings API (spec section 7). The answer's home fields are
 * not specified, so each home is read defensively into a ListingView.
 */
import { countyForCity, type Market } from '@/lib/listings/market'
import { listingStatuses, type HomeListQuery, type ListingStatus, type ListingView } from '@/lib/listings/types'

export const LISTINGS_TIMEOUT_MS = 3_000

type Fetch = typeof fetch

/** GET /cozying-api/v1/agent, one call per status, no token. */
export type { HomeListQuery }

export async function fetchAgentListings(
  baseUrl: string,
  query: { licenseNumber: string; market: Market },
  fetchImpl: Fetch = fetch,
): Promise<Record<ListingStatus, ListingView[]>> {
  const lists = await Promise.all(
    listingStatuses.map(async (searchType) => {
      const url = new URL('/cozying-api/v1/agent', baseUrl)
      url.searchParams.set('licenseNumber', query.licenseNumber)
      url.searchParams.set('market', query.market)
      url.searchParams.set('searchType', searchType)
      const body = await getJson(url, fetchImpl)
      const items = Array.isArray(body)
        ? body
        : Array.isArray((body as { homes?: unknown })?.homes)
          ? (body as { homes: unknown[] }).homes
          : null
      if (!items) throw new Error(`listings API: ${searchType} answer is not a list`)
      return items.map((item, index) => toListing(item, searchType, index))
    }),
  )
  return Object.fromEntries(listingStatuses.map((status, i) => [status, lists[i]])) as Record<ListingStatus, ListingView[]>
}

/** Spec defaults: sale, single_family, active, page 0, 15 per group, CA, Irvine. */
export function homeListUrl(baseUrl: string, query: HomeListQuery = {}): URL {
  const city = query.city ?? 'Irvine'
  const params = {
    type: query.type ?? 'sale',
    propertyType: query.propertyType ?? 'single_family',
    propertyStatus: query.propertyStatus ?? 'active',
    currentPage: String(query.currentPage ?? 0),
    homesPerGroup: String(query.homesPerGroup ?? 15),
    state: query.state ?? 'CA',
    city,
    county: countyForCity(city) ?? '',
    isImageNull: String(query.isImageNull ?? false),
  }
  const url = new URL('/cozying-api/v1/home/list', baseUrl)
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value)
  return url
}

/**
 * GET /cozying-api/v1/home/list: the `homes` of the answer, with the status the query's type and status
 * mean. Given up on after LISTINGS_TIMEOUT_MS, or when `signal` aborts (a caller's own deadline).
 */
export async function fetchHomeList(
  baseUrl: string,
  query: HomeListQuery = {},
  fetchImpl: Fetch = fetch,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ListingView[]> {
  const body = (await getJson(homeListUrl(baseUrl, query), fetchImpl, signal)) as { homes?: unknown[] }
  if (!Array.isArray(body?.homes)) throw new Error('home list: answer has no homes')
  const rent = query.type === 'rent'
  const done = query.propertyStatus === 'sold'
  const status: ListingStatus = rent ? (done ? 'rented' : 'rent') : done ? 'sold' : 'sale'
  return body.homes.map((item, index) => ({ propertyType: query.propertyType ?? 'single_family', ...toListing(item, status, index) }))
}

async function getJson(url: URL, fetchImpl: Fetch, signal?: AbortSignal): Promise<unknown> {
  const timeout = AbortSignal.timeout(LISTINGS_TIMEOUT_MS)
  const response = await fetchImpl(url, {
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    headers: { Accept: 'application/json' },
  })
  if (!response.ok) throw new Error(`${url.pathname} answered ${response.status}`)
  return response.json()
}

function toListing(raw: unknown, status: ListingStatus, index: number): ListingView {
  const item = (raw ?? {}) as Record<string, unknown>
  const text = (...keys: string[]) => {
    for (const key of keys) if (typeof item[key] === 'string' && item[key]) return item[key] as string
    return undefined
  }
  const number = (...keys: string[]) => {
    for (const key of keys) {
      const value = Number(item[key])
      if (item[key] !== undefined && item[key] !== null && Number.isFinite(value)) return value
    }
    return undefined
  }
  const photos = photoList(item)
  const propertyType = text('propertyType')
  // A closed sale's price is what it sold for; its date, where the source gives one.
  const closed = status === 'sold' || status === 'rented'
  const closedAt = closed ? text('soldAt', 'closeDate', 'soldDate') : undefined
  // When it came on the market, and the source's own count of days since (the market report's figures).
  const listedAt = text('listDate', 'listingContractDate', 'onMarketDate')
  const daysOnMarket = number('daysOnMarket', 'dom', 'cumulativeDaysOnMarket')
  return {
    id: String(item.id ?? item.listingId ?? `${status}-${index}`),
    status,
    address: text('address', 'streetAddress', 'fullAddress') ?? '',
    city: text('city') ?? '',
    state: text('state', 'stateOrProvince') ?? '',
    zipcode: text('zipcode', 'postalCode', 'zip'),
    price: (closed ? number('closePrice', 'soldPrice', 'price', 'listPrice') : number('price', 'listPrice', 'closePrice')) ?? 0,
    beds: number('beds', 'bedrooms', 'bedroomsTotal'),
    baths: number('baths', 'bathrooms', 'bathroomsTotal'),
    livingArea: number('livingArea', 'sqft', 'livingAreaSqft'),
    photoUrl: photos[0],
    ...(photos.length > 0 ? { photos } : {}),
    ...(propertyType ? { propertyType } : {}),
    ...(closedAt && !Number.isNaN(Date.parse(closedAt)) ? { soldAt: closedAt } : {}),
    ...(listedAt && !Number.isNaN(Date.parse(listedAt)) ? { listedAt } : {}),
    ...(daysOnMarket !== undefined && daysOnMarket >= 0 ? { daysOnMarket: Math.round(daysOnMarket) } : {}),
    listingBroker: text('listingBroker', 'listAgentFullName', 'agentName'),
    listingOffice: text('listingOffice', 'listOfficeName', 'officeName'),
  }
}

/**
 * The photos of a home: a `photos` / `images` list (of URLs or `{ url }`), else one `photoUrl` /
 * `imageUrl` / `thumbnail`. Only http(s) URLs and our own paths: anything else is not an image URL.
 */
function photoList(item: Record<string, unknown>): string[] {
  const urlOf = (value: unknown) =>
    typeof value === 'string' ? value : typeof (value as { url?: unknown })?.url === 'string' ? (value as { url: string }).url : undefined
  const list = [item.photos, item.images].find(Array.isArray) as unknown[] | undefined
  const candidates = list ? list.map(urlOf) : [urlOf(item.photoUrl) ?? urlOf(item.imageUrl) ?? urlOf(item.thumbnail)]
  return candidates.filter((url): url is string => typeof url === 'string' && /^(https?:\/\/|\/(?!\/))/i.test(url))
}
