import type { Payload } from 'payload'

/** Runs a queue until nothing in it is waiting (retries included, backoff 0 in tests). */
export async function runQueueUntilIdle(payload: Payload, queue: string, maxRounds = 20): Promise<void> {
  for (let round = 0; round < maxRounds; round++) {
    const { totalDocs } = await payload.count({
      collection: 'payload-jobs',
      where: { and: [{ queue: { equals: queue } }, { completedAt: { exists: false } }, { hasError: { not_equals: true } }] },
    })
    if (totalDocs === 0) return
    await payload.jobs.run({ queue, limit: 50 })
  }
  throw new Error(`queue ${queue} still busy after ${maxRounds} rounds`)
}

/**
 * The runs every job runner keeps waiting in their queues for their hour (the next alerts run,
 * src/jobs/alerts/scheduleAlerts.ts; the next daily market reports run,
 * src/jobs/marketReports/scheduleMarketReports.ts): a schedule, not work left over.
 */
export const SCHEDULED_RUN_TASKS = ['sendAlerts', 'refreshMarketReports'] as const

/** SQL condition on payload_jobs: a job that is not one of SCHEDULED_RUN_TASKS. */
export const NOT_A_SCHEDULED_RUN = `(task_slug IS NULL OR task_slug NOT IN (${SCHEDULED_RUN_TASKS.map((task) => `'${task}'`).join(', ')}))`
