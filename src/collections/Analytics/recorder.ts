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
import { isDatabaseUnavailable } from '@/server/databaseUnavailable'
import { countVisitorEvents } from '@/integrations/observability/metrics'

const FLUSH_EVERY_MS = 1000
const ROWS_PER_INSERT = 500
/** Beyond this many waiting (the database down for a while), new events are dropped, not memory. */
const MAX_WAITING = 20_000
const ZONE_TTL_MS = 10 * 60 * 1000

let waiting: EventRow[] = []
let timer: NodeJS.Timeout | null = null
let flushing: Promise<void> | null = null
/** After a failed write the next try waits longer, so an outage is not hammered. */
let retryAfter = 0
let dropped = 0
/** Each agent's time zone (null: no such agent, the events are dropped), read once per 10 minutes. */
const zones = new Map<number, { zone: string | null; until: number }>()
/** Agents remembered at most; past it the map starts again (ids sent by a script must not grow it for ever). */
const MAX_ZONES = 20_000

export function recordEvents(payload: Payload, rows: EventRow[]): void {
  const room = MAX_WAITING - waiting.length
  if (room < rows.length) dropped += rows.length - Math.max(room, 0)
  if (room > 0) waiting.push(...rows.slice(0, room))
  if (flushing) return
  if (waiting.length >= ROWS_PER_INSERT && Date.now() >= retryAfter) void flushAnalytics(payload)
  else schedule(payload, Math.max(FLUSH_EVERY_MS, retryAfter - Date.now()))
}

function schedule(payload: Payload, ms: number): void {
  if (timer) return
  timer = setTimeout(() => {
    timer = null
    void flushAnalytics(payload)
  }, ms)
  timer.unref()
}

/** Writes every waiting event now (tests and a stopping server call it; the timer does otherwise). One write at a time. */
export async function flushAnalytics(payload: Payload): Promise<void> {
  while (flushing) await flushing
  if (timer) clearTimeout(timer)
  timer = null
  if (waiting.length === 0) return
  const rows = waiting
  waiting = []
  flushing = write(payload, rows)
    .then(() => {
      retryAfter = 0
    })
    .catch((unwritten: UnwrittenRows) => {
      // The database away: what was not written goes back first in line (within the cap) and is tried again later.
      const back = unwritten.rows.slice(0, Math.max(0, MAX_WAITING - waiting.length))
      dropped += unwritten.rows.length - back.length
      waiting.unshift(...back)
      retryAfter = Date.now() + FLUSH_EVERY_MS * 5
      payload.logger.warn({
        msg: 'Could not store visitor events; kept for the next try',
        events: back.length,
        err: errorSummary(unwritten.cause),
      })
    })
    .finally(() => {
      flushing = null
      if (waiting.length) schedule(payload, Math.max(FLUSH_EVERY_MS, retryAfter - Date.now()))
    })
  await flushing
  if (dropped) {
    payload.logger.warn({ msg: 'Dropped visitor events while the database was unreachable', events: dropped })
    countVisitorEvents('dropped', dropped)
    dropped = 0
  }
}

class UnwrittenRows {
  constructor(
    readonly rows: EventRow[],
    readonly cause: unknown,
  ) {}
}

/**
 * Writes in chunks of ROWS_PER_INSERT. The database away: rejects with the rows not yet written (the
 * chunks before are kept, never written twice). A chunk PostgreSQL refuses for its data is written row
 * by row and the rows it refuses are dropped, so one odd event never holds up the others.
 */
async function write(payload: Payload, rows: EventRow[]): Promise<void> {
  try {
    await learnZones(payload, rows)
  } catch (error) {
    throw new UnwrittenRows(rows, error)
  }
  const kept = rows.filter((row) => row.realtor === null || zones.get(row.realtor)?.zone)
  // A beacon naming an agent who does not exist (any script can send one).
  countVisitorEvents('dropped', rows.length - kept.length)
  for (let start = 0; start < kept.length; start += ROWS_PER_INSERT) {
    const chunk = kept.slice(start, start + ROWS_PER_INSERT)
    try {
      await insert(payload, chunk)
      countVisitorEvents('stored', chunk.length)
    } catch (error) {
      if (isDatabaseUnavailable(error)) throw new UnwrittenRows(kept.slice(start), error)
      for (const row of chunk) {
        try {
          await insert(payload, [row])
          countVisitorEvents('stored', 1)
        } catch (rowError) {
          if (isDatabaseUnavailable(rowError)) throw new UnwrittenRows(kept.slice(kept.indexOf(row)), rowError)
          dropped += 1
          payload.logger.warn({
            msg: 'A visitor event was refused by the database and dropped',
            kind: row.kind,
            err: errorSummary(rowError),
          })
        }
      }
    }
  }
}

async function insert(payload: Payload, rows: EventRow[]): Promise<void> {
  const db = (payload.db as unknown as PostgresAdapter).drizzle
  const values = rows.map(
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
  if (zones.size > MAX_ZONES) zones.clear()
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
