/**
 * Events wait in this process's memory and are written together: one INSERT of up to 500 rows at most
 * every second, never one per beacon, so a busy page costs the database little. A process that stops
 * loses at most the last second's events (analytics, not records). The agent's calendar day of each
 * event is set here, in the agent's time zone (src/lib/countries.ts), for the daily figures.
 */
import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { EventRow } from '@/lib/analytics/events'
import { agentTimeZone } from '@/lib/countries'
import { errorSummary } from '@/lib/errorSummary'

const FLUSH_EVERY_MS = 1000
const ROWS_PER_INSERT = 500
/** Beyond this many waiting (the database down for a while), new events are dropped, not memory. */
const MAX_WAITING = 20_000
const ZONE_TTL_MS = 10 * 60 * 1000

let waiting: EventRow[] = []
let timer: NodeJS.Timeout | null = null
let flushing: Promise<void> | null = null
let dropped = 0
/** Each agent's time zone (null: no such agent, the events are dropped), read once per 10 minutes. */
const zones = new Map<number, { zone: string | null; until: number }>()

export function recordEvents(payload: Payload, rows: EventRow[]): void {
  const room = MAX_WAITING - waiting.length
  if (room < rows.length) dropped += rows.length - Math.max(room, 0)
  if (room > 0) waiting.push(...rows.slice(0, room))
  if (waiting.length >= ROWS_PER_INSERT) void flushAnalytics(payload)
  else if (!timer) {
    timer = setTimeout(() => void flushAnalytics(payload), FLUSH_EVERY_MS)
    timer.unref()
  }
}

/** Writes every waiting event now (tests call it; the timer does otherwise). */
export async function flushAnalytics(payload: Payload): Promise<void> {
  if (timer) clearTimeout(timer)
  timer = null
  while (flushing) await flushing
  if (waiting.length === 0) return
  const rows = waiting
  waiting = []
  flushing = write(payload, rows)
    .catch((error) => {
      // Put back once (the next flush retries), unless that would pass the cap.
      if (waiting.length + rows.length <= MAX_WAITING) waiting.unshift(...rows)
      else dropped += rows.length
      payload.logger.warn({ msg: 'Could not store visitor events; kept for the next try', events: rows.length, err: errorSummary(error) })
      if (!timer) {
        timer = setTimeout(() => void flushAnalytics(payload), FLUSH_EVERY_MS * 5)
        timer.unref()
      }
    })
    .finally(() => {
      flushing = null
    })
  await flushing
  if (dropped) {
    payload.logger.warn({ msg: 'Dropped visitor events while the database was unreachable', events: dropped })
    dropped = 0
  }
}

async function write(payload: Payload, rows: EventRow[]): Promise<void> {
  const db = (payload.db as unknown as PostgresAdapter).drizzle
  await learnZones(payload, rows)
  const kept = rows.filter((row) => row.realtor === null || zones.get(row.realtor)?.zone)
  for (let start = 0; start < kept.length; start += ROWS_PER_INSERT) {
    const values = kept.slice(start, start + ROWS_PER_INSERT).map(
      (row) =>
        sql`(${row.at.toISOString()}::timestamptz, ${dayOf(row)}::text, ${row.realtor}::int, ${row.visitor}::text, ${row.kind}::text,
          ${row.page}::text, ${row.path}::text, ${row.locale}::text, ${row.source}::text, ${row.utmMedium}::text,
          ${row.utmCampaign}::text, ${row.device}::text, ${row.listing}::text)`,
    )
    await db.execute(sql`
      INSERT INTO analytics_events (at, day, realtor_id, visitor, kind, page, path, locale, source, utm_medium, utm_campaign, device, listing)
      SELECT at, day, realtor_id, visitor, kind::enum_analytics_events_kind, page::enum_analytics_events_page, path,
        locale::enum_analytics_events_locale, source, utm_medium, utm_campaign, device::enum_analytics_events_device, listing
      FROM (VALUES ${sql.join(values, sql`, `)})
        AS v (at, day, realtor_id, visitor, kind, page, path, locale, source, utm_medium, utm_campaign, device, listing)`)
  }
}

/** The landing page's days are the platform's own (the default agent zone). */
const landingZone = agentTimeZone([])

function dayOf(row: EventRow): string {
  const zone = row.realtor === null ? landingZone : (zones.get(row.realtor)?.zone ?? landingZone)
  return calendarDay(row.at, zone)
}

export function calendarDay(at: Date, zone: string): string {
  // en-CA writes dates as 2026-11-28.
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at)
}

async function learnZones(payload: Payload, rows: EventRow[]): Promise<void> {
  const now = Date.now()
  const unknown = [...new Set(rows.map((row) => row.realtor).filter((id): id is number => id !== null))].filter(
    (id) => (zones.get(id)?.until ?? 0) < now,
  )
  if (unknown.length === 0) return
  const db = (payload.db as unknown as PostgresAdapter).drizzle
  const { rows: found } = await db.execute(sql`
    SELECT r.id, array_remove(array_agg(a.state::text), NULL) AS states
    FROM realtors r LEFT JOIN realtors_activity_region a ON a._parent_id = r.id
    WHERE r.id IN (${sql.join(
      unknown.map((id) => sql`${id}`),
      sql`, `,
    )}) GROUP BY r.id`)
  const states = new Map((found as { id: number; states: string[] }[]).map((row) => [row.id, row.states]))
  for (const id of unknown) {
    const regions = states.get(id)
    zones.set(id, { zone: regions ? agentTimeZone(regions.map((state) => ({ state }))) : null, until: now + ZONE_TTL_MS })
  }
}
