/**
 * Calendar days as the rollups store them ('2026-11-28', an agent's own date): arithmetic on the date
 * alone, in UTC, so no time zone or daylight-saving change can move a day. Which day is "today" is
 * decided by the caller, in the agent's zone.
 */
const DAY_MS = 24 * 60 * 60 * 1000

/** Days of figures one request may ask for: a month by default, a year and a bit at most. */
export const DEFAULT_DAYS = 30
export const MAX_DAYS = 400

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/

export function isDay(value: string): boolean {
  return DAY_PATTERN.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))
}

export function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10)
}

/** Every day from `from` to `to`, both included (empty when `to` is before `from`). */
export function daysFrom(from: string, to: string): string[] {
  const days: string[] = []
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day)
  return days
}

/** The Monday of the week `day` is in (weeks start on Monday, as in Korea, Japan and ISO 8601). */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay()
  return addDays(day, -((weekday + 6) % 7))
}

/**
 * The `days` query parameter: absent means the default; anything but a whole number from 1 to
 * MAX_DAYS is refused (null), never clamped in silence.
 */
export function parseDays(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return DEFAULT_DAYS
  if (!/^\d{1,4}$/.test(value.trim())) return null
  const days = Number(value.trim())
  return days >= 1 && days <= MAX_DAYS ? days : null
}
