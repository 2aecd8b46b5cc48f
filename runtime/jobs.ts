/**
 * npm run jobs: a worker that runs queued jobs (deliveries, realtor sync) apart
 * from the web server. Start web servers with JOBS_AUTORUN=0 when using it.
 * Any number of workers (and servers running jobs) can share the queue: each job
 * is claimed by one of them (src/jobs/claimJobsAtomically.ts).
 *
 * A round claims up to JOBS_LIMIT jobs of each queue and runs them; the next
 * round follows at once while there was work, else after JOBS_INTERVAL_MS.
 *
 * SIGTERM / Ctrl-C: no new round starts, the running round (its jobs) finishes,
 * then the worker exits 0. Bounded by JOBS_SHUTDOWN_TIMEOUT_MS (default 20 s: a
 * round is at most JOBS_LIMIT deliveries and syncs at once, each cut after 5 s);
 * past it, the jobs this process claimed are handed back to the queue
 * (./jobsHandBack.ts) so another runner takes them now, not after the
 * stale-job threshold, and the worker exits 1.
 */
import { ALERTS_QUEUE, scheduleAlertsNowAndThen } from '../src/jobs/alerts/scheduleAlerts'
import { MARKET_REPORTS_QUEUE, scheduleMarketReportsNowAndThen } from '../src/jobs/marketReports/scheduleMarketReports'
import { recoverStaleJobsNowAndThen } from '../src/jobs/recoverStaleJobs'
import { prepareRuntimeEnv } from './db/runtimeEnv'
import { handBackJobsOfThisProcess } from './jobsHandBack'
import { loadPayload } from './payload'

const INTERVAL_MS = Number(process.env.JOBS_INTERVAL_MS ?? 2000)
const LIMIT = Number(process.env.JOBS_LIMIT ?? 20)
const SHUTDOWN_TIMEOUT_MS = Number(process.env.JOBS_SHUTDOWN_TIMEOUT_MS ?? 20_000)

process.env.JOBS_AUTORUN = '0'
await prepareRuntimeEnv('realtors')
const payload = await loadPayload()
// JSON logs in production, and the worker's own /metrics on METRICS_PORT (./workerObservability.ts).
await import('./workerObservability').then(({ observeWorker }) => observeWorker())

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
    const ids = await handBackJobsOfThisProcess(payload).catch((error: Error) => {
      console.error(`[jobs] could not hand jobs back (${error.message}); they are released after STALE_JOB_AFTER_MS`)
      return []
    })
    console.error(`[jobs] jobs still running after ${SHUTDOWN_TIMEOUT_MS} ms; handed back to the queue: ${ids.join(', ') || 'none'}`)
  }
  process.exit(1)
}

/**
 * A queue whose runs are long in a loop of its own, so it never holds the deliveries back: the
 * saved-search alerts (one run waits in the queue at a time, src/jobs/alerts/scheduleAlerts.ts) and
 * the areas' market reports (a daily run, then one job per area, src/jobs/marketReports/).
 */
const ownLoop = (name: string, schedule: (p: typeof payload) => Promise<void>, queue: string, limit: number) =>
  (async () => {
    while (!stopping) {
      await schedule(payload)
      try {
        await payload.jobs.run({ queue, limit })
      } catch (error) {
        console.error(`[jobs] ${name} run failed:`, (error as Error).message)
      }
      await new Promise<void>((resolve) => setTimeout(resolve, INTERVAL_MS))
    }
  })()
const alertsLoop = ownLoop('alerts', scheduleAlertsNowAndThen, ALERTS_QUEUE, 1)
const marketReportsLoop = ownLoop('market reports', scheduleMarketReportsNowAndThen, MARKET_REPORTS_QUEUE, 4)

console.log(`[jobs] worker running up to ${LIMIT} jobs per queue a round, every ${INTERVAL_MS} ms when idle; Ctrl-C to stop`)
while (!stopping) {
  // Jobs a killed worker left `processing` are handed back (src/jobs/recoverStaleJobs.ts).
  await recoverStaleJobsNowAndThen(payload)
  roundStartedAt = new Date()
  let ranSome = false
  try {
    // Realtor syncs beside the deliveries: one realtor's syncs still run one after another (their concurrency key).
    const rounds = await Promise.all([
      payload.jobs.run({ queue: 'default', limit: LIMIT }),
      payload.jobs.run({ queue: 'sync', limit: LIMIT }),
    ])
    ranSome = rounds.some((round) => !round.noJobsRemaining)
  } catch (error) {
    console.error('[jobs] run failed:', (error as Error).message)
  }
  roundStartedAt = null
  if (stopping) break
  if (ranSome) continue
  // The pause ends early on a signal.
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, INTERVAL_MS)
    wakeUp = () => {
      clearTimeout(timer)
      resolve()
    }
  })
}
await Promise.all([alertsLoop, marketReportsLoop])
console.log('[jobs] stopped')
process.exit(0)
