/**
 * Calendar days and months of the market report, in the agent's time zone: a sale on the evening of
 * the 31st in California belongs to that month, whatever UTC says. A source date without a time
 * ('2026-10-02') is already a calendar day and is taken as it is.
 */
const DAY_MS = 24 * 60 * 60 * 1000
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/

/** 'YYYY-MM-DD' of an instant in `timeZone` (en-CA writes dates that way). */
export function dayIn(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at)
}

/** The calendar day of a source date (date only, or an ISO time), or null when it is not a date. */
export function sourceDay(value: string | undefined | null, timeZone: string): string | null {
  if (!value) return null
  if (DATE_ONLY.test(value)) return Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? null : value
  const at = Date.parse(value)
  return Number.isNaN(at) ? null : dayIn(new Date(at), timeZone)
}

/** Whole calendar days from `from` to `to` (both 'YYYY-MM-DD'); negative when `from` is later. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS)
}

/** The `count` calendar months ending with the month of `today`, oldest first: ['2025-12', …, '2026-11']. */
export function lastMonths(today: string, count: number): string[] {
  const [year, month] = today.split('-').map(Number)
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(Date.UTC(year, month - 1 - (count - 1 - i), 1))
    return date.toISOString().slice(0, 7)
  })
}
