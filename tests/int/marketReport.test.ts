/**
 * The market report of an area end to end: the job reads the listings API's stand-in
 * (tests/harness/standIns/listingsStandIn.ts) or, without LISTINGS_API_URL, the agent's own
 * listings, computes the figures with the test's clock and stores one row per area; a failing source
 * keeps the last report. Every expected value is worked out by hand in the comments.
 */
import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { marketReportKey, type AgentMarketArea } from '@/integrations/listings/marketHomes'
import { refreshMarketReport } from '@/jobs/marketReports/refreshMarketReport'
import {
  MARKET_REPORTS_QUEUE,
  queueMarketReport,
  queueMarketReportIfMissing,
  queueNextMarketReportsRun,
} from '@/jobs/marketReports/scheduleMarketReports'
import { overrideEnv } from '../harness/env'
import { makeRealtor } from '../harness/fixtures'
import { runQueueUntilIdle } from '../harness/jobs'
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
  await api.setMode('up')
})
afterAll(async () => {
  await api.close()
})

const useApi = () => (restoreEnv = overrideEnv({ LISTINGS_API_URL: api.url }))
// Noon in California, 3 pm in Georgia: November 20 in both.
const NOW = new Date('2026-11-20T20:00:00Z')

const stored = async (area: AgentMarketArea) => {
  const { docs } = await payload.find({
    collection: 'market-reports',
    where: { key: { equals: marketReportKey(area) } },
    limit: 2,
    overrideAccess: true,
  })
  expect(docs.length).toBeLessThanOrEqual(1)
  return docs[0]
}

const months = (filled: Record<string, [number, number]>) =>
  ['2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'].map(
    (month) => ({ month, medianSoldPrice: filled[month]?.[0] ?? null, sold: filled[month]?.[1] ?? 0 }),
  )

/**
 * The stand-in's homes for sale are the same in Irvine and Atlanta: 40 single-family homes (n = 0..39)
 * and 7 condos and 7 townhouses (n = 0..6), home n at $900,000 + n * $10,000 on 1,200 + n * 25 sq ft,
 * listed on 2026-11-19 minus 3n days.
 * - 54 homes; new this week (listed 2026-11-14 or later: 1 + 3n < 7, n = 0 or 1): 2 of each type = 6.
 * - Prices: $900k..$960k three times each (21 homes), then $970k..$1,290k once. The median of 54 is the
 *   mean of the 27th and 28th: positions 22..28 are $970k, 980k, 990k, 1,000k, 1,010k, 1,020k, 1,030k,
 *   so (1,020,000 + 1,030,000) / 2 = $1,025,000.
 * - Price per sq ft falls as n grows (10,000 * 1,200 < 900,000 * 25), so the middle two are again
 *   n = 12 and 13: 1,020,000 / 1,500 = 680 and 1,030,000 / 1,525 = 675.41; mean 677.70 -> $678.
 * - Days on market on November 20: 1 + 3n; middle two n = 12 and 13: 37 and 40; mean 38.5 -> 39.
 */
const SAME_FOR_SALE = {
  enough: true,
  activeHomes: 54,
  newThisWeek: 6,
  medianListPrice: 1_025_000,
  medianPricePerSqft: 678,
  medianDaysOnMarket: 39,
}

describe('market report from the listings API', () => {
  it('Irvine (ZIP 92618): the figures and the trend computed by hand', async () => {
    useApi()
    const realtor = await makeRealtor(payload)
    const area = { agentId: realtor.id, state: 'CA', city: 'Irvine', zipcode: '92618' }
    expect(await refreshMarketReport(payload, area, { now: NOW })).toBe('written')
    const row = await stored(area)
    expect(row).toMatchObject({
      key: 'CA|irvine|92618',
      state: 'CA',
      city: 'Irvine',
      zipcode: '92618',
      source: { kind: 'mls', market: 'crmls' },
    })
    expect(new Date(row.asOf).toISOString()).toBe(NOW.toISOString())
    // Sold (STAND_IN_SOLD; the made-up sold condos and townhouses have no closing date): in the last 90
    // days (after 2026-08-22) 10-02, 09-18, 09-05, 08-27 = 4. By month, the $1 transfer left out:
    // Jun 2,880,000; Jul 2,000,000 and 2,320,000 -> 2,160,000; Aug 1,200,000 and 2,160,000 -> 1,680,000;
    // Sep 1,700,000 and 1,722,000 -> 1,711,000; Oct 1,480,000.
    expect(row.report).toEqual({
      ...SAME_FOR_SALE,
      soldLast90Days: 4,
      trend: months({
        '2026-06': [2_880_000, 1],
        '2026-07': [2_160_000, 2],
        '2026-08': [1_680_000, 2],
        '2026-09': [1_711_000, 2],
        '2026-10': [1_480_000, 1],
      }),
    })
  })

  it('Atlanta (no ZIP): the figures and the trend computed by hand', async () => {
    useApi()
    const realtor = await makeRealtor(payload)
    const area = { agentId: realtor.id, state: 'GA', city: 'Atlanta' }
    await refreshMarketReport(payload, area, { now: NOW })
    const row = await stored(area)
    expect(row).toMatchObject({ key: 'GA|atlanta|', source: { kind: 'mls', market: 'fmls' } })
    // Sold after 2026-08-22: 10-06, 09-22, 09-01 = 3. Jul 560,000; Aug 528,000;
    // Sep 558,000 and 638,000 -> 598,000; Oct 450,000.
    expect(row.report).toEqual({
      ...SAME_FOR_SALE,
      soldLast90Days: 3,
      trend: months({ '2026-07': [560_000, 1], '2026-08': [528_000, 1], '2026-09': [598_000, 2], '2026-10': [450_000, 1] }),
    })
  })

  it('too few homes: none in Torrance, none in another ZIP code of Irvine', async () => {
    useApi()
    const realtor = await makeRealtor(payload)
    const torrance = { agentId: realtor.id, state: 'CA', city: 'Torrance' }
    const otherZip = { agentId: realtor.id, state: 'CA', city: 'Irvine', zipcode: '92620' }
    await refreshMarketReport(payload, torrance, { now: NOW })
    await refreshMarketReport(payload, otherZip, { now: NOW })
    expect((await stored(torrance)).report).toEqual({ enough: false, activeHomes: 0 })
    expect((await stored(otherZip)).report).toEqual({ enough: false, activeHomes: 0 })
  })

  it('a failing source keeps the last report; the next run replaces it', async () => {
    useApi()
    const realtor = await makeRealtor(payload)
    const area = { agentId: realtor.id, state: 'GA', city: 'Atlanta' }
    await refreshMarketReport(payload, area, { now: NOW })
    const before = await stored(area)
    await api.setMode('down')
    const later = new Date('2026-11-21T20:00:00Z')
    expect(await refreshMarketReport(payload, area, { now: later })).toBe('kept')
    expect(await stored(area)).toEqual(before)
    await api.setMode('up')
    expect(await refreshMarketReport(payload, area, { now: later })).toBe('written')
    const after = await stored(area)
    expect(after.id).toBe(before.id)
    expect(new Date(after.asOf).toISOString()).toBe(later.toISOString())
    // A day later every home has been on the market a day more: 38.5 + 1 -> 40.
    expect(after.report).toMatchObject({ medianDaysOnMarket: 40 })
  })

  it('queueMarketReport computes an area now, through the market reports queue', async () => {
    useApi()
    const realtor = await makeRealtor(payload)
    const area = { agentId: realtor.id, state: 'CA', city: 'Torrance', zipcode: '90501' }
    await queueMarketReport(payload, area)
    await runQueueUntilIdle(payload, MARKET_REPORTS_QUEUE)
    expect((await stored(area))?.report).toEqual({ enough: false, activeHomes: 0 })
  })

  it('the daily run computes every area of a published page once, and is kept waiting once for 10:00 UTC', async () => {
    useApi()
    const [first, second] = [await makeRealtor(payload), await makeRealtor(payload)]
    const page = (realtor: number, slug: string, data: { state: 'CA' | 'GA'; city: string; zipcode?: string }, status = 'published') =>
      payload.create({ collection: 'areas', data: { ...data, realtor, slug, title: slug, _status: status as 'published' } })
    await page(first.id, 'irvine-a', { state: 'CA', city: 'Irvine', zipcode: '92618' })
    await page(second.id, 'irvine-b', { state: 'CA', city: 'irvine ', zipcode: '92618' })
    await page(first.id, 'atlanta', { state: 'GA', city: 'Atlanta' })
    await page(first.id, 'carlsbad-draft', { state: 'CA', city: 'Carlsbad' }, 'draft')
    await payload.jobs.queue({ task: 'refreshMarketReports', input: {}, queue: MARKET_REPORTS_QUEUE })
    await runQueueUntilIdle(payload, MARKET_REPORTS_QUEUE)
    const irvine = await stored({ agentId: first.id, state: 'CA', city: 'Irvine', zipcode: '92618' })
    const atlanta = await stored({ agentId: first.id, state: 'GA', city: 'Atlanta' })
    // Written now (the job's own clock), after the earlier tests' reports of November 20.
    expect(Date.parse(irvine.asOf)).toBeGreaterThan(NOW.getTime())
    expect(Date.parse(atlanta.asOf)).toBeGreaterThan(NOW.getTime())
    expect(irvine.report).toMatchObject({ enough: true, activeHomes: 54 })
    expect(await stored({ agentId: first.id, state: 'CA', city: 'Carlsbad' })).toBeUndefined()

    await payload.delete({ collection: 'payload-jobs', where: { taskSlug: { equals: 'refreshMarketReports' } } })
    const at = new Date('2026-11-28T11:00:00Z')
    expect(await queueNextMarketReportsRun(payload, at)).toBe(true)
    expect(await queueNextMarketReportsRun(payload, at)).toBe(false)
    const { docs } = await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'refreshMarketReports' } } })
    expect(docs.map((job) => new Date(job.waitUntil ?? '').toISOString())).toEqual(['2026-11-29T10:00:00.000Z'])
    await payload.delete({ collection: 'payload-jobs', where: { taskSlug: { equals: 'refreshMarketReports' } } })
  })

  it('a page about an area with a report queues nothing', async () => {
    useApi()
    const realtor = await makeRealtor(payload)
    const atlanta = { agentId: realtor.id, state: 'GA', city: 'Atlanta' }
    await refreshMarketReport(payload, atlanta, { now: NOW })
    expect(await queueMarketReportIfMissing(payload, atlanta)).toBe(false)
    expect(await queueMarketReportIfMissing(payload, { ...atlanta, city: 'Decatur' })).toBe(true)
    await runQueueUntilIdle(payload, MARKET_REPORTS_QUEUE)
  })

  it('nobody reads or writes the reports through the API', async () => {
    const realtor = await makeRealtor(payload)
    const read = payload.find({ collection: 'market-reports', overrideAccess: false, user: null })
    await expect(read).rejects.toThrow()
    const write = payload.create({
      collection: 'market-reports',
      data: { key: 'x', state: 'CA', city: 'x', asOf: NOW.toISOString(), report: {}, source: { kind: 'agent' } },
      overrideAccess: false,
      user: { ...realtor, collection: 'users' } as never,
    })
    await expect(write).rejects.toThrow()
  })
})

describe('market report from the agent’s own listings', () => {
  it('their published homes for sale and sold in the city, listed on the day they were entered', async () => {
    restoreEnv = overrideEnv({ LISTINGS_API_URL: '' })
    const realtor = await makeRealtor(payload)
    const base = { realtor: realtor.id, status: 'sale' as const, city: 'Pasadena', state: 'CA', _status: 'published' as const }
    const forSale = [
      { address: '1 Own St', price: 800_000, livingArea: 1000 }, // $800 / sq ft
      { address: '2 Own St', price: 900_000, livingArea: 1500 }, // $600
      { address: '3 Own St', price: 1_000_000, livingArea: 2000 }, // $500
      { address: '4 Own St', price: 1_100_000, livingArea: 1100 }, // $1,000
      { address: '5 Own St', price: 1_200_000, livingArea: 2400 }, // $500
      { address: '6 Own St', price: 1_300_000, livingArea: 1300, propertyType: 'condo' as const }, // $1,000
    ]
    const others = [
      { address: 'Sold St', status: 'sold' as const, price: 950_000, livingArea: 1900 },
      { address: 'Elsewhere St', city: 'Glendale', price: 500_000, livingArea: 1000 },
      { address: 'Draft St', _status: 'draft' as const, price: 500_000, livingArea: 1000 },
    ]
    for (const listing of [...forSale, ...others]) await payload.create({ collection: 'listings', data: { ...base, ...listing } })
    // Entered on November 10 (the collection stamps the real time; the test sets it).
    const db = payload.db as unknown as PostgresAdapter
    await db.drizzle.execute(sql`UPDATE listings SET created_at = '2026-11-10T18:00:00Z' WHERE realtor_id = ${realtor.id}`)

    const area = { agentId: realtor.id, state: 'CA', city: 'pasadena' }
    await refreshMarketReport(payload, area, { now: NOW })
    const row = await stored(area)
    expect(row).toMatchObject({ key: `CA|pasadena||agent:${realtor.id}`, source: { kind: 'agent' } })
    // Six for sale; prices 0.8, 0.9, 1.0, 1.1, 1.2, 1.3M -> (1.0 + 1.1) / 2 = $1,050,000;
    // $/sq ft 500, 500, 600, 800, 1,000, 1,000 -> (600 + 800) / 2 = $700; on the market Nov 10 -> 20: 10 days,
    // none new this week. Our listings have no sale date: no sale in the count or the trend.
    expect(row.report).toEqual({
      enough: true,
      activeHomes: 6,
      newThisWeek: 0,
      medianListPrice: 1_050_000,
      medianPricePerSqft: 700,
      medianDaysOnMarket: 10,
      soldLast90Days: 0,
      trend: months({}),
    })
  })
})
