/**
 * npm run jobs: a worker that runs queued jobs (deliveries, realtor sync) apart
 * from the web server. Start web servers with JOBS_AUTORUN=0 when using it.
 *
 * SIGTERM / Ctrl-C: no new round starts, the running round (its jobs) finishes,
 * then the worker exits 0. Bounded by JOBS_SHUTDOWN_TIMEOUT_MS (default 20 s: a
 * round is at most JOBS_LIMIT deliveries at once, each cut after 5 s, plus one
 * sync); past it, the jobs this round claimed are handed back to the queue
 * (./jobsHandBack.ts) so another runner takes them now, not after the
 * stale-job threshold, and the worker exits 1.
 */
import { prepareRuntimeEnv } from './db/runtimeEnv'
import { loadPayload } from './payload'

const INTERVAL_MS = Number(process.env.JOBS_INTERVAL_MS ?? 2000)
const LIMIT = Number(process.env.JOBS_LIMIT ?? 20)
const SHUTDOWN_TIMEOUT_MS = Number(process.env.JOBS_SHUTDOWN_TIMEOUT_MS ?? 20_000)

process.env.JOBS_AUTORUN = '0'
await prepareRuntimeEnv('realtors')
const payload = await loadPayload()
// JSON logs in production, and the worker's own /metrics on METRICS_PORT (./workerObservability.ts).
await import('./workerObservability').then(({ observeWorker }) => observeWorker())
// Imported after the config: imported statically here, it made the worker exit silently (code 0)
// during start-up about half the time (Node 20, tsx, top-level await). The same for ./jobsHandBack
// (both import @payloadcms/db-postgres): statically imported, the worker exited with code 13.
const { recoverStaleJobsNowAndThen } = await import('../src/jobs/recoverStaleJobs')
const { handBackJobsClaimedSince } = await import('./jobsHandBack')

let stopping = false
let wakeUp: () => void = () => {}
let roundStartedAt: Date | null = null
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    console.log(`[jobs] ${signal}: ${roundStartedAt ? 'finishing the running jobs' : 'stopping'} (up to ${SHUTDOWN_TIMEOUT_MS} ms)`)
    wakeUp()
    setTimeout(() => void handBackAndExit(), SHUTDOWN_TIMEOUT_MS).unref()
  })
}

async function handBackAndExit(): Promise<never> {
  if (roundStartedAt) {
    const ids = await handBackJobsClaimedSince(payload, roundStartedAt).catch((error: Error) => {
      console.error(`[jobs] could not hand jobs back (${error.message}); they are released after STALE_JOB_AFTER_MS`)
      return []
    })
    console.error(`[jobs] jobs still running after ${SHUTDOWN_TIMEOUT_MS} ms; handed back to the queue: ${ids.join(', ') || 'none'}`)
  }
  process.exit(1)
}

console.log(`[jobs] worker running up to ${LIMIT} jobs every ${INTERVAL_MS} ms; Ctrl-C to stop`)
while (!stopping) {
  // Jobs a killed worker left `processing` are handed back (src/jobs/recoverStaleJobs.ts).
  await recoverStaleJobsNowAndThen(payload)
  roundStartedAt = new Date()
  try {
    await payload.jobs.run({ queue: 'default', limit: LIMIT })
    // Realtor syncs one at a time, so they reach the main API in order.
    if (!stopping) await payload.jobs.run({ queue: 'sync', limit: 1 })
  } catch (error) {
    console.error('[jobs] run failed:', (error as Error).message)
  }
  roundStartedAt = null
  if (stopping) break
  // The pause ends early on a signal.
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, INTERVAL_MS)
    wakeUp = () => {
      clearTimeout(timer)
      resolve()
    }
  })
}
console.log('[jobs] stopped')
process.exit(0)
