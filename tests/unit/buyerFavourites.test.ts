import { describe, expect, it } from 'vitest'

import { messagesFor } from '@/i18n/messages'
import {
  addFavourite,
  FAVOURITES_KEPT,
  fromOfHref,
  parseFavourites,
  removeFavourite,
  type FavouriteHome,
} from '@/lib/favourites/favouriteList'
import { parseListingSearch } from '@/lib/listings/search'
import { searchInWords, searchValuesOf } from '@/lib/savedSearches/searchValues'
import { MAX_FAVOURITES, subscriptionSchema } from '@/lib/savedSearches/subscriptionSchema'

const home = (id: string, href = `/kim/listings/${id}?from=agent`): FavouriteHome => ({
  id,
  href,
  from: fromOfHref(href),
  address: `${id} Oak St, Irvine, CA 92618`,
  price: '$900,000',
  beds: 3,
  baths: 2,
})

describe('favourites kept in the browser', () => {
  it('keeps as many homes as the alerts endpoint follows', () => {
    expect(FAVOURITES_KEPT).toBe(MAX_FAVOURITES)
    let list: FavouriteHome[] = []
    for (let n = 0; n < FAVOURITES_KEPT + 5; n++) list = addFavourite(list, home(`h${n}`))
    expect(list).toHaveLength(FAVOURITES_KEPT)
    expect(list[0].id).toBe(`h${FAVOURITES_KEPT + 4}`)
  })

  it('adds once, newest first, and removes', () => {
    const list = addFavourite(addFavourite(addFavourite([], home('a')), home('b')), home('a'))
    expect(list.map((item) => item.id)).toEqual(['a', 'b'])
    expect(removeFavourite(list, 'a').map((item) => item.id)).toEqual(['b'])
  })

  it('reads back what it stored and leaves out what is not a favourite', () => {
    const stored = JSON.stringify([
      home('a'),
      { id: 'x' },
      home('a'),
      { ...home('c'), href: 'https://evil.example/' },
      { ...home('e'), href: '//evil.example/listings/e' },
      { ...home('f'), photo: '//evil.example/f.jpg' },
      home('d', '/kim/listings/d'),
    ])
    const list = parseFavourites(stored)
    expect(list.map((item) => item.id)).toEqual(['a', 'f', 'd'])
    expect(list[1].photo).toBeUndefined()
    expect(list[0].from).toBe('from=agent')
    expect(list[2].from).toBe('')
    expect(parseFavourites('not json')).toEqual([])
    expect(parseFavourites('{"a":1}')).toEqual([])
    expect(parseFavourites(null)).toEqual([])
  })
})

describe('the search an alert follows', () => {
  const regions = [{ state: 'CA', city: 'Irvine' }]

  it('sends every filter with its effective value, defaults included', () => {
    expect(searchValuesOf(parseListingSearch({}, regions))).toEqual({
      type: 'sale',
      propertyType: 'single_family',
      status: 'active',
      state: 'CA',
      city: 'Irvine',
    })
    const search = parseListingSearch(
      { type: 'rent', propertyType: 'condo', status: 'sold', state: 'GA', city: 'atlanta', photos: '1' },
      regions,
    )
    expect(searchValuesOf(search)).toEqual({
      type: 'rent',
      propertyType: 'condo',
      status: 'sold',
      state: 'GA',
      city: 'Atlanta',
      photos: '1',
    })
  })

  it('is a request the endpoint accepts', () => {
    const parsed = subscriptionSchema.safeParse({
      realtorId: 1,
      locale: 'en',
      email: 'buyer@example.com',
      frequency: 'daily',
      consent: true,
      search: searchValuesOf(parseListingSearch({ photos: '1' }, regions)),
    })
    expect(parsed.success).toBe(true)
  })

  it('names the search in words in each language', () => {
    const search = parseListingSearch({}, regions)
    expect(searchInWords(search, messagesFor('en').savedSearch)).toBe('Single-family homes for sale in Irvine, CA')
    expect(searchInWords(search, messagesFor('ko').savedSearch)).toBe('Irvine, CA의 매매 단독주택')
    expect(searchInWords(search, messagesFor('ja').savedSearch)).toBe('Irvine, CAの売り出し中の一戸建て')
    expect(
      searchInWords(parseListingSearch({ type: 'rent', propertyType: 'condo', photos: '1' }, regions), messagesFor('en').savedSearch),
    ).toBe('Condos for rent in Irvine, CA (with photos only)')
  })
})
