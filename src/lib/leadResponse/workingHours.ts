/**
 * An agent's working hours in their own time zone, and time counted only within them: when a contact
 * that has waited N working minutes is due for escalation, and how long an answer took in working
 * minutes. Pure: Intl alone converts between wall-clock time in a zone and instants, so daylight
 * saving changes move the hours with the clock, as they do for the agent.
 */
import { agentTimeZone } from '../countries'

export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const
export type Weekday = (typeof weekdays)[number]

/** Whole hours: `start` 0–23 and `end` 1–24 (24 is midnight at the end of the day), start before end. */
export type WorkingHours = { timeZone: string; days: Weekday[]; start: number; end: number }

/** The zones an agent may choose: the US markets we serve, and Korea and Japan for agents who work from there. */
export const workingTimeZones = [
  'America/Los_Angeles',
  'America/Denver',
  'America/Phoenix',
  'America/Chicago',
  'America/New_York',
  'America/Anchorage',
  'Pacific/Honolulu',
  'Asia/Seoul',
  'Asia/Tokyo',
] as const

export const DEFAULT_DAYS: Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri']
export const DEFAULT_START = 9
export const DEFAULT_END = 18

/** As the realtor record stores them: hours are select values ("9"), so strings or numbers. */
type StoredHours = {
  timeZone?: string | null
  days?: readonly string[] | null
  start?: number | string | null
  end?: number | string | null
} | null

/** The hours a realtor record says, with the defaults (9–18 on weekdays, the zone of its areas) for what it leaves empty. */
export function workingHoursOf(stored: StoredHours | undefined, regions: readonly { state?: string | null }[] | null = []): WorkingHours {
  const days = (stored?.days ?? []).filter((day): day is Weekday => (weekdays as readonly string[]).includes(day))
  const start = hourOr(stored?.start, 0, 23, DEFAULT_START)
  const end = hourOr(stored?.end, 1, 24, DEFAULT_END)
  const timeZone = stored?.timeZone && isTimeZone(stored.timeZone) ? stored.timeZone : agentTimeZone(regions)
  return start < end
    ? { timeZone, days: days.length ? days : DEFAULT_DAYS, start, end }
    : { timeZone, days: days.length ? days : DEFAULT_DAYS, start: DEFAULT_START, end: DEFAULT_END }
}

function hourOr(value: number | string | null | undefined, min: number, max: number, fallback: number): number {
  const hour = value === null || value === undefined || value === '' ? NaN : Number(value)
  return Number.isInteger(hour) && hour >= min && hour <= max ? hour : fallback
}

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

const HOUR = 3_600_000
const DAY = 24 * HOUR
/** A year and a bit: any wait longer is counted no further (a contact nobody ever answers). */
const MAX_DAYS = 400

type LocalDay = { year: number; month: number; day: number; weekday: Weekday }

const formatters = new Map<string, Intl.DateTimeFormat>()
function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
    })
    formatters.set(timeZone, format)
  }
  return format
}

function wallClock(instant: number, timeZone: string): LocalDay & { asUtc: number } {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  )
  const [year, month, day] = [Number(parts.year), Number(parts.month), Number(parts.day)]
  const asUtc = Date.UTC(year, month - 1, day, Number(parts.hour), Number(parts.minute), Number(parts.second)) + (instant % 1000)
  return { year, month, day, weekday: String(parts.weekday).toLowerCase().slice(0, 3) as Weekday, asUtc }
}

/** The instant a wall-clock time in `timeZone` names (in a spring-forward gap, the moment just after it). */
function instantOf(year: number, month: number, day: number, hour: number, timeZone: string): number {
  const wall = Date.UTC(year, month - 1, day, hour)
  let guess = wall
  for (let i = 0; i < 3; i++) guess = wall - (wallClock(guess, timeZone).asUtc - guess)
  return guess
}

/** Working windows [start, end) from the local day of `from` on, one per working day. */
function* windows(from: number, hours: WorkingHours): Generator<[number, number]> {
  const first = wallClock(from, hours.timeZone)
  for (let offset = 0; offset < MAX_DAYS; offset++) {
    // Noon of the day: a safe anchor for the local date whatever the zone's offset.
    const noon = new Date(Date.UTC(first.year, first.month - 1, first.day + offset, 12))
    const local = { year: noon.getUTCFullYear(), month: noon.getUTCMonth() + 1, day: noon.getUTCDate() }
    const weekday = weekdays[(noon.getUTCDay() + 6) % 7]
    if (!hours.days.includes(weekday)) continue
    yield [
      instantOf(local.year, local.month, local.day, hours.start, hours.timeZone),
      instantOf(local.year, local.month, local.day, hours.end, hours.timeZone),
    ]
  }
}

/** The instant `minutes` working minutes after `from` (the escalation moment of a contact that came in at `from`). */
export function addWorkingMinutes(from: Date, minutes: number, hours: WorkingHours): Date {
  let remaining = Math.max(0, minutes) * 60_000
  let cursor = from.getTime()
  let last = cursor
  for (const [start, end] of windows(cursor, hours)) {
    last = end
    if (end <= cursor) continue
    if (cursor < start) cursor = start
    if (cursor + remaining <= end) return new Date(cursor + remaining)
    remaining -= end - cursor
    cursor = end
  }
  // No working day in sight (cannot happen with at least one day): count the rest as plain time.
  return new Date(Math.max(cursor, last) + remaining)
}

/** Working minutes between two instants (how long an answer took, counted like escalation). */
export function workingMinutesBetween(from: Date, to: Date, hours: WorkingHours): number {
  const end = to.getTime()
  let total = 0
  for (const [windowStart, windowEnd] of windows(from.getTime(), hours)) {
    if (windowStart >= end) break
    total += Math.max(0, Math.min(windowEnd, end) - Math.max(windowStart, from.getTime()))
  }
  return Math.round(total / 60_000)
}

/** Whether `at` falls inside the agent's working hours. */
export function isWorkingTime(at: Date, hours: WorkingHours): boolean {
  const next = windows(at.getTime() - DAY, hours)
  for (const [start, end] of next) {
    if (start > at.getTime()) return false
    if (at.getTime() < end) return true
  }
  return false
}
