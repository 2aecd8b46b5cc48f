/** Agent listings from the collection or the listings API, and POST /api/realtor-contacts. */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { fetchHomeList, homeListUrl } from '@/integrations/listings/client'
import { loadRealtorListings } from '@/utilities/listings/realtorListings'
import { makeRealtor } from '../harness/fixtures'
import { testPayload } from '../harness/payload'
import { rest } from '../harness/rest'
import { startStandIn, type StandIn } from '../harness/standIns/standInServer'
import { validContact } from '../harness/formBodies'

let payload: Payload
let api: StandIn

beforeAll(async () => {
  payload = await testPayload()
  api = await startStandIn()
})
afterAll(async () => {
  delete process.env.LISTINGS_API_URL
  delete process.env.MAIN_API_URL
  await api.close()
})

describe('listings without a listings API', () => {
  it('come from the listings collection, grouped by status, with broker attribution', async () => {
    delete process.env.LISTINGS_API_URL
    const realtor = await makeRealtor(payload, { licenseNumber: '555' })
    for (const status of ['sale', 'sold'] as const) {
      await payload.create({
        collection: 'listings',
        data: {
          _status: 'published',
          realtor: realtor.id,
          status,
          address: `1 ${status} St`,
          city: 'Irvine',
          state: 'CA',
          price: 100,
          listingBroker: 'Kim',
          listingOffice: 'Demo',
        },
      })
    }
    const result = await loadRealtorListings(realtor, payload)
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.byStatus.sale.map((l) => l.address)).toEqual(['1 sale St'])
    expect(result.byStatus.sold[0]).toMatchObject({ listingBroker: 'Kim', listingOffice: 'Demo' })
    expect(result.byStatus.rent).toEqual([])
    expect(result.source).toEqual({ kind: 'agent' })
  })
})

describe('listings API client', () => {
  it('asks once per status with license and market, and reads the answers', async () => {
    process.env.LISTINGS_API_URL = api.url
    api.replyWith({ status: 200, body: [{ id: 9, address: '2 Elm', city: 'Atlanta', state: 'GA', listPrice: 5 }] })
    const before = api.requests.length
    const realtor = await makeRealtor(payload, { licenseNumber: '777', activityRegion: [{ state: 'GA', city: 'Atlanta' }] })
    const result = await loadRealtorListings(realtor, payload)
    const calls = api.requests.slice(before).map((r) => new URL(r.path, api.url))
    expect(calls.map((u) => u.searchParams.get('searchType')).sort()).toEqual(['rent', 'rented', 'sale', 'sold'])
    expect(calls.every((u) => u.searchParams.get('market') === 'fmls' && u.searchParams.get('licenseNumber') === '777')).toBe(true)
    expect(result.ok && result.byStatus.rented[0]).toMatchObject({ address: '2 Elm', price: 5 })
  })

  it('fails (so the page hides the section) when the API errors', async () => {
    process.env.LISTINGS_API_URL = api.url
    api.replyWith({ status: 502 })
    const realtor = await makeRealtor(payload, { licenseNumber: '888' })
    await expect(loadRealtorListings(realtor, payload)).rejects.toThrow(/502/)
  })

  it('home list: spec defaults and the county of the city', async () => {
    const url = homeListUrl('http://api.example')
    expect(Object.fromEntries(url.searchParams)).toEqual({
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
    api.replyWith({ status: 200, body: { homes: [{ address: '3 Oak', price: 10 }] } })
    const homes = await fetchHomeList(api.url, { city: 'Duluth', state: 'GA' })
    expect(homes[0]).toMatchObject({ address: '3 Oak', price: 10 })
    expect(new URL(api.requests.at(-1)!.path, api.url).searchParams.get('county')).toBe('Gwinnett')
  })
})

describe('POST /api/realtor-contacts', () => {
  const body = validContact
  const send = (data: unknown, ip = `10.2.0.${Math.floor(Math.random() * 250)}`) =>
    rest('POST', '/realtor-contacts', { body: data, headers: { 'X-Forwarded-For': ip } })

  it('stores the contact with the name as last then first, and delivers it to the main API', async () => {
    const realtor = await makeRealtor(payload)
    process.env.MAIN_API_URL = api.url
    process.env.MAIN_API_TOKEN = 'int-token'
    api.replyWith({ status: 500 }, { status: 201 })
    const before = api.requests.length
    const response = await send(body(realtor.id))
    expect(response.status).toBe(201)
    const { id } = await response.json()
    expect(await payload.findByID({ collection: 'contacts', id })).toMatchObject({ name: 'Lee Minji', isTerm: 'Y' })

    // Other files' jobs may still wait in the shared queue (oldest first): run rounds until this one is settled.
    for (let round = 0; round < 50; round++) {
      await payload.jobs.run({ queue: 'default', limit: 20 })
      if ((await payload.findByID({ collection: 'contacts', id })).forwarding?.status === 'delivered') break
    }
    const delivered = api.requests.slice(before).filter((r) => r.path === '/v1/realtor-contacts')
    expect(delivered).toHaveLength(2)
    expect(delivered[1].headers.authorization).toBe('Bearer int-token')
    expect(JSON.parse(delivered[1].body)).toMatchObject({ realtorId: realtor.id, name: 'Lee Minji', isTerm: 'Y' })
    expect((await payload.findByID({ collection: 'contacts', id })).forwarding).toMatchObject({ status: 'delivered', attempts: 2 })
    delete process.env.MAIN_API_URL
  })

  it.each([
    ['bad e-mail', { email: 'x@' }],
    ['isTerm not Y/N', { isTerm: 'yes' }],
    ['phone too short', { phone: '949-555' }],
    ['no last name', { lastName: '' }],
  ])('%s -> 400, nothing stored', async (_, change) => {
    const realtor = await makeRealtor(payload)
    const before = (await payload.count({ collection: 'contacts' })).totalDocs
    const response = await send({ ...body(realtor.id), ...change })
    expect(response.status).toBe(400)
    expect((await payload.count({ collection: 'contacts' })).totalDocs).toBe(before)
  })

  it('an unpublished agent -> 404, nothing stored', async () => {
    const realtor = await makeRealtor(payload, { _status: 'draft' })
    const before = (await payload.count({ collection: 'contacts' })).totalDocs
    const response = await send(body(realtor.id))
    expect(response.status).toBe(404)
    expect((await payload.count({ collection: 'contacts' })).totalDocs).toBe(before)
  })
})
