/**
 * The homes search of an agent site: its filters as they live in the page's URL, their
 * defaults (the agent's first activity region, else the spec's CA / Irvine), the home-list query they
 * make, and which URL is canonical. Pure: no framework, no database.
 */
import { countyForCity } from './market'
import type { HomeListQuery, ListingStatus, ListingView } from './types'

export const searchTypes = ['sale', 'rent'] as const
export const propertyTypes = ['single_family', 'condo', 'townhouse', 'multi_family', 'land'] as const
export const propertyStatuses = ['active', 'sold'] as const
/** Spec section 3: activity regions are in these states only. */
export const allowedStates = ['CA', 'GA'] as const
export const LISTINGS_PER_PAGE = 15
/** Past this page nothing is asked of the source: a crawler walking `page=` stops here. */
export const MAX_PAGE = 99

export type SearchType = (typeof searchTypes)[number]
export type PropertyType = (typeof propertyTypes)[number]
export type PropertyStatus = (typeof propertyStatuses)[number]
export type AllowedState = (typeof allowedStates)[number]

export type ListingSearch = {
  type: SearchType
  propertyType: PropertyType
  propertyStatus: PropertyStatus
  state: AllowedState
  city: string
  photosOnly: boolean
  /** From 0, as the home-list call counts. */
  page: number
}

type Region = { state?: string | null; city?: string | null }

/** Cities offered per state: the ones whose county the spec's derivation knows. */
const knownCities: Record<AllowedState, string[]> = {
  CA: ['Irvine', 'Newport Beach', 'Costa Mesa', 'Anaheim', 'Fullerton', 'Los Angeles', 'Pasadena', 'Torrance'],
  GA: ['Atlanta', 'Johns Creek', 'Alpharetta', 'Duluth', 'Suwanee', 'Lawrenceville'],
}

const isAllowedState = (value: unknown): value is AllowedState => allowedStates.includes(value as AllowedState)
const oneOf = <T extends string>(options: readonly T[], value: unknown, fallback: T): T =>
  options.includes(value as T) ? (value as T) : fallback

/** The agent's region cities first (in their order), then the known ones, without repeats. */
export function cityOptions(state: AllowedState, regions: Region[] | null | undefined): string[] {
  const own = (regions ?? []).filter((r) => r.state === state && r.city?.trim()).map((r) => r.city!.trim())
  const seen = new Set<string>()
  return [...own, ...knownCities[state]].filter((city) => {
    const key = city.toLowerCase()
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/** The search a bare /homes shows: the agent's first activity region in an allowed state, else CA / Irvine. */
export function defaultSearch(regions: Region[] | null | undefined): ListingSearch {
  const first = (regions ?? []).find((r) => isAllowedState(r.state) && r.city?.trim())
  const state: AllowedState = first && isAllowedState(first.state) ? first.state : 'CA'
  return {
    type: 'sale',
    propertyType: 'single_family',
    propertyStatus: 'active',
    state,
    city: first?.city?.trim() ?? 'Irvine',
    photosOnly: false,
    page: 0,
  }
}

type Params = Record<string, string | string[] | undefined>
const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/**
 * The search the URL asks for. A value that is not one of the offered ones falls back to its default
 * (a hand-edited or stale link still shows homes); the canonical URL then names only what was used.
 */
export function parseListingSearch(params: Params, regions: Region[] | null | undefined): ListingSearch {
  const defaults = defaultSearch(regions)
  const state = oneOf(allowedStates, single(params.state)?.toUpperCase(), defaults.state)
  const cities = cityOptions(state, regions)
  const askedCity = single(params.city)?.trim().toLowerCase()
  const defaultCity = state === defaults.state ? defaults.city : cities[0]
  const city = cities.find((c) => c.toLowerCase() === askedCity) ?? defaultCity
  const page = Number(single(params.page))
  return {
    type: oneOf(searchTypes, single(params.type), defaults.type),
    propertyType: oneOf(propertyTypes, single(params.propertyType), defaults.propertyType),
    propertyStatus: oneOf(propertyStatuses, single(params.status), defaults.propertyStatus),
    state,
    city,
    photosOnly: single(params.photos) === '1',
    page: Number.isInteger(page) && page > 0 ? Math.min(page, MAX_PAGE) : 0,
  }
}

/** A city the URL names that its state does not have (GA with Irvine), and the state it belongs to, if any. */
export type CityMismatch = { city: string; state: AllowedState; cityState?: AllowedState }

const sameCity = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/**
 * The URL's city when it is not one of its state's (the state as parseListingSearch reads it): such a
 * search is answered as a mismatch, never by quietly searching another city. No city, or the state's
 * own, is no mismatch.
 */
export function cityMismatchOf(params: Params, regions: Region[] | null | undefined): CityMismatch | null {
  const asked = single(params.city)?.trim().slice(0, 80)
  if (!asked) return null
  const { state } = parseListingSearch(params, regions)
  if (cityOptions(state, regions).some((city) => sameCity(city, asked))) return null
  const cityState = allowedStates.find((other) => cityOptions(other, regions).some((city) => sameCity(city, asked)))
  const city = cityState ? cityOptions(cityState, regions).find((known) => sameCity(known, asked))! : asked
  return { city, state, ...(cityState ? { cityState } : {}) }
}

/** The URL query of a search: only values that differ from the defaults (and the page when past 0). */
export function searchQueryOf(search: ListingSearch, regions: Region[] | null | undefined, { withPage = true } = {}): URLSearchParams {
  const defaults = defaultSearch(regions)
  const query = new URLSearchParams()
  if (search.type !== defaults.type) query.set('type', search.type)
  if (search.propertyType !== defaults.propertyType) query.set('propertyType', search.propertyType)
  if (search.propertyStatus !== defaults.propertyStatus) query.set('status', search.propertyStatus)
  if (search.state !== defaults.state) query.set('state', search.state)
  if (search.city !== (search.state === defaults.state ? defaults.city : cityOptions(search.state, regions)[0]))
    query.set('city', search.city)
  if (search.photosOnly) query.set('photos', '1')
  if (withPage && search.page > 0) query.set('page', String(search.page))
  return query
}

/**
 * Canonical rules (no duplicate-content flood): the canonical URL names the non-default filters and
 * never the page; only the bare first page (every filter at its default) is indexed. Filtered and
 * later pages are `noindex, follow`: crawlers still reach the listings through them.
 */
export function searchIndexing(search: ListingSearch, regions: Region[] | null | undefined): { canonicalQuery: string; index: boolean } {
  const canonicalQuery = searchQueryOf(search, regions, { withPage: false }).toString()
  return { canonicalQuery, index: canonicalQuery === '' && search.page === 0 }
}

/** The spec's home-list query for a search; the county is derived from the city by homeListUrl. */
export function homeListQueryOf(search: ListingSearch): HomeListQuery {
  return {
    type: search.type,
    propertyType: search.propertyType,
    propertyStatus: search.propertyStatus,
    currentPage: search.page,
    homesPerGroup: LISTINGS_PER_PAGE,
    state: search.state,
    city: search.city,
    isImageNull: search.photosOnly,
  }
}

/** The county the query names for a search (shown next to the city). */
export const countyOf = (search: ListingSearch) => countyForCity(search.city)

/** The listing status (as our collection stores it) a search's type and status mean. */
export function listingStatusOf(search: Pick<ListingSearch, 'type' | 'propertyStatus'>): ListingStatus {
  if (search.type === 'rent') return search.propertyStatus === 'sold' ? 'rented' : 'rent'
  return search.propertyStatus === 'sold' ? 'sold' : 'sale'
}

/** The local-collection mode's filter: the same filters the home-list call takes. */
export function matchesSearch(home: ListingView, search: ListingSearch): boolean {
  return (
    home.status === listingStatusOf(search) &&
    (home.propertyType ?? 'single_family') === search.propertyType &&
    home.state.trim().toUpperCase() === search.state &&
    home.city.trim().toLowerCase() === search.city.toLowerCase() &&
    (!search.photosOnly || Boolean(home.photoUrl))
  )
}
