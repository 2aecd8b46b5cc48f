/**
 * The hourly and daily figures (./rollups.ts) from the raw events, and the raw events' end after 30
 * days. Every job runner calls it before its rounds, at most every 5 minutes; an advisory lock lets one
 * runner at a time do it. Each run rolls up the hours that have ended (2 minutes ago, so the last
 * second's events are written) since the last hour rolled up, and the 3 hours before again, and
 * recomputes the agents' calendar days those hours touch: a run that did not happen is caught up by the
 * next, and running twice changes nothing. Today's figures do not wait for it: the dashboard counts the
 * days not rolled up yet from the raw events (./figures.ts). Tests call `rollUpAnalytics` with their own clock.
 *
 * The raw events past their 30 days are deleted after the rollup's transaction, oldest first, in batches
 * that each commit on their own: after the runners were stopped for weeks, one statement would delete
 * millions of rows in one transaction (locks held and one burst of WAL for its whole length). A run
 * deletes at most `maxBatches` batches; the next runs go on.
 */
import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { errorSummary } from '@/lib/errorSummary'
import { inLockedTransaction } from '@/jobs/lockedTransaction'
import { forgetOldSalts } from './visitorSalt'
import { saltDay } from '@/lib/analytics/visitors'
import { METRIC_OF_KIND } from '@/lib/analytics/figures'

const ROLLUP_LOCK_KEY = 730_003
const RUN_EVERY_MS = 5 * 60_000
const HOUR = 60 * 60 * 1000
/** Events written up to a second after they happen: an hour is rolled up once this long has passed since its end. */
const SETTLE_MS = 2 * 60 * 1000
/**
 * The last hours are rolled up again in every run: an event written late (a server's retry after the
 * database was away, a clock a little behind) still reaches its hour and its day.
 */
const REROLLED_HOURS = 3
/** A run catches up at most this many hours (a month); the next run goes on. */
const MAX_HOURS_PER_RUN = 31 * 24
export const RAW_EVENT_DAYS = 30
/** Raw events deleted per statement, and statements per run: a million rows a run, every 5 minutes. */
const DELETE_BATCH = 10_000
const MAX_DELETE_BATCHES = 100

// Constants of our own code, written into the statement as literals (never a value a visitor sent).
const metricOfKind = sql.raw(
  `CASE kind ${Object.entries(METRIC_OF_KIND)
    .map(([kind, metric]) => `WHEN '${kind}' THEN '${metric}'`)
    .join(' ')} END`,
)

/**
 * Every figure of the events in `scope` (columns realtor_id, bucket, visitor, kind, page, path, locale,
 * source, device, listing, utm_medium, utm_campaign), one row per figure and key. The admin's live figures of today count with
 * it too (./figures.ts), so a live day and a rolled-up day are the same numbers.
 */
type Sql = ReturnType<typeof sql>
export const figuresOf = (scope: Sql) => sql`
  WITH e AS (${scope})
  SELECT realtor_id, bucket, 'visitors' AS metric, '' AS key, count(DISTINCT visitor) AS count FROM e GROUP BY realtor_id, bucket
  UNION ALL SELECT realtor_id, bucket, ${metricOfKind}, '', count(*) FROM e GROUP BY realtor_id, bucket, kind
  UNION ALL SELECT realtor_id, bucket, 'page', coalesce(path, ''), count(*) FROM e WHERE kind = 'page_view' GROUP BY realtor_id, bucket, path
  UNION ALL SELECT realtor_id, bucket, 'pageKind', page::text, count(*) FROM e WHERE kind = 'page_view' GROUP BY realtor_id, bucket, page
  UNION ALL SELECT realtor_id, bucket, 'listing', listing, count(*) FROM e WHERE kind = 'listing_view' AND listing IS NOT NULL GROUP BY realtor_id, bucket, listing
  UNION ALL SELECT realtor_id, bucket, 'source', coalesce(source, ''), count(*) FROM e WHERE kind = 'page_view' GROUP BY realtor_id, bucket, source
  UNION ALL SELECT realtor_id, bucket, 'locale', coalesce(locale::text, ''), count(*) FROM e WHERE kind = 'page_view' GROUP BY realtor_id, bucket, locale
  UNION ALL SELECT realtor_id, bucket, 'device', device::text, count(*) FROM e WHERE kind = 'page_view' GROUP BY realtor_id, bucket, device
  UNION ALL SELECT realtor_id, bucket, 'medium', utm_medium, count(*) FROM e WHERE kind = 'page_view' AND utm_medium IS NOT NULL GROUP BY realtor_id, bucket, utm_medium
  UNION ALL SELECT realtor_id, bucket, 'campaign', utm_campaign, count(*) FROM e WHERE kind = 'page_view' AND utm_campaign IS NOT NULL GROUP BY realtor_id, bucket, utm_campaign`

export type RollUpResult = { hours: number; days: string[]; deleted: number }

export async function rollUpAnalytics(
  payload: Payload,
  now = new Date(),
  { batch = DELETE_BATCH, maxBatches = MAX_DELETE_BATCHES } = {},
): Promise<RollUpResult | null> {
  const rolled = await inLockedTransaction(payload, ROLLUP_LOCK_KEY, 'try', async (tx) => {
    const until = new Date(Math.floor((now.getTime() - SETTLE_MS) / HOUR) * HOUR)
    const { rows: last } = await tx.execute(sql`
      SELECT date_trunc('hour', min(at), 'UTC') AS first FROM analytics_events
      WHERE at >= least(
          coalesce((SELECT max(start) + interval '1 hour' FROM analytics_rollups WHERE period = 'hour'), '-infinity'),
          ${new Date(until.getTime() - REROLLED_HOURS * HOUR).toISOString()}::timestamptz)
        AND at < ${until.toISOString()}::timestamptz`)
    const first = (last[0] as { first: string | Date | null }).first
    let hours = 0
    let days: string[] = []
    if (first) {
      const from = new Date(first)
      const to = new Date(Math.min(until.getTime(), from.getTime() + MAX_HOURS_PER_RUN * HOUR))
      hours = Math.round((to.getTime() - from.getTime()) / HOUR)
      const range = sql`at >= ${from.toISOString()}::timestamptz AND at < ${to.toISOString()}::timestamptz`
      await tx.execute(
        sql`DELETE FROM analytics_rollups WHERE period = 'hour' AND start >= ${from.toISOString()}::timestamptz AND start < ${to.toISOString()}::timestamptz`,
      )
      await tx.execute(sql`
        INSERT INTO analytics_rollups (realtor_id, period, start, day, metric, key, count)
        SELECT realtor_id, 'hour', bucket, NULL, metric, key, count FROM (${figuresOf(sql`
          SELECT realtor_id, date_trunc('hour', at, 'UTC') AS bucket, visitor, kind, page, path, locale, source, device, listing, utm_medium, utm_campaign
          FROM analytics_events WHERE ${range}`)}) f`)
      const { rows: touched } = await tx.execute(sql`SELECT DISTINCT day FROM analytics_events WHERE ${range}`)
      days = (touched as { day: string }[]).map((row) => row.day).sort()
      if (days.length) {
        const dayList = sql.join(
          days.map((day) => sql`${day}`),
          sql`, `,
        )
        // A day is counted from its events up to the last hour rolled up; the rest of it comes in the next runs.
        await tx.execute(sql`DELETE FROM analytics_rollups WHERE period = 'day' AND day IN (${dayList})`)
        await tx.execute(sql`
          INSERT INTO analytics_rollups (realtor_id, period, start, day, metric, key, count)
          SELECT realtor_id, 'day', NULL, bucket, metric, key, count FROM (${figuresOf(sql`
            SELECT realtor_id, day AS bucket, visitor, kind, page, path, locale, source, device, listing, utm_medium, utm_campaign
            FROM analytics_events WHERE day IN (${dayList}) AND at < ${to.toISOString()}::timestamptz`)}) f`)
      }
    }
    await forgetOldSalts(payload, saltDay(now))
    return { hours, days }
  })
  // Another runner holds the lock: it is doing this run.
  if (!rolled) return null
  return { ...rolled, deleted: await deleteOldEvents(payload, now, batch, maxBatches) }
}

/** Deletes the raw events past their days, oldest first, each batch in its own transaction; answers how many. */
async function deleteOldEvents(payload: Payload, now: Date, batch: number, maxBatches: number): Promise<number> {
  const cutoff = new Date(now.getTime() - RAW_EVENT_DAYS * 24 * HOUR).toISOString()
  const db = (payload.db as unknown as PostgresAdapter).drizzle
  let deleted = 0
  for (let round = 0; round < maxBatches; round++) {
    const { rows } = await db.execute(sql`
      WITH old AS (
        DELETE FROM analytics_events WHERE id IN (
          SELECT id FROM analytics_events WHERE at < ${cutoff}::timestamptz ORDER BY at LIMIT ${batch})
        RETURNING 1)
      SELECT count(*)::int AS n FROM old`)
    const n = (rows[0] as { n: number }).n
    deleted += n
    if (n < batch) break
  }
  return deleted
}

let lastRun = 0

/** For every runner's loop; never throws (the database may be down). */
export async function rollUpAnalyticsNowAndThen(payload: Payload): Promise<void> {
  if (Date.now() - lastRun < RUN_EVERY_MS) return
  lastRun = Date.now()
  try {
    const result = await rollUpAnalytics(payload)
    if (result?.hours)
      payload.logger.info({ msg: `rolled up ${result.hours} hour(s) of visitor numbers`, days: result.days, deleted: result.deleted })
  } catch (error) {
    payload.logger.error({ msg: 'Could not roll up the visitor numbers', err: errorSummary(error) })
  }
}
