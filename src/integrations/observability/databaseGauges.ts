/**
 * Values read from PostgreSQL when Prometheus scrapes the web process (/api/metrics): the jobs
 * queue and the deliveries' state. They are the same from every instance (one database), so any
 * instance answers them; they cost three indexed queries per scrape, each bounded by a deadline,
 * and a database that does not answer leaves them absent (counted in
 * realtors_metrics_collect_errors_total) rather than stale or a failed scrape.
 */
import type { Pool } from 'pg'
import { Gauge } from 'prom-client'

import { metrics, type Metrics } from './metrics'

const SHARED = Symbol.for('realtors.metrics.database')
const QUERY_TIMEOUT_MS = 2000

/**
 * Submissions older than this are not counted: their deliveries gave up long ago (8 attempts
 * take about an hour), and the window keeps the scan on the created_at index however big the
 * tables grow.
 */
export const DELIVERY_WINDOW_DAYS = 7

type Gauges = ReturnType<typeof createGauges>

function createGauges({ registry }: Metrics) {
  const registers = [registry]
  return {
    jobsQueued: new Gauge({
      name: 'realtors_jobs_queued',
      help: 'Jobs not done, by task and state: ready (may run now), retry_wait (waiting for its next attempt), running.',
      labelNames: ['task', 'state'] as const,
      registers,
    }),
    jobsOldestReady: new Gauge({
      name: 'realtors_jobs_oldest_queued_age_seconds',
      help: 'How long the oldest job that may run now has been waiting for a worker, by task (0: none waiting).',
      labelNames: ['task'] as const,
      registers,
    }),
    jobsFailed: new Gauge({
      name: 'realtors_jobs_failed',
      help: 'Jobs that used up their attempts and stay in the queue table with their error, by task.',
      labelNames: ['task'] as const,
      registers,
    }),
    deliveries: new Gauge({
      name: 'realtors_deliveries',
      help: `Deliveries not done, by kind (lead, contact, realtor), channel (email, forward, sync) and state (pending: no attempt yet, retrying, failed). Leads and contacts of the last ${DELIVERY_WINDOW_DAYS} days.`,
      labelNames: ['kind', 'channel', 'state'] as const,
      registers,
    }),
    deliveriesOldestPending: new Gauge({
      name: 'realtors_deliveries_oldest_pending_age_seconds',
      help: 'Age of the oldest delivery still pending or retrying, by kind and channel (0: none).',
      labelNames: ['kind', 'channel'] as const,
      registers,
    }),
    ready: new Gauge({
      name: 'realtors_ready',
      help: 'Whether this instance is ready (1) or not (0), as GET /api/ready answers; checked at the scrape.',
      registers,
    }),
    readinessChecks: new Gauge({
      name: 'realtors_readiness_check',
      help: 'Each readiness check (postgres, redis, storage, ...) at the scrape: 1 ok, 0 error.',
      labelNames: ['check'] as const,
      registers,
    }),
  }
}

function gauges(): Gauges {
  const shared = globalThis as Record<symbol, Gauges | undefined>
  return (shared[SHARED] ??= createGauges(metrics()))
}

/** Makes sure the gauges are registered (their names appear in the scrape from the start). */
export function registerDatabaseGauges(): void {
  gauges()
}

type QueueRow = { task: string | null; ready: string; retry_wait: string; running: string; failed: string; oldest_ready: string | null }

/** Reads the queue and the deliveries into the gauges; `tasks` are the configured task slugs (each gets its zeros). */
export async function collectDatabaseGauges(pool: Pool, tasks: string[]): Promise<void> {
  const g = gauges()
  await Promise.all([
    collect('jobs', [g.jobsQueued, g.jobsOldestReady, g.jobsFailed], async () => {
      const rows = await query<QueueRow>(
        pool,
        `SELECT task_slug AS task,
           count(*) FILTER (WHERE NOT has_error AND NOT processing AND (wait_until IS NULL OR wait_until <= now())) AS ready,
           count(*) FILTER (WHERE NOT has_error AND NOT processing AND wait_until > now()) AS retry_wait,
           count(*) FILTER (WHERE NOT has_error AND processing) AS running,
           count(*) FILTER (WHERE has_error) AS failed,
           EXTRACT(EPOCH FROM now() - min(COALESCE(wait_until, created_at))
             FILTER (WHERE NOT has_error AND NOT processing AND (wait_until IS NULL OR wait_until <= now()))) AS oldest_ready
         FROM payload_jobs WHERE completed_at IS NULL GROUP BY task_slug`,
      )
      for (const task of tasks) {
        for (const state of ['ready', 'retry_wait', 'running']) g.jobsQueued.set({ task, state }, 0)
        g.jobsOldestReady.set({ task }, 0)
        g.jobsFailed.set({ task }, 0)
      }
      for (const row of rows) {
        const labels = { task: row.task ?? 'workflow' }
        g.jobsQueued.set({ ...labels, state: 'ready' }, Number(row.ready))
        g.jobsQueued.set({ ...labels, state: 'retry_wait' }, Number(row.retry_wait))
        g.jobsQueued.set({ ...labels, state: 'running' }, Number(row.running))
        g.jobsFailed.set(labels, Number(row.failed))
        g.jobsOldestReady.set(labels, Math.max(0, Number(row.oldest_ready ?? 0)))
      }
    }),
    collect('deliveries', [g.deliveries, g.deliveriesOldestPending], async () => {
      const [leads, contacts, realtors] = await Promise.all([
        submissionDeliveries(pool, 'leads'),
        submissionDeliveries(pool, 'contacts'),
        query<DeliveryRow>(
          pool,
          `SELECT 'sync' AS channel,
             count(*) FILTER (WHERE sync_status = 'pending') AS pending, 0 AS retrying,
             count(*) FILTER (WHERE sync_status = 'failed') AS failed,
             EXTRACT(EPOCH FROM now() - min(updated_at) FILTER (WHERE sync_status = 'pending')) AS oldest
           FROM realtors WHERE sync_status IN ('pending', 'failed')`,
        ),
      ])
      const sets: [string, DeliveryRow[]][] = [
        ['lead', leads],
        ['contact', contacts],
        ['realtor', realtors],
      ]
      for (const [kind, rows] of sets) {
        for (const row of rows) {
          const labels = { kind, channel: row.channel }
          g.deliveries.set({ ...labels, state: 'pending' }, Number(row.pending))
          g.deliveries.set({ ...labels, state: 'retrying' }, Number(row.retrying))
          g.deliveries.set({ ...labels, state: 'failed' }, Number(row.failed))
          g.deliveriesOldestPending.set(labels, Math.max(0, Number(row.oldest ?? 0)))
        }
      }
    }),
  ])
}

/** Readiness (GET /api/ready's answer) as gauges. */
export function recordReadiness(readiness: { status: string; checks: { name: string; status: string }[] }): void {
  const g = gauges()
  g.ready.set(readiness.status === 'ready' ? 1 : 0)
  g.readinessChecks.reset()
  for (const check of readiness.checks) g.readinessChecks.set({ check: check.name }, check.status === 'ok' ? 1 : 0)
}

type DeliveryRow = { channel: string; pending: string; retrying: string; failed: string; oldest: string | null }

/** A lead's or contact's e-mail (notification_*) and forwarding to Slack or the main API (forwarding_*). */
function submissionDeliveries(pool: Pool, table: 'leads' | 'contacts'): Promise<DeliveryRow[]> {
  const part = (channel: string, column: string) => `
    SELECT '${channel}' AS channel,
      count(*) FILTER (WHERE ${column}_status = 'pending' AND COALESCE(${column}_attempts, 0) = 0) AS pending,
      count(*) FILTER (WHERE ${column}_status = 'pending' AND ${column}_attempts > 0) AS retrying,
      count(*) FILTER (WHERE ${column}_status = 'failed') AS failed,
      EXTRACT(EPOCH FROM now() - min(created_at) FILTER (WHERE ${column}_status = 'pending')) AS oldest
    FROM recent`
  return query<DeliveryRow>(
    pool,
    `WITH recent AS MATERIALIZED (
       SELECT created_at, notification_status, notification_attempts, forwarding_status, forwarding_attempts
       FROM ${table} WHERE created_at > now() - interval '${DELIVERY_WINDOW_DAYS} days'
         AND (notification_status IN ('pending', 'failed') OR forwarding_status IN ('pending', 'failed'))
     )
     ${part('email', 'notification')} UNION ALL ${part('forward', 'forwarding')}`,
  )
}

async function collect(source: string, targets: Gauge[], read: () => Promise<void>): Promise<void> {
  for (const gauge of targets) gauge.reset()
  let timer: NodeJS.Timeout | undefined
  // A pool with no free connection would make the scrape wait: the deadline covers getting one too.
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no answer in time')), QUERY_TIMEOUT_MS + 500)
  })
  try {
    await Promise.race([read(), deadline])
  } catch {
    // Absent, not stale: an alert on these values must not see an old "all fine".
    for (const gauge of targets) gauge.reset()
    metrics().collectErrors.inc({ source })
  } finally {
    clearTimeout(timer)
  }
}

/** One query on its own connection of the pool, cut after QUERY_TIMEOUT_MS. */
async function query<Row>(pool: Pool, text: string): Promise<Row[]> {
  const client = await pool.connect()
  let broken = false
  try {
    await client.query(`SET statement_timeout = ${QUERY_TIMEOUT_MS}`)
    return (await client.query(text)).rows as Row[]
  } catch (error) {
    broken = true
    throw error
  } finally {
    await client.query('RESET statement_timeout').catch(() => (broken = true))
    client.release(broken)
  }
}
