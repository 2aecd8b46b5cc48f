import { describe, expect, it } from 'vitest'

import {
  cityMismatchOf,
  cityOptions,
  defaultSearch,
  homeListQueryOf,
  LISTINGS_PER_PAGE,
  matchesSearch,
  MAX_PAGE,
  parseListingSearch,
  searchIndexing,
  searchQueryOf,
} from '@/lib/listings/search'
import { homeListUrl } from '@/integrations/listings/client'
import type { ListingView } from '@/lib/listings/types'

const irvine = [
  { state: 'CA', city: 'Irvine' },
  { state: 'CA', city: 'Los Angeles' },
]
const atlanta = [{ state: 'GA', city: 'Atlanta' }]
const query = (url: URL) => Object.fromEntries(url.searchParams)

describe('homes search: defaults and the home-list query', () => {
  it('a bare /homes asks the spec defaults, with the agent first activity region as the place', () => {
    const search = parseListingSearch({}, irvine)
    expect(search).toEqual({
      type: 'sale',
      propertyType: 'single_family',
      propertyStatus: 'active',
      state: 'CA',
      city: 'Irvine',
      photosOnly: false,
      page: 0,
    })
    expect(query(homeListUrl('http://api', homeListQueryOf(search)))).toEqual({
      type: 'sale',
      propertyType: 'single_family',
      propertyStatus: 'active',
      currentPage: '0',
      homesPerGroup: '15',
      state: 'CA',
      city: 'Irvine',
      county: 'Orange',
      isImageNull: 'false',
    })
  })

  it('an agent in Georgia starts in their city; an agent with no allowed region in CA / Irvine', () => {
    expect(defaultSearch(atlanta)).toMatchObject({ state: 'GA', city: 'Atlanta' })
    expect(defaultSearch([{ state: 'NY', city: 'New York' }])).toMatchObject({ state: 'CA', city: 'Irvine' })
    expect(defaultSearch(null)).toMatchObject({ state: 'CA', city: 'Irvine' })
  })

  it('every filter passes through to the query, county derived from the city', () => {
    const search = parseListingSearch(
      { type: 'rent', propertyType: 'condo', status: 'sold', state: 'GA', city: 'duluth', photos: '1', page: '3' },
      irvine,
    )
    expect(query(homeListUrl('http://api', homeListQueryOf(search)))).toEqual({
      type: 'rent',
      propertyType: 'condo',
      propertyStatus: 'sold',
      currentPage: '3',
      homesPerGroup: String(LISTINGS_PER_PAGE),
      state: 'GA',
      city: 'Duluth',
      county: 'Gwinnett',
      isImageNull: 'true',
    })
    expect(query(homeListUrl('http://api', homeListQueryOf(parseListingSearch({ city: 'Pasadena' }, irvine)))).county).toBe('Los Angeles')
    expect(query(homeListUrl('http://api', homeListQueryOf(parseListingSearch({ state: 'GA', city: 'Johns Creek' }, irvine)))).county).toBe(
      'Fulton',
    )
  })

  it('an unknown value falls back to its default; states are CA and GA only; a city of another state is that state default', () => {
    expect(parseListingSearch({ type: 'lease', propertyType: 'castle', status: 'gone', state: 'NY', page: '-2' }, irvine)).toMatchObject({
      type: 'sale',
      propertyType: 'single_family',
      propertyStatus: 'active',
      state: 'CA',
      page: 0,
    })
    expect(parseListingSearch({ state: 'GA', city: 'Irvine' }, irvine)).toMatchObject({ state: 'GA', city: 'Atlanta' })
    expect(parseListingSearch({ state: 'ca', city: 'Nowhere' }, irvine).city).toBe('Irvine')
    expect(parseListingSearch({ page: '1.5' }, irvine).page).toBe(0)
    expect(parseListingSearch({ page: '100000' }, irvine).page).toBe(MAX_PAGE)
    expect(parseListingSearch({ page: ['2', '7'] }, irvine).page).toBe(2)
  })

  it('offers the agent region cities first, then the known ones, once each', () => {
    expect(
      cityOptions('CA', [
        { state: 'CA', city: 'Tustin' },
        { state: 'CA', city: 'irvine' },
      ]).slice(0, 3),
    ).toEqual(['Tustin', 'irvine', 'Newport Beach'])
    expect(cityOptions('GA', irvine)[0]).toBe('Atlanta')
  })
})

describe('homes search: a city its state does not have', () => {
  it('is named with the state it belongs to, never swapped for another city', () => {
    expect(cityMismatchOf({ state: 'GA', city: 'Irvine' }, irvine)).toEqual({ city: 'Irvine', state: 'GA', cityState: 'CA' })
    // No state in the URL: the default state's, and the city's own state to go to.
    expect(cityMismatchOf({ city: 'atlanta' }, irvine)).toEqual({ city: 'Atlanta', state: 'CA', cityState: 'GA' })
    expect(cityMismatchOf({ state: 'CA', city: 'Nowhere' }, irvine)).toEqual({ city: 'Nowhere', state: 'CA' })
  })

  it('a city of its state, or no city, is no mismatch', () => {
    expect(cityMismatchOf({ state: 'GA', city: 'Duluth' }, irvine)).toBeNull()
    expect(cityMismatchOf({ city: 'Tustin' }, [{ state: 'CA', city: 'Tustin' }])).toBeNull()
    expect(cityMismatchOf({ state: 'GA', city: '' }, irvine)).toBeNull()
    expect(cityMismatchOf({}, irvine)).toBeNull()
  })
})

describe('homes search: URLs and canonical rules', () => {
  it('the URL names only non-default filters; paging keeps them and adds the page', () => {
    expect(searchQueryOf(parseListingSearch({ type: 'sale', state: 'CA', city: 'Irvine' }, irvine), irvine).toString()).toBe('')
    const search = parseListingSearch({ type: 'rent', city: 'Los Angeles', photos: '1' }, irvine)
    expect(searchQueryOf(search, irvine).toString()).toBe('type=rent&city=Los+Angeles&photos=1')
    expect(searchQueryOf({ ...search, page: 2 }, irvine).toString()).toBe('type=rent&city=Los+Angeles&photos=1&page=2')
    expect(parseListingSearch(Object.fromEntries(searchQueryOf({ ...search, page: 2 }, irvine)), irvine)).toEqual({ ...search, page: 2 })
  })

  it('only the bare first page is indexed; the canonical drops defaults and the page', () => {
    expect(searchIndexing(parseListingSearch({}, irvine), irvine)).toEqual({ canonicalQuery: '', index: true })
    expect(searchIndexing(parseListingSearch({ type: 'sale', city: 'Irvine' }, irvine), irvine)).toEqual({
      canonicalQuery: '',
      index: true,
    })
    expect(searchIndexing(parseListingSearch({ page: '2' }, irvine), irvine)).toEqual({ canonicalQuery: '', index: false })
    expect(searchIndexing(parseListingSearch({ type: 'rent', page: '2' }, irvine), irvine)).toEqual({
      canonicalQuery: 'type=rent',
      index: false,
    })
  })
})

describe('homes search: the local-collection filter', () => {
  const home = (over: Partial<ListingView>): ListingView => ({
    id: '1',
    status: 'sale',
    address: '1 A St',
    city: 'Irvine',
    state: 'CA',
    price: 1,
    photoUrl: '/api/media/file/a.webp',
    ...over,
  })
  const search = parseListingSearch({}, irvine)

  it('matches the same filters the API takes', () => {
    expect(matchesSearch(home({}), search)).toBe(true)
    expect(matchesSearch(home({ city: ' irvine ' }), search)).toBe(true)
    expect(matchesSearch(home({ status: 'rent' }), search)).toBe(false)
    expect(matchesSearch(home({ status: 'rent' }), { ...search, type: 'rent' })).toBe(true)
    expect(matchesSearch(home({ status: 'rented' }), { ...search, type: 'rent', propertyStatus: 'sold' })).toBe(true)
    expect(matchesSearch(home({ status: 'sold' }), { ...search, propertyStatus: 'sold' })).toBe(true)
    expect(matchesSearch(home({ propertyType: 'condo' }), search)).toBe(false)
    expect(matchesSearch(home({ city: 'Los Angeles' }), search)).toBe(false)
    expect(matchesSearch(home({ state: 'GA' }), search)).toBe(false)
    expect(matchesSearch(home({ photoUrl: undefined }), search)).toBe(true)
    expect(matchesSearch(home({ photoUrl: undefined }), { ...search, photosOnly: true })).toBe(false)
  })
})
