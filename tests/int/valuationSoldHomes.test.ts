/**
 * Where the home-value estimate's sold homes come from: the listings API's home-list call (against its
 * stand-in, tests/harness/standIns/listingsStandIn.ts, which has sold homes in Irvine and Atlanta) or,
 * without LISTINGS_API_URL, the agent's own published listings marked sold; and the estimate they give.
 */
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { soldHomesFor } from '@/integrations/listings/soldHomes'
import { estimateValue } from '@/lib/valuation/estimate'
import { makeRealtor } from '../harness/fixtures'
import { overrideEnv } from '../harness/env'
import { testPayload } from '../harness/payload'
import { startSwitchableListingsStandIn } from '../harness/standIns/listingsStandIn'
import type { SwitchableStandIn } from '../harness/standIns/switchableStandIn'

let payload: Payload
let api: SwitchableStandIn
let restoreEnv: () => void = () => {}

beforeAll(async () => {
  payload = await testPayload()
  api = await startSwitchableListingsStandIn()
})
afterEach(async () => {
  restoreEnv()
  api.hangWhenBodyIncludes(null)
  await api.setMode('up')
})
afterAll(async () => {
  await api.close()
})

const useApi = () => (restoreEnv = overrideEnv({ LISTINGS_API_URL: api.url }))
const queriesSince = (seq: number) =>
  api.deliveries.filter((d) => d.seq > seq).map((d) => Object.fromEntries(new URL(d.path, api.url).searchParams))
const lastSeq = () => api.deliveries.at(-1)?.seq ?? 0

describe('sold homes from the listings API', () => {
  it('asks the home-list call for sold homes in the city, its county, the state and the property type', async () => {
    useApi()
    const realtor = await makeRealtor(payload)
    const before = lastSeq()
    const irvine = await soldHomesFor(payload, { realtorId: realtor.id, city: 'Irvine', state: 'CA', propertyType: 'single_family' })
    // Nine homes: under one page of 50, so one call.
    expect(queriesSince(before)).toEqual([
      {
        type: 'sale',
        propertyType: 'single_family',
        propertyStatus: 'sold',
        currentPage: '0',
        homesPerGroup: '50',
        state: 'CA',
        city: 'Irvine',
        county: 'Orange',
        isImageNull: 'false',
      },
    ])
    expect(irvine.source).toEqual({ kind: 'mls', market: 'crmls' })
    expect(Number.isNaN(Date.parse(irvine.asOf))).toBe(false)
    expect(irvine.homes).toHaveLength(9)
    // What it sold for (closePrice, not the list price) and when.
    expect(irvine.homes[0]).toEqual({
      address: '11 Sold Ct',
      city: 'Irvine',
      soldPrice: 1_480_000,
      livingArea: 1850,
      beds: 3,
      baths: 2.5,
      soldAt: '2026-10-02',
      propertyType: 'single_family',
    })

    const next = lastSeq()
    const duluth = await soldHomesFor(payload, { realtorId: realtor.id, city: 'Duluth', state: 'GA', propertyType: 'condo' })
    expect(queriesSince(next)).toEqual([
      expect.objectContaining({ propertyStatus: 'sold', propertyType: 'condo', state: 'GA', city: 'Duluth', county: 'Gwinnett' }),
    ])
    expect(duluth.source).toEqual({ kind: 'mls', market: 'fmls' })
  })

  it('gives the estimate computed by hand from the stand-in sales in Irvine', async () => {
    useApi()
    const realtor = await makeRealtor(payload)
    const { homes } = await soldHomesFor(payload, { realtorId: realtor.id, city: 'Irvine', state: 'CA', propertyType: 'single_family' })
    const estimate = estimateValue({ livingArea: 1990, beds: 4, baths: 3 }, homes)
    // Left out: 17 Sold Ct ($1) and 18 Sold Ct (100,000 sq ft). $/sq ft of the other seven:
    // 11: 800, 12: 850, 13: 820, 14: 900, 15: 750, 16: 800, 19: 800 (quartiles 800 and 835: none far off).
    // Distance to 1,990 sq ft and 4 beds = |area - 1990| / 1990 + 0.1 * |beds - 4|:
    // 12: 10/1990 = 0.005; 13: 110/1990 = 0.055; 11: 140/1990 + 0.1 = 0.170; 14: 410/1990 = 0.206;
    // 15: 390/1990 + 0.1 = 0.296; 16: 910/1990 + 0.1 = 0.557; 19: 1610/1990 + 0.2 = 1.009 (the 7th: left out).
    expect(estimate?.comparables.map((home) => home.address)).toEqual([
      '12 Sold Ct',
      '13 Sold Ct',
      '11 Sold Ct',
      '14 Sold Ct',
      '15 Sold Ct',
      '16 Sold Ct',
    ])
    // Sorted $/sq ft: 750, 800, 800, 820, 850, 900. Median (800 + 820) / 2 = 810;
    // Q1 at position 1.25 = 800; Q3 at position 3.75 = 820 + 0.75 * 30 = 842.5.
    // 810 * 1,990 = 1,611,900 -> 1,610,000; 800 * 1,990 = 1,592,000 -> 1,590,000;
    // 842.5 * 1,990 = 1,676,575 -> 1,675,000 (nearest $5,000 from $1M).
    expect(estimate).toMatchObject({ low: 1_590_000, value: 1_610_000, high: 1_675_000, perSqft: 810 })
  })

  it('gives the estimate computed by hand from the stand-in sales in Atlanta', async () => {
    useApi()
    const realtor = await makeRealtor(payload)
    const { homes } = await soldHomesFor(payload, { realtorId: realtor.id, city: 'Atlanta', state: 'GA', propertyType: 'single_family' })
    const estimate = estimateValue({ livingArea: 1800, beds: 3, baths: 2 }, homes)
    // All five: 22 (0), 24 (150/1800 = 0.083), 21 (300/1800 = 0.167), 25 (200/1800 + 0.1 = 0.211), 23 (400/1800 + 0.1 = 0.322).
    expect(estimate?.comparables.map((home) => home.address)).toEqual([
      '22 Sold Way NE',
      '24 Sold Way NE',
      '21 Sold Way NE',
      '25 Sold Way NE',
      '23 Sold Way NE',
    ])
    // $/sq ft 280, 290, 300, 310, 320: median 300 -> 540,000; Q1 290 -> 522,000; Q3 310 -> 558,000.
    expect(estimate).toMatchObject({ low: 522_000, value: 540_000, high: 558_000, perSqft: 300 })
  })

  it('throws when the source fails, is unreachable, or passes the timeout', async () => {
    useApi()
    const realtor = await makeRealtor(payload)
    const area = { realtorId: realtor.id, city: 'Irvine', state: 'CA', propertyType: 'single_family' }
    await api.setMode('down')
    await expect(soldHomesFor(payload, area)).rejects.toThrow(/503/)
    await api.setMode('refuse')
    await expect(soldHomesFor(payload, area)).rejects.toThrow()
    await api.setMode('up')
    // Every request held open: given up on at the caller's timeout.
    api.hangWhenBodyIncludes('')
    const started = Date.now()
    await expect(soldHomesFor(payload, area, { timeoutMs: 500 })).rejects.toThrow()
    expect(Date.now() - started).toBeLessThan(500 + 1_500)
  })
})

describe('sold homes without a listings API', () => {
  it("reads the agent's own published listings marked sold in that city, state and property type", async () => {
    restoreEnv = overrideEnv({ LISTINGS_API_URL: '' })
    const realtor = await makeRealtor(payload)
    const other = await makeRealtor(payload)
    const base = {
      realtor: realtor.id,
      status: 'sold' as const,
      city: 'Irvine',
      state: 'CA',
      beds: 3,
      baths: 2,
      _status: 'published' as const,
    }
    const sales = [
      { address: '1 Kept St', price: 1_000_000, livingArea: 2000 },
      { address: '2 Kept St', price: 1_050_000, livingArea: 2100 },
      { address: '3 Kept St', price: 950_000, livingArea: 1900, city: ' irvine ' },
    ]
    for (const sale of sales) await payload.create({ collection: 'listings', data: { ...base, ...sale } })
    const leftOut = [
      { address: 'For Sale St', status: 'sale' as const, price: 1_100_000, livingArea: 2000 },
      { address: 'Condo St', propertyType: 'condo' as const, price: 700_000, livingArea: 1000 },
      { address: 'LA St', city: 'Los Angeles', price: 900_000, livingArea: 2000 },
      { address: 'Draft St', _status: 'draft' as const, price: 1_000_000, livingArea: 2000 },
      { address: 'Other Agent St', realtor: other.id, price: 1_000_000, livingArea: 2000 },
    ]
    for (const listing of leftOut) await payload.create({ collection: 'listings', data: { ...base, ...listing } })

    const found = await soldHomesFor(payload, { realtorId: realtor.id, city: 'Irvine', state: 'CA', propertyType: 'single_family' })
    expect(found.source).toEqual({ kind: 'agent' })
    expect(found.homes.map((home) => home.address).sort()).toEqual(['1 Kept St', '2 Kept St', '3 Kept St'])
    expect(found.homes.find((home) => home.address === '1 Kept St')).toMatchObject({
      soldPrice: 1_000_000,
      livingArea: 2000,
      beds: 3,
      baths: 2,
      soldAt: null,
    })
    // $500 a sq ft each: 500 * 2,000 = $1,000,000.
    expect(estimateValue({ livingArea: 2000, beds: 3, baths: 2 }, found.homes)).toMatchObject({ value: 1_000_000, perSqft: 500 })
  })

  it("the demo agents' areas have enough sales for an estimate at once, seeded once", async () => {
    restoreEnv = overrideEnv({ LISTINGS_API_URL: '' })
    const { seed } = await import('../../runtime/seed/index')
    await seed(payload)
    await seed(payload)
    const realtorOf = async (desiredUrl: string) =>
      (await payload.find({ collection: 'realtors', where: { desiredUrl: { equals: desiredUrl } }, depth: 0, limit: 1 })).docs[0]
    const kim = await realtorOf('kim')
    const park = await realtorOf('park')
    const areas = [
      { realtorId: kim.id, city: 'Irvine', state: 'CA', propertyType: 'single_family', subject: { livingArea: 2100, beds: 4, baths: 3 } },
      { realtorId: kim.id, city: 'Irvine', state: 'CA', propertyType: 'condo', subject: { livingArea: 1200, beds: 2, baths: 2 } },
      { realtorId: park.id, city: 'Atlanta', state: 'GA', propertyType: 'single_family', subject: { livingArea: 1800, beds: 3, baths: 2 } },
    ]
    for (const { subject, ...area } of areas) {
      const { homes } = await soldHomesFor(payload, area)
      expect(homes, `${area.city} ${area.propertyType}`).toHaveLength(6)
      expect(estimateValue(subject, homes), `${area.city} ${area.propertyType}`).not.toBeNull()
    }
    // The admin's list (newest first) still starts with kim's own current listings: the sales are dated by when they sold.
    const { docs } = await payload.find({ collection: 'listings', where: { realtor: { equals: kim.id } }, sort: '-createdAt', limit: 10 })
    expect(docs.slice(0, 3).map((doc) => doc.address)).toEqual(expect.arrayContaining(['12 Willow Tree', '88 Harvard Ave']))
    expect(docs.map((doc) => doc.address)).toContain('12 Willow Tree')
  }, 180_000)
})
