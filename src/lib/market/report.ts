/**
 * The market report of a neighbourhood page: six figures and a 12-month trend, computed once a day
 * from the area's homes for sale and its sold homes. Pure, so the job and the tests compute the same
 * numbers.
 *
 * Rules:
 * - Fewer than MIN_ACTIVE_HOMES homes for sale: no figures (`enough: false`), a median of three homes
 *   says nothing about a market.
 * - A price under MIN_PRICE is no price (unknown, or a transfer): left out of the medians of prices
 *   and of the sold counts. A home still counts as for sale.
 * - Price per sq ft: only homes with a plausible living area (100–50,000 sq ft), as the home-value
 *   estimate bounds it (src/lib/valuation/estimate.ts).
 * - Days on market: the source's own number where it gives one, else the calendar days from the
 *   listing date to today. "New this week": listed today or in the 6 days before. "Sold in the last 90
 *   days": sold today or in the 89 days before. Days and months are the agent's (its time zone).
 * - Medians of an even count are the mean of the middle two; prices and days are rounded to whole
 *   dollars and days.
 */
import type { ListingsSource, ListingView } from '@/lib/listings/types'
import { quantile } from '@/lib/valuation/estimate'
import { dayIn, daysBetween, lastMonths, sourceDay } from './calendar'

export const MIN_ACTIVE_HOMES = 5
export const TREND_MONTHS = 12
export const NEW_DAYS = 7
export const SOLD_DAYS = 90
const MIN_PRICE = 1_000
const AREA = { min: 100, max: 50_000 } as const

export type MarketHome = Pick<ListingView, 'price' | 'livingArea' | 'listedAt' | 'daysOnMarket' | 'soldAt'>

export type MarketFigures = {
  activeHomes: number
  newThisWeek: number
  medianListPrice: number | null
  medianPricePerSqft: number | null
  medianDaysOnMarket: number | null
  soldLast90Days: number
}

/** One calendar month ('2026-11'): the median price of the homes sold in it (null without sales) and how many. */
export type TrendMonth = { month: string; medianSoldPrice: number | null; sold: number }

export type MarketReportData = ({ enough: true; trend: TrendMonth[] } & MarketFigures) | { enough: false; activeHomes: number }

const priced = (price: number) => Number.isFinite(price) && price >= MIN_PRICE

/** The median of values, rounded to a whole number; null of none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null
  return Math.round(
    quantile(
      [...values].sort((a, b) => a - b),
      0.5,
    ),
  )
}

export function pricePerSqft(home: MarketHome): number | null {
  const area = home.livingArea
  if (!priced(home.price) || typeof area !== 'number' || !(area >= AREA.min && area <= AREA.max)) return null
  return home.price / area
}

const sourceCount = (home: MarketHome) =>
  typeof home.daysOnMarket === 'number' && Number.isFinite(home.daysOnMarket) && home.daysOnMarket >= 0 ? home.daysOnMarket : null

/** Calendar days from a source date to today; null without a date or for a date still to come. */
function daysSince(value: string | undefined, today: string, timeZone: string): number | null {
  const day = sourceDay(value, timeZone)
  const days = day === null ? -1 : daysBetween(day, today)
  return days >= 0 ? days : null
}

/** The median sold price and the count of each of the TREND_MONTHS months up to `today`'s. */
export function soldTrend(sold: readonly MarketHome[], today: string, timeZone: string): TrendMonth[] {
  const byMonth = new Map(lastMonths(today, TREND_MONTHS).map((month) => [month, [] as number[]]))
  for (const home of sold) {
    const day = sourceDay(home.soldAt, timeZone)
    if (day && priced(home.price)) byMonth.get(day.slice(0, 7))?.push(home.price)
  }
  return [...byMonth].map(([month, prices]) => ({ month, medianSoldPrice: median(prices), sold: prices.length }))
}

export function marketReport(input: {
  active: readonly MarketHome[]
  sold: readonly MarketHome[]
  now: Date
  timeZone: string
}): MarketReportData {
  const { active, sold, now, timeZone } = input
  if (active.length < MIN_ACTIVE_HOMES) return { enough: false, activeHomes: active.length }
  const today = dayIn(now, timeZone)
  const since = (value: string | undefined) => daysSince(value, today, timeZone)
  const isNumber = (value: number | null): value is number => value !== null
  const under = (days: number) => (value: number | null) => value !== null && value < days
  return {
    enough: true,
    activeHomes: active.length,
    // By the listing date where there is one: a relisted home's source count runs on from its first listing.
    newThisWeek: active.map((home) => since(home.listedAt) ?? sourceCount(home)).filter(under(NEW_DAYS)).length,
    medianListPrice: median(active.map((home) => home.price).filter(priced)),
    medianPricePerSqft: median(active.map(pricePerSqft).filter(isNumber)),
    medianDaysOnMarket: median(active.map((home) => sourceCount(home) ?? since(home.listedAt)).filter(isNumber)),
    soldLast90Days: sold
      .filter((home) => priced(home.price))
      .map((home) => since(home.soldAt))
      .filter(under(SOLD_DAYS)).length,
    trend: soldTrend(sold, today, timeZone),
  }
}

/** A stored report as a page shows it: when the source was read, the report, and where the homes came from. */
export type MarketReportView = { asOf: string; report: MarketReportData; source: ListingsSource }

/** A stored report's JSON, if it has the report's shape (else null: the page then says it is being prepared). */
export function marketReportOf(value: unknown): MarketReportData | null {
  const report = value as Partial<Record<string, unknown>> | null
  if (!report || typeof report !== 'object' || typeof report.activeHomes !== 'number') return null
  if (report.enough === false) return { enough: false, activeHomes: report.activeHomes }
  return report.enough === true && Array.isArray(report.trend) ? (report as MarketReportData) : null
}

/** A stored source's JSON, if it is one (else null). */
export function listingsSourceOf(value: unknown): ListingsSource | null {
  const source = value as { kind?: unknown; market?: unknown } | null
  if (source?.kind === 'agent') return { kind: 'agent' }
  return source?.kind === 'mls' && typeof source.market === 'string' ? { kind: 'mls', market: source.market } : null
}
