import { describe, expect, it } from 'vitest'

import { ownPhoto } from '@/components/listings/ownPhoto'
import { fetchHomeList } from '@/integrations/listings/client'

/** A fetch that answers one JSON body: the mapping alone, no network (the int tests use a real server). */
const answering = (body: unknown) =>
  (async () => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } })) as typeof fetch

describe('home-list answers', () => {
  it('maps each home, whatever its field names, with the status the query means', async () => {
    const homes = await fetchHomeList(
      'http://api',
      { type: 'rent', propertyStatus: 'active', propertyType: 'condo' },
      answering({
        homes: [
          {
            id: 77,
            streetAddress: '1 Main St',
            city: 'Irvine',
            stateOrProvince: 'CA',
            postalCode: '92618',
            listPrice: 3100,
            bedroomsTotal: 2,
            bathroomsTotal: '2',
            sqft: 900,
            listAgentFullName: 'B',
            listOfficeName: 'O',
            photos: ['/api/media/file/a.webp', { url: '/api/media/file/b.webp' }, 'javascript:alert(1)'],
          },
          { listingId: 'x-9', address: '2 Elm', price: 5, imageUrl: 'https://cdn.example/p.jpg' },
          {},
        ],
      }),
    )
    expect(homes[0]).toEqual({
      id: '77',
      status: 'rent',
      propertyType: 'condo',
      address: '1 Main St',
      city: 'Irvine',
      state: 'CA',
      zipcode: '92618',
      price: 3100,
      beds: 2,
      baths: 2,
      livingArea: 900,
      photoUrl: '/api/media/file/a.webp',
      photos: ['/api/media/file/a.webp', '/api/media/file/b.webp'],
      listingBroker: 'B',
      listingOffice: 'O',
    })
    expect(homes[1]).toMatchObject({ id: 'x-9', address: '2 Elm', price: 5, photoUrl: 'https://cdn.example/p.jpg' })
    expect(homes[2]).toMatchObject({ id: 'rent-2', address: '', price: 0, photoUrl: undefined })
  })

  it('sold and rented searches give sold and rented homes', async () => {
    const one = answering({ homes: [{ id: 1 }] })
    expect((await fetchHomeList('http://api', { propertyStatus: 'sold' }, one))[0].status).toBe('sold')
    expect((await fetchHomeList('http://api', { type: 'rent', propertyStatus: 'sold' }, one))[0].status).toBe('rented')
    expect((await fetchHomeList('http://api', {}, one))[0]).toMatchObject({ status: 'sale', propertyType: 'single_family' })
  })

  it('a sold home is worth what it sold for, on the date it closed; a home for sale has no such date', async () => {
    const closed = answering({ homes: [{ id: 1, listPrice: 1_020_000, closePrice: 1_000_000, closeDate: '2026-10-02' }] })
    expect((await fetchHomeList('http://api', { propertyStatus: 'sold' }, closed))[0]).toMatchObject({
      price: 1_000_000,
      soldAt: '2026-10-02',
    })
    const active = (await fetchHomeList('http://api', {}, closed))[0]
    expect(active.price).toBe(1_020_000)
    expect(active.soldAt).toBeUndefined()
    const undated = answering({ homes: [{ id: 1, price: 5, closeDate: 'soon' }] })
    expect((await fetchHomeList('http://api', { propertyStatus: 'sold' }, undated))[0].soldAt).toBeUndefined()
  })

  it("gives up when the caller's signal aborts", async () => {
    const waiting = ((_url: URL, init: RequestInit) =>
      new Promise((_, reject) => init.signal!.addEventListener('abort', () => reject(init.signal!.reason)))) as unknown as typeof fetch
    const controller = new AbortController()
    const asked = fetchHomeList('http://api', {}, waiting, { signal: controller.signal })
    controller.abort(new Error('deadline'))
    await expect(asked).rejects.toThrow(/deadline/)
  })

  it('refuses an answer without homes', async () => {
    await expect(fetchHomeList('http://api', {}, answering({ items: [] }))).rejects.toThrow(/no homes/)
  })

  it('pages show our own media only', () => {
    expect(ownPhoto('/api/media/file/a.webp')).toBe('/api/media/file/a.webp')
    expect(ownPhoto('https://cdn.example/p.jpg')).toBeUndefined()
    expect(ownPhoto('/api/media/file/../../etc')).toBeUndefined()
    expect(ownPhoto(undefined)).toBeUndefined()
  })
})
