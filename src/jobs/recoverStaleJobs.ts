/**
 * Releases jobs left `processing` by a runner that died mid-run.
 *
 * Payload 3.90 claims a job by setting `processing` (and `updatedAt`) and clears
 * the flag when the run ends; nothing ever clears it when the runner is killed
 * (SIGKILL, out of memory, a redeploy) or loses the database before it can
 * record the outcome, and the queue skips `processing` jobs, so such a job
 * would never run again. Our tasks finish within seconds (third-party calls
 * time out after DELIVERY_TIMEOUT_MS), so a job claimed longer ago than
 * STALE_JOB_AFTER_MS belongs to a runner that is gone: it is handed back to the
 * queue, which runs it again (tasks skip work already done, e.g. a delivered lead).
 *
 * One UPDATE decides which jobs are stale and releases them, so any number of
 * processes can run it at once and each job is released once. It also clears
 * the job's claim: should the runner that held it be slow rather than gone, its
 * later writes to the job are dropped (src/jobs/claimJobsAtomically.ts).
 *
 * Payload deletes a run's completed jobs when the whole run ends; a runner
 * killed before that leaves the ones it had completed. Those are deleted here
 * once they are as old as the threshold (no run of ours lasts that long).
 */
import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { errorSummary } from '@/lib/errorSummary'

import { DELIVERY_TIMEOUT_MS } from './retryPolicy'

/** Well above any run of ours (about DELIVERY_TIMEOUT_MS plus a few queries). */
export const STALE_JOB_AFTER_MS = Math.max(Number(process.env.STALE_JOB_AFTER_MS ?? 120_000), 2 * DELIVERY_TIMEOUT_MS)

/** Answers the ids released. `updatedAt` is written with the runners' clock, so this compares with ours. */
export async function recoverStaleJobs(payload: Payload, staleAfterMs = STALE_JOB_AFTER_MS): Promise<number[]> {
  const db = payload.db as unknown as PostgresAdapter
  const now = new Date()
  const claimedBefore = new Date(now.getTime() - staleAfterMs).toISOString()
  const { rows } = await db.drizzle.execute(sql`
    UPDATE payload_jobs SET processing = false, claimed_by = NULL, updated_at = ${now.toISOString()}
    WHERE processing = true AND completed_at IS NULL AND updated_at < ${claimedBefore}
    RETURNING id, task_slug, queue
  `)
  const released = rows as { id: number; task_slug: string; queue: string }[]
  if (released.length) {
    payload.logger.warn({
      msg: `Released ${released.length} job(s) left processing for over ${Math.round(staleAfterMs / 1000)} s by a runner that stopped`,
      jobs: released.map((job) => `${job.queue}/${job.task_slug}#${job.id}`),
    })
  }
  if (payload.config.jobs.deleteJobOnComplete !== false) {
    const { rows: leftovers } = await db.drizzle.execute(sql`
      DELETE FROM payload_jobs WHERE completed_at < ${claimedBefore} AND processing IS NOT TRUE RETURNING id
    `)
    if (leftovers.length) {
      payload.logger.warn({ msg: `Deleted ${leftovers.length} completed job(s) a runner that stopped had not deleted` })
    }
  }
  return released.map((job) => Number(job.id))
}

let lastCheck = 0

/**
 * For every job runner's loop (the autoRun crons, `npm run jobs`): checks at
 * most every quarter of the threshold, so a stale job waits at most 1.25 times
 * it. Never throws: the database may be down, and the next check tries again.
 */
export async function recoverStaleJobsNowAndThen(payload: Payload): Promise<void> {
  if (Date.now() - lastCheck < STALE_JOB_AFTER_MS / 4) return
  lastCheck = Date.now()
  try {
    await recoverStaleJobs(payload)
  } catch (error) {
    payload.logger.error({ msg: 'Could not check for stale jobs', err: errorSummary(error) })
  }
}
