/**
 * The Prometheus metrics of one process (docs/operations.md lists them).
 *
 * One registry per process, kept on globalThis: the web process loads this file twice, once in
 * our server around Next (runtime/server/main.ts, which counts the requests) and once inside Next's
 * bundle (the /api/metrics route, the rate limits, the jobs), and both must count into the same
 * registry. The Redis cache handler, plain JavaScript loaded by Next, reaches it by the same key.
 */
import type { Pool } from 'pg'
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'

import { ROUTE_KINDS, type RouteKind } from '@/lib/network/routeKind'

const SHARED = Symbol.for('realtors.metrics')

/** What a page-cache answer was, from Next's x-nextjs-cache header. */
export const PAGE_CACHE_RESULTS = ['hit', 'stale', 'miss', 'revalidated'] as const

export type EmailKind = 'lead' | 'contact' | 'acknowledgement'

function createMetrics() {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const registers = [registry]
  let databasePool: () => Pool | undefined = () => undefined

  const metrics = {
    registry,
    httpRequests: new Counter({
      name: 'realtors_http_requests_total',
      help: 'HTTP requests answered, by route kind (page, api, admin, static, image, media, probe, beacon) and status code.',
      labelNames: ['kind', 'status'] as const,
      registers,
    }),
    httpDuration: new Histogram({
      name: 'realtors_http_request_duration_seconds',
      help: 'Time from the request to the last byte of the answer, by route kind and status class (2xx, 3xx, 4xx, 5xx).',
      labelNames: ['kind', 'status_class'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    httpInFlight: new Gauge({
      name: 'realtors_http_requests_in_flight',
      help: 'Requests this instance is answering now.',
      registers,
    }),
    pageCache: new Counter({
      name: 'realtors_page_cache_total',
      help: "Answers from Next's page cache, by result (hit, stale, miss, revalidated; Next's x-nextjs-cache header).",
      labelNames: ['result'] as const,
      registers,
    }),
    memoryCache: new Counter({
      name: 'realtors_memory_cache_total',
      help: "Answers the server keeps in memory (cache: image for /_next/image, api for visitors' reads of agents and listings) by result: hit (from memory), miss (made, then kept), skip (a signed-in request: made, not kept).",
      labelNames: ['cache', 'result'] as const,
      registers,
    }),
    sharedCacheReads: new Counter({
      name: 'realtors_shared_cache_reads_total',
      help: 'Reads of the shared Redis cache (REDIS_URL) by result: hit, miss, error (failed or too slow), unavailable (Redis away).',
      labelNames: ['result'] as const,
      registers,
    }),
    rateLimitRefusals: new Counter({
      name: 'realtors_rate_limit_refusals_total',
      help: 'Requests refused with 429 by a rate limit, by limit (lead, contact, login, ...).',
      labelNames: ['limit'] as const,
      registers,
    }),
    emailLag: new Histogram({
      name: 'realtors_email_lag_seconds',
      help: 'From the e-mail job being queued to the SMTP server accepting the e-mail, by kind (lead, contact); retries included.',
      labelNames: ['kind'] as const,
      buckets: [1, 5, 15, 30, 60, 120, 300, 600, 1800, 3600, 7200],
      registers,
    }),
    visitorEvents: new Counter({
      name: 'realtors_visitor_events_total',
      help: 'Visitor-number events by outcome: stored (written to PostgreSQL), dropped (not written: the database away too long, or an agent that does not exist).',
      labelNames: ['outcome'] as const,
      registers,
    }),
    collectErrors: new Counter({
      name: 'realtors_metrics_collect_errors_total',
      help: 'Scrapes whose values read from PostgreSQL could not be read (source: jobs, deliveries); those values are then absent.',
      labelNames: ['source'] as const,
      registers,
    }),
    /** Set once the process has its database pool (Payload's onInit). */
    watchDatabasePool(pool: () => Pool | undefined) {
      databasePool = pool
    },
  }

  // The pool's own counters, read at each scrape.
  const poolGauge = (name: string, help: string, read: (pool: Pool) => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        const pool = databasePool()
        if (pool) this.set(read(pool))
      },
    })
  poolGauge('realtors_db_pool_connections', 'PostgreSQL connections the pool holds open (pg totalCount).', (pool) => pool.totalCount)
  poolGauge('realtors_db_pool_idle_connections', 'Open connections nobody is using (pg idleCount).', (pool) => pool.idleCount)
  poolGauge(
    'realtors_db_pool_waiting_requests',
    'Queries waiting for a free connection (pg waitingCount); above 0 the pool is too small.',
    (pool) => pool.waitingCount,
  )
  poolGauge('realtors_db_pool_max_connections', 'The most connections the pool may open (pg max).', (pool) => pool.options.max ?? 10)

  // Every kind present from the start, so a dashboard's rate() has a series before the first request.
  for (const kind of ROUTE_KINDS) metrics.httpDuration.zero({ kind, status_class: '2xx' })
  for (const result of PAGE_CACHE_RESULTS) metrics.pageCache.inc({ result }, 0)
  return metrics
}

export type Metrics = ReturnType<typeof createMetrics>

/** This process's metrics (created on first use). */
export function metrics(): Metrics {
  const shared = globalThis as Record<symbol, Metrics | undefined>
  return (shared[SHARED] ??= createMetrics())
}

/** One answered request, counted where every request passes (runtime/server/observability.ts). */
export function countRequest(kind: RouteKind, status: number, seconds: number, pageCache?: string): void {
  const m = metrics()
  m.httpRequests.inc({ kind, status: String(status) })
  m.httpDuration.observe({ kind, status_class: `${Math.floor(status / 100)}xx` }, seconds)
  const result = pageCache?.toLowerCase()
  if (result && (PAGE_CACHE_RESULTS as readonly string[]).includes(result)) m.pageCache.inc({ result })
}

/** An answer from the server's memory or not (runtime/server/imageCache.ts, apiReadCache.ts). */
export function countMemoryCache(cache: 'image' | 'api' | 'static', result: 'hit' | 'miss' | 'skip'): void {
  metrics().memoryCache.inc({ cache, result })
}

/** A 429 of a rate limit (src/server/rateLimit.ts). */
export function countRateLimitRefusal(limit: string): void {
  metrics().rateLimitRefusals.inc({ limit })
}

/** Visitor-number events written or given up (src/collections/Analytics/recorder.ts). */
export function countVisitorEvents(outcome: 'stored' | 'dropped', count: number): void {
  if (count > 0) metrics().visitorEvents.inc({ outcome }, count)
}

/** An e-mail the SMTP server accepted, `queuedAt` being when its job was queued. */
export function observeEmailLag(kind: EmailKind, queuedAt: string | Date | null | undefined, now = Date.now()): void {
  const queued = queuedAt ? new Date(queuedAt).getTime() : NaN
  if (Number.isFinite(queued)) metrics().emailLag.observe({ kind }, Math.max(0, (now - queued) / 1000))
}
