/**
 * The homes search against a real HTTP stand-in of the listings API (tests/harness/standIns/listingsStandIn.ts)
 * and, without LISTINGS_API_URL, over the agent's own listings in the collection.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { LISTINGS_PER_PAGE, parseListingSearch } from '@/lib/listings/search'
import { LISTINGS_TIMEOUT_MS } from '@/integrations/listings/client'
import { realtorOwnListings, loadListingSearch } from '@/utilities/listings/search'
import { makeRealtor, uniqueSlug } from '../harness/fixtures'
import { overrideEnv } from '../harness/env'
import { listingsApiReply, STAND_IN_PHOTOS } from '../harness/standIns/listingsStandIn'
import { testPayload } from '../harness/payload'
import { startStandIn, type StandIn } from '../harness/standIns/standInServer'
import { getRootSitemap, platformSitemapText } from '../harness/sitemaps'

let payload: Payload
let api: StandIn
let broken: StandIn
const irvine = [{ state: 'CA' as const, city: 'Irvine', neighborhood: '', zipcode: '92604' }]

beforeAll(async () => {
  payload = await testPayload()
  api = await startStandIn(listingsApiReply)
  broken = await startStandIn()
})
afterAll(async () => {
  delete process.env.LISTINGS_API_URL
  await api.close()
  await broken.close()
})

const lastQuery = (standIn: StandIn) => Object.fromEntries(new URL(standIn.requests.at(-1)!.path, standIn.url).searchParams)

describe('homes search through the listings API', () => {
  it('passes every filter and the page through exactly, and shows what the answer holds', async () => {
    process.env.LISTINGS_API_URL = api.url
    const realtor = await makeRealtor(payload, { activityRegion: irvine })
    const search = parseListingSearch(
      { type: 'rent', propertyType: 'townhouse', status: 'sold', state: 'GA', city: 'Duluth', photos: '1', page: '0' },
      realtor.activityRegion,
    )
    const result = await loadListingSearch(realtor, search, payload)
    expect(lastQuery(api)).toEqual({
      type: 'rent',
      propertyType: 'townhouse',
      propertyStatus: 'sold',
      currentPage: '0',
      homesPerGroup: '15',
      state: 'GA',
      city: 'Duluth',
      county: 'Gwinnett',
      isImageNull: 'true',
    })
    expect(result.ok).toBe(true)
    if (!result.ok) return
    // 7 homes, one without a photo left out by "photos only"; rented, as a sold rental is.
    expect(result.homes).toHaveLength(6)
    expect(
      result.homes.every((home) => home.status === 'rented' && home.city === 'Duluth' && STAND_IN_PHOTOS.includes(home.photoUrl!)),
    ).toBe(true)
    expect(result.hasNext).toBe(false)
  })

  it('pages 15 at a time from page 0; a full page offers the next one, the last does not', async () => {
    process.env.LISTINGS_API_URL = api.url
    const realtor = await makeRealtor(payload, { activityRegion: irvine })
    const pages = []
    for (const page of [0, 1, 2]) {
      const result = await loadListingSearch(realtor, parseListingSearch({ page: String(page) }, realtor.activityRegion), payload)
      expect(lastQuery(api)).toMatchObject({
        currentPage: String(page),
        homesPerGroup: String(LISTINGS_PER_PAGE),
        city: 'Irvine',
        county: 'Orange',
      })
      if (!result.ok) throw new Error('the stand-in answered')
      pages.push(result)
    }
    expect(pages.map((p) => p.homes.length)).toEqual([15, 15, 10])
    expect(pages.map((p) => p.hasNext)).toEqual([true, true, false])
    const ids = pages.flatMap((p) => p.homes.map((h) => h.id))
    expect(new Set(ids).size).toBe(40)
  })

  it('a failing source throws (the page shows its note, nothing is cached)', async () => {
    process.env.LISTINGS_API_URL = broken.url
    broken.replyWith({ status: 503, body: { message: 'down' } })
    const realtor = await makeRealtor(payload, { activityRegion: irvine })
    await expect(loadListingSearch(realtor, parseListingSearch({}, irvine), payload)).rejects.toThrow(/503/)
  })

  it('a source that never answers is given up on at the client timeout', async () => {
    process.env.LISTINGS_API_URL = broken.url
    broken.replyWith('hang')
    const realtor = await makeRealtor(payload, { activityRegion: irvine })
    const started = Date.now()
    await expect(loadListingSearch(realtor, parseListingSearch({}, irvine), payload)).rejects.toThrow()
    expect(Date.now() - started).toBeLessThan(LISTINGS_TIMEOUT_MS + 2_000)
  }, 15_000)
})

describe('homes search over the local collection (no LISTINGS_API_URL)', () => {
  it('answers the same filters and pages with a total, from this agent published listings only', async () => {
    delete process.env.LISTINGS_API_URL
    const realtor = await makeRealtor(payload, { activityRegion: irvine })
    const other = await makeRealtor(payload, { activityRegion: irvine })
    const photo = await payload.create({ collection: 'media', data: { alt: 'home' }, file: await demoPicture() })
    const base = { realtor: realtor.id, city: 'Irvine', state: 'CA', price: 100, _status: 'published' as const }
    for (let n = 0; n < 17; n++) {
      await payload.create({
        collection: 'listings',
        data: { ...base, status: 'sale', address: `${n} Sale St`, photos: n < 5 ? [photo.id] : [] },
      })
    }
    await payload.create({ collection: 'listings', data: { ...base, status: 'rent', address: '1 Rent St' } })
    await payload.create({ collection: 'listings', data: { ...base, status: 'rented', address: '2 Rented St' } })
    await payload.create({ collection: 'listings', data: { ...base, status: 'sale', propertyType: 'condo', address: '3 Condo St' } })
    await payload.create({ collection: 'listings', data: { ...base, status: 'sale', city: 'Los Angeles', address: '4 LA St' } })
    await payload.create({ collection: 'listings', data: { ...base, realtor: other.id, status: 'sale', address: '5 Other St' } })
    await payload.create({
      collection: 'listings',
      draft: true,
      data: { ...base, _status: 'draft', status: 'sale', address: '6 Draft St' },
    })

    const search = (params: Record<string, string>) =>
      loadListingSearch(realtor, parseListingSearch(params, realtor.activityRegion), payload)
    const first = await search({})
    const second = await search({ page: '1' })
    if (!first.ok || !second.ok) throw new Error('the collection answered')
    expect([first.homes.length, second.homes.length, first.total, first.hasNext, second.hasNext]).toEqual([15, 2, 17, true, false])
    const addresses = [...first.homes, ...second.homes].map((h) => h.address)
    expect(addresses.every((a) => a.endsWith('Sale St'))).toBe(true)
    expect(first.source).toEqual({ kind: 'agent' })

    const only = async (params: Record<string, string>) => {
      const result = await search(params)
      return result.ok ? result.homes.map((h) => h.address).sort() : null
    }
    expect(await only({ type: 'rent' })).toEqual(['1 Rent St'])
    expect(await only({ type: 'rent', status: 'sold' })).toEqual(['2 Rented St'])
    expect(await only({ propertyType: 'condo' })).toEqual(['3 Condo St'])
    expect(await only({ city: 'Los Angeles' })).toEqual(['4 LA St'])
    expect(await only({ photos: '1' })).toHaveLength(5)
    expect(await only({ state: 'GA' })).toEqual([])

    // A listing page finds the agent's published listing only (withdrawn, drafts and other agents' are 404).
    const own = await realtorOwnListings(realtor.id, payload)
    expect(own.homes.map((h) => h.address)).not.toContain('6 Draft St')
    expect(own.homes.map((h) => h.address)).not.toContain('5 Other St')
    const withPhoto = own.homes.find((h) => h.address === '0 Sale St')!
    expect(withPhoto.photos?.[0]).toMatch(/^\/api\/media\/file\//)
  })
})

describe('sitemap', () => {
  it("lists each agent's homes search and their own published listings, on the address that is canonical", async () => {
    delete process.env.LISTINGS_API_URL
    const restore = overrideEnv({ PUBLIC_URL: 'https://homes.example.com' })
    const onPlatform = await makeRealtor(payload, { activityRegion: irvine })
    const domain = `${uniqueSlug('homes')}.example.com`
    const onDomain = await makeRealtor(payload, { activityRegion: irvine, customDomain: domain })
    const base = { city: 'Irvine', state: 'CA', price: 1, status: 'sale' as const, address: '1 Map St' }
    const shown = await payload.create({ collection: 'listings', data: { ...base, realtor: onPlatform.id, _status: 'published' } })
    const draft = await payload.create({ collection: 'listings', draft: true, data: { ...base, realtor: onPlatform.id, _status: 'draft' } })
    const own = await payload.create({ collection: 'listings', data: { ...base, realtor: onDomain.id, _status: 'published' } })
    const read = async (host: string) => (await getRootSitemap(host)).text()

    const platform = await platformSitemapText()
    expect(platform).toContain(`/${onPlatform.desiredUrl}/homes<`)
    expect(platform).toContain(`https://homes.example.com/en/${onPlatform.desiredUrl}/listings/${shown.id}<`)
    expect(platform).not.toContain(`/listings/${draft.id}<`)
    expect(platform).not.toContain(`/listings/${own.id}<`)
    // The agent with a domain is listed there, where their canonical pages are.
    expect(platform).not.toContain(`/${onDomain.desiredUrl}<`)
    const ownSitemap = await read(domain)
    expect(ownSitemap).toContain(`https://${domain}/ja-JP/listings/${own.id}<`)
    expect(ownSitemap).toContain(`https://${domain}/homes<`)
    expect(ownSitemap).not.toContain(`/listings/${shown.id}<`)
    restore()
  })
})

async function demoPicture() {
  const sharp = (await import('sharp')).default
  const data = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#88aa99' } })
    .png()
    .toBuffer()
  return { data, mimetype: 'image/png', name: 'home.png', size: data.length }
}
