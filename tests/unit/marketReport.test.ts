import { describe, expect, it } from 'vitest'

import { marketAreaKey } from '@/lib/market/area'
import { lastMonths } from '@/lib/market/calendar'
import { marketReport, median, type MarketHome } from '@/lib/market/report'

const LA = 'America/Los_Angeles'
const NY = 'America/New_York'
// 2026-11-20 12:00 in California (20:00 UTC).
const now = new Date('2026-11-20T20:00:00Z')

const home = (price: number, livingArea?: number, listedAt?: string, extra: Partial<MarketHome> = {}): MarketHome => ({
  price,
  livingArea,
  listedAt,
  ...extra,
})
const sold = (price: number, soldAt: string): MarketHome => ({ price, soldAt })

describe('market report: medians', () => {
  it('an odd count takes the middle one, an even count the mean of the middle two (rounded)', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 3, 2])).toBe(3) // (2 + 3) / 2 = 2.5 -> 3
    expect(median([100, 201])).toBe(151) // 150.5 -> 151
    expect(median([])).toBeNull()
  })

  it('five homes for sale: median list price, price per sq ft and days on market by hand', () => {
    const report = marketReport({
      now,
      timeZone: LA,
      active: [
        home(500_000, 1000, '2026-11-20'), // $500/sq ft, 0 days, new
        home(600_000, 1500, '2026-11-14'), // $400, 6 days, new
        home(700_000, 1000, '2026-11-13'), // $700, 7 days, not new
        home(800_000, 2000, '2026-10-21'), // $400, 30 days
        home(900_000, 1500, undefined, { daysOnMarket: 45 }), // $600, the source's 45 days
      ],
      sold: [],
    })
    expect(report).toMatchObject({
      enough: true,
      activeHomes: 5,
      newThisWeek: 2,
      medianListPrice: 700_000, // 500k 600k [700k] 800k 900k
      medianPricePerSqft: 500, // 400 400 [500] 600 700
      medianDaysOnMarket: 7, // 0 6 [7] 30 45
      soldLast90Days: 0,
    })
  })

  it('leaves implausible homes out of the price per sq ft, and prices under $1,000 out of the prices', () => {
    const report = marketReport({
      now,
      timeZone: LA,
      active: [
        home(500_000, 1000), // $500
        home(600_000, 1000), // $600
        home(300_000, 99), // under 100 sq ft: out of $/sq ft
        home(2_000_000, 50_001), // over 50,000 sq ft: out of $/sq ft
        home(999, 1000), // under $1,000: out of every median, still for sale
        home(700_000), // no area: out of $/sq ft
      ],
      sold: [],
    })
    expect(report).toMatchObject({
      activeHomes: 6,
      medianListPrice: 600_000, // five prices of $1,000 or more: 300k 500k [600k] 700k 2M
      medianPricePerSqft: 550, // (500 + 600) / 2
      medianDaysOnMarket: null,
    })
  })
})

describe('market report: sold homes', () => {
  const active = Array.from({ length: 5 }, () => home(500_000, 1000, '2026-11-01'))

  it('counts sales of the last 90 days (today and the 89 before) and buckets 12 months, the current included', () => {
    const report = marketReport({
      now,
      timeZone: LA,
      active,
      sold: [
        sold(1_000_000, '2026-11-20'), // today: 0 days ago
        sold(2_000_000, '2026-08-23'), // 89 days ago: in
        sold(3_000_000, '2026-08-22'), // 90 days ago: out of the count, in August
        sold(500, '2026-11-02'), // a transfer: nowhere
        sold(4_000_000, '2025-11-30'), // 13th month back: out of the trend
        sold(1_500_000, '2026-08-01'),
      ],
    })
    if (!report.enough) throw new Error('expected figures')
    expect(report.soldLast90Days).toBe(2)
    expect(report.trend.map((m) => m.month)).toEqual(lastMonths('2026-11-20', 12))
    expect(report.trend[0]).toEqual({ month: '2025-12', medianSoldPrice: null, sold: 0 })
    expect(report.trend[8]).toEqual({ month: '2026-08', medianSoldPrice: 2_000_000, sold: 3 }) // 1.5M [2M] 3M
  })

  it('puts a sale in the month of the agent’s time zone', () => {
    const at = '2026-11-01T06:00:00Z' // 23:00 Oct 31 in California, 02:00 Nov 1 in New York
    const month = (timeZone: string) => {
      const report = marketReport({ now, timeZone, active, sold: [sold(1_000_000, at)] })
      return report.enough ? report.trend.filter((m) => m.sold).map((m) => m.month) : []
    }
    expect(month(LA)).toEqual(['2026-10'])
    expect(month(NY)).toEqual(['2026-11'])
  })

  it('the current month is the agent’s: 05:00 UTC on December 1 is still November in California', () => {
    const report = marketReport({ now: new Date('2026-12-01T05:00:00Z'), timeZone: LA, active, sold: [] })
    expect(report.enough && report.trend.at(-1)?.month).toBe('2026-11')
  })
})

describe('market report: too few homes', () => {
  it('under five homes for sale: no figures, only the count', () => {
    const four = Array.from({ length: 4 }, () => home(500_000, 1000))
    expect(marketReport({ now, timeZone: LA, active: four, sold: [sold(1_000_000, '2026-11-01')] })).toEqual({
      enough: false,
      activeHomes: 4,
    })
  })
})

describe('market report: area keys', () => {
  it('state, city lower-cased, ZIP or nothing; an agent’s own listings are the agent’s', () => {
    expect(marketAreaKey({ state: 'ca', city: ' Irvine ', zipcode: '92618' })).toBe('CA|irvine|92618')
    expect(marketAreaKey({ state: 'GA', city: 'Atlanta' })).toBe('GA|atlanta|')
    expect(marketAreaKey({ state: 'GA', city: 'Atlanta', zipcode: null }, 12)).toBe('GA|atlanta||agent:12')
  })
})
