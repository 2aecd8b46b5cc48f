/**
 * How fast contacts were answered, as the dashboard shows it: per week (weeks start on Monday in the
 * agent's time zone), the contacts received that week, the median working minutes to the first
 * response of those answered, and the share of all received answered within 5 and within 60 working
 * minutes. Pure: rows in, figures out.
 *
 * Only tracked contacts count: rows stored before response tracking existed (and contacts not sent
 * by a visitor) have the escalation "off" and no first response, so nothing is known of them.
 */

export type ResponseRow = {
  createdAt: string
  status?: string | null
  firstAt?: string | null
  workingMinutes?: number | null
  escalationStatus?: string | null
}

export type Figures = {
  received: number
  answered: number
  /** Working minutes; null when none was answered. */
  medianMinutes: number | null
  /** Shares 0–1 of all received; null when none was received. */
  within5: number | null
  within60: number | null
}

export type WeekFigures = Figures & { weekStart: string }

export const FAST_MINUTES = 5
export const HOUR_MINUTES = 60

export function isTracked(row: ResponseRow): boolean {
  return (row.escalationStatus ?? 'off') !== 'off' || Boolean(row.firstAt)
}

const answered = (row: ResponseRow) => Boolean(row.firstAt) && typeof row.workingMinutes === 'number'

/** Still waiting for a first response (and not set aside by the agent's inbox status). */
export function isUnanswered(row: ResponseRow): boolean {
  return isTracked(row) && !row.firstAt && row.status === 'new'
}

export function median(values: readonly number[]): number | null {
  if (!values.length) return null
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** The figures of a set of rows (already chosen: one week, one agent's month...). */
export function figuresOf(rows: readonly ResponseRow[]): Figures {
  const tracked = rows.filter(isTracked)
  const minutes = tracked.filter(answered).map((row) => row.workingMinutes as number)
  const share = (limit: number) => (tracked.length ? minutes.filter((m) => m <= limit).length / tracked.length : null)
  return {
    received: tracked.length,
    answered: minutes.length,
    medianMinutes: median(minutes),
    within5: share(FAST_MINUTES),
    within60: share(HOUR_MINUTES),
  }
}

const dateFormats = new Map<string, Intl.DateTimeFormat>()
function localDate(instant: Date, timeZone: string): { year: number; month: number; day: number } {
  let format = dateFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' })
    dateFormats.set(timeZone, format)
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]))
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) }
}

const iso = (utcDate: Date) => utcDate.toISOString().slice(0, 10)

/** The Monday (YYYY-MM-DD, a local date in `timeZone`) of the week `instant` falls in. */
export function weekStartOf(instant: Date, timeZone: string): string {
  const { year, month, day } = localDate(instant, timeZone)
  const date = new Date(Date.UTC(year, month - 1, day))
  const sinceMonday = (date.getUTCDay() + 6) % 7
  return iso(new Date(Date.UTC(year, month - 1, day - sinceMonday)))
}

/** The Mondays of the last `weeks` weeks up to the one `now` is in, oldest first. */
export function lastWeekStarts(now: Date, timeZone: string, weeks: number): string[] {
  const [year, month, day] = weekStartOf(now, timeZone).split('-').map(Number)
  return Array.from({ length: weeks }, (_, i) => iso(new Date(Date.UTC(year, month - 1, day - 7 * (weeks - 1 - i)))))
}

/** Figures per week for the last `weeks` weeks (oldest first), each of the contacts received that week. */
export function weeklyFigures(
  rows: readonly ResponseRow[],
  { now, timeZone, weeks = 8 }: { now: Date; timeZone: string; weeks?: number },
): WeekFigures[] {
  const starts = lastWeekStarts(now, timeZone, weeks)
  const byWeek = new Map<string, ResponseRow[]>(starts.map((start) => [start, []]))
  for (const row of rows) {
    const created = new Date(row.createdAt)
    if (Number.isNaN(created.getTime())) continue
    byWeek.get(weekStartOf(created, timeZone))?.push(row)
  }
  return starts.map((weekStart) => ({ weekStart, ...figuresOf(byWeek.get(weekStart) ?? []) }))
}

/** One agent's line for staff: unanswered now, this week's median, and the last four full weeks' figures. */
export type AgentFigures = { unanswered: number; thisWeekMedian: number | null; lastFourWeeks: Figures }

export function agentFigures(rows: readonly ResponseRow[], { now, timeZone }: { now: Date; timeZone: string }): AgentFigures {
  const weeks = weeklyFigures(rows, { now, timeZone, weeks: 5 })
  const thisWeek = weeks[weeks.length - 1].weekStart
  const earlier = new Set(weeks.slice(0, -1).map((week) => week.weekStart))
  const inWeek = (row: ResponseRow) => weekStartOf(new Date(row.createdAt), timeZone)
  return {
    unanswered: rows.filter(isUnanswered).length,
    thisWeekMedian: figuresOf(rows.filter((row) => inWeek(row) === thisWeek)).medianMinutes,
    lastFourWeeks: figuresOf(rows.filter((row) => earlier.has(inWeek(row)))),
  }
}
