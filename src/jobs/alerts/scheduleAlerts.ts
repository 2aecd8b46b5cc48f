/**
 * Keeps exactly one alerts run waiting in the `alerts` queue, due ALERTS_INTERVAL_S seconds (default
 * 300) after the previous one was queued. Every job runner calls this before its rounds; an advisory
 * lock makes the check-and-queue one step across runners, so two runners never queue two runs.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { errorSummary } from '@/lib/errorSummary'
import { inLockedTransaction } from '../lockedTransaction'

export const ALERTS_QUEUE = 'alerts'
const SCHEDULE_LOCK_KEY = 730_001
const CHECK_EVERY_MS = 10_000

/** ALERTS_INTERVAL_S: seconds between alert runs (at least 10). */
export function alertsIntervalMs(env: Record<string, string | undefined> = process.env): number {
  const seconds = Number(env.ALERTS_INTERVAL_S)
  return (Number.isFinite(seconds) && seconds >= 10 ? seconds : 300) * 1000
}

/** Queues the next run when none is waiting; true when it queued one. */
export async function queueNextAlertRun(payload: Payload, now = new Date()): Promise<boolean> {
  const queued = await inLockedTransaction(payload, SCHEDULE_LOCK_KEY, 'wait', async (tx, req) => {
    const { rows } = await tx.execute(sql`
      SELECT 1 FROM payload_jobs WHERE task_slug = 'sendAlerts' AND completed_at IS NULL AND has_error IS NOT TRUE LIMIT 1`)
    if (rows.length > 0) return false
    const waitUntil = new Date(now.getTime() + alertsIntervalMs())
    await payload.jobs.queue({ task: 'sendAlerts', input: {}, queue: ALERTS_QUEUE, waitUntil, req })
    return true
  })
  return queued === true
}

let lastCheck = 0

/** For every runner's loop; checks at most every 10 s and never throws (the database may be down). */
export async function scheduleAlertsNowAndThen(payload: Payload): Promise<void> {
  if (Date.now() - lastCheck < CHECK_EVERY_MS) return
  lastCheck = Date.now()
  try {
    await queueNextAlertRun(payload)
  } catch (error) {
    payload.logger.error({ msg: 'Could not schedule the next alerts run', err: errorSummary(error) })
  }
}
