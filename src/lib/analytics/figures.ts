/**
 * The visitor numbers' figures as people read them: per day, summed over a period, compared with the
 * period before, and the conversion. Pure: rows of (day, metric, count) in, figures out. The metric
 * names are the rollups' (src/collections/Analytics/rollUp.ts).
 */
import { daysFrom } from './days'
import type { EventKind } from './events'

export const METRICS = [
  'visitors',
  'pageViews',
  'searches',
  'listingViews',
  'favourites',
  'savedSearches',
  'contacts',
  'valuations',
  'leads',
] as const
export type Metric = (typeof METRICS)[number]

/** The figure each kind of event counts towards (visitors are counted apart: one per visitor hash and day). */
export const METRIC_OF_KIND: Record<EventKind, Metric> = {
  page_view: 'pageViews',
  search: 'searches',
  listing_view: 'listingViews',
  favourite: 'favourites',
  saved_search: 'savedSearches',
  contact: 'contacts',
  valuation: 'valuations',
  lead: 'leads',
}

/** Rows each breakdown (pages, listings, sources...) shows, and agents in the staff's table. */
export const TOP_KEYS = 10
export const TOP_AGENTS = 50
export type Figures = Record<Metric, number>
export type DayFigures = { day: string; figures: Figures }
export type MetricRow = { day: string; metric: string; count: number }

const isMetric = (name: string): name is Metric => (METRICS as readonly string[]).includes(name)

export function noFigures(): Figures {
  return Object.fromEntries(METRICS.map((metric) => [metric, 0])) as Figures
}

/** One entry per day from `from` to `to`, a day without events all zeros; rows outside are ignored. */
export function dailyFigures(rows: readonly MetricRow[], from: string, to: string): DayFigures[] {
  const byDay = new Map(daysFrom(from, to).map((day) => [day, noFigures()]))
  for (const row of rows) {
    const figures = byDay.get(row.day)
    if (figures && isMetric(row.metric)) figures[row.metric] += row.count
  }
  return [...byDay].map(([day, figures]) => ({ day, figures }))
}

/**
 * The figures of several days together. Visitors are the sum of each day's visitors: a visitor's
 * hash changes every day, so the same person on two days cannot be told apart from two people.
 */
export function sumFigures(days: readonly { figures: Figures }[]): Figures {
  const total = noFigures()
  for (const { figures } of days) for (const metric of METRICS) total[metric] += figures[metric]
  return total
}

/** Contacts and valuation requests per visitor (0–1), or null with no visitors. */
export function conversion(figures: Pick<Figures, 'visitors' | 'contacts' | 'valuations'>): number | null {
  return figures.visitors > 0 ? (figures.contacts + figures.valuations) / figures.visitors : null
}

/** The change from the previous period as a share (0.25 = 25 % more), or null when there was nothing to compare with. */
export function change(current: number, previous: number): number | null {
  return previous > 0 ? (current - previous) / previous : null
}
