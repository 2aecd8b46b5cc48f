/**
 * The market reports' schedule. Every job runner calls scheduleMarketReportsNowAndThen before its
 * rounds; under an advisory lock (one check-and-queue across runners, as the alerts' schedule does)
 * it keeps one daily run waiting, due at MARKET_REPORTS_HOUR_UTC (10:00 UTC: 2 or 3 am in California,
 * 5 or 6 am in Georgia, so the morning's visitors see the night's figures). That run queues one job
 * per area in the queue of its own, MARKET_REPORTS_QUEUE, so thousands of areas never hold up the
 * e-mails of the default queue. Each area's job has the area's concurrency key, and a newer one
 * replaces a waiting one: one area is never computed twice at once, nor queued twice.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { marketReportKey, type AgentMarketArea } from '@/integrations/listings/marketHomes'
import { errorSummary } from '@/lib/errorSummary'
import { normalArea } from '@/lib/market/area'
import { inLockedTransaction } from '../lockedTransaction'

export const MARKET_REPORTS_QUEUE = 'market-reports'
export const MARKET_REPORTS_HOUR_UTC = 10
const SCHEDULE_LOCK_KEY = 730_005
const CHECK_EVERY_MS = 10 * 60_000
const HOUR_MS = 60 * 60_000

/** The next MARKET_REPORTS_HOUR_UTC o'clock after `now`. */
export function nextMarketReportsRun(now: Date): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), MARKET_REPORTS_HOUR_UTC)
  return new Date(today > now.getTime() ? today : today + 24 * HOUR_MS)
}

/** Queues the next daily run when none is waiting; true when it queued one. */
export async function queueNextMarketReportsRun(payload: Payload, now = new Date()): Promise<boolean> {
  const queued = await inLockedTransaction(payload, SCHEDULE_LOCK_KEY, 'wait', async (tx, req) => {
    const { rows } = await tx.execute(sql`
      SELECT 1 FROM payload_jobs WHERE task_slug = 'refreshMarketReports' AND completed_at IS NULL AND has_error IS NOT TRUE LIMIT 1`)
    if (rows.length > 0) return false
    await payload.jobs.queue({
      task: 'refreshMarketReports',
      input: {},
      queue: MARKET_REPORTS_QUEUE,
      waitUntil: nextMarketReportsRun(now),
      req,
    })
    return true
  })
  return queued === true
}

let lastCheck = 0

/** For every runner's loop; checks at most every 10 minutes and never throws (the database may be down). */
export async function scheduleMarketReportsNowAndThen(payload: Payload): Promise<void> {
  if (Date.now() - lastCheck < CHECK_EVERY_MS) return
  lastCheck = Date.now()
  try {
    await queueNextMarketReportsRun(payload)
  } catch (error) {
    payload.logger.error({ msg: 'Could not schedule the next market reports run', err: errorSummary(error) })
  }
}

/**
 * Queues the computation of one area's report now (a page just published about an area without a
 * report). Inside `req`'s transaction when given, so it is queued only if that change commits.
 */
export async function queueMarketReport(payload: Payload, area: AgentMarketArea, req?: PayloadRequest): Promise<void> {
  const { state, city, zipcode } = normalArea(area)
  await payload.jobs.queue({
    task: 'computeMarketReport',
    input: { agentId: area.agentId, state, city, zipcode },
    queue: MARKET_REPORTS_QUEUE,
    ...(req ? { req } : {}),
  })
}

/** Queues the area's report unless it has one already (a second page about an area computes nothing new). */
export async function queueMarketReportIfMissing(payload: Payload, area: AgentMarketArea, req?: PayloadRequest): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'market-reports',
    where: { key: { equals: marketReportKey(area) } },
    overrideAccess: true,
    ...(req ? { req } : {}),
  })
  if (totalDocs > 0) return false
  await queueMarketReport(payload, area, req)
  return true
}

/** The concurrency key of an area's job (its report's key). */
export const marketReportJobKey = (area: AgentMarketArea) => `market-report:${marketReportKey(area)}`
