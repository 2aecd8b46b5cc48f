/**
 * The days a visitor-numbers page or file covers: the last `days` days to today, or the last 12
 * Monday-weeks, and the period of the same length just before it (for the change). One reading from
 * the database covers them all (`readFrom` to today).
 */
import { addDays } from './days'
import { firstDayOfWeeks, WEEKS_SHOWN } from './weeks'

export type Grouping = 'days' | 'weeks'
export type Period = { from: string; to: string }
export type Periods = { current: Period; previous: Period; readFrom: string }

export function parseGrouping(value: string | null | undefined): Grouping | null {
  if (value === null || value === undefined || value === '' || value === 'days') return 'days'
  return value === 'weeks' ? 'weeks' : null
}

export function periodsOf(today: string, days: number, by: Grouping): Periods {
  const from = by === 'weeks' ? firstDayOfWeeks(today, WEEKS_SHOWN) : addDays(today, 1 - days)
  const length = Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1
  const previous = { from: addDays(from, -length), to: addDays(from, -1) }
  return { current: { from, to: today }, previous, readFrom: previous.from }
}
