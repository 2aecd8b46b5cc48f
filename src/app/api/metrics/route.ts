/**
 * Prometheus metrics of this web instance, for a scraper holding METRICS_TOKEN (404 for anyone
 * else, and while the variable is unset). Each instance answers its own counters (requests,
 * cache, rate limits, its pool), so each is scraped on its own; the queue and delivery values
 * come from PostgreSQL and are the same from every instance. A jobs worker serves its own
 * counters on METRICS_PORT (runtime/workerMetrics.ts).
 */
import type { PostgresAdapter } from '@payloadcms/db-postgres'

import { mediaDir } from '@/lib/uploads/mediaDir'
import { checkReadiness } from '@/integrations/readiness'
import { collectDatabaseGauges, recordReadiness } from '@/integrations/observability/databaseGauges'
import { metrics } from '@/integrations/observability/metrics'
import { metricsTokenProblem, notFoundAnswer, scrapeAllowed } from '@/integrations/observability/metricsAccess'
import { getPayload } from '@/utilities/payload'

export const dynamic = 'force-dynamic'

// Set by the production server when it starts draining (runtime/server/gracefulShutdown.ts).
const DRAINING = Symbol.for('realtors.server.draining')

let warnedShortToken = false

export async function GET(request: Request) {
  if (!scrapeAllowed(request.headers.get('authorization'))) {
    if (metricsTokenProblem() === 'too short' && !warnedShortToken) {
      warnedShortToken = true
      console.warn('[metrics] METRICS_TOKEN is shorter than 16 characters: /api/metrics stays closed until it is longer')
    }
    return notFoundAnswer(new URL(request.url).pathname)
  }
  const payload = await getPayload()
  const draining = Boolean((globalThis as Record<symbol, unknown>)[DRAINING])
  const [readiness] = await Promise.all([
    draining ? { status: 'shutting down', checks: [] } : checkReadiness(process.env, mediaDir),
    collectDatabaseGauges(
      (payload.db as unknown as PostgresAdapter).pool,
      (payload.config.jobs.tasks ?? []).map((task) => task.slug),
    ),
  ])
  recordReadiness(readiness)
  const { registry } = metrics()
  return new Response(await registry.metrics(), {
    headers: { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' },
  })
}
