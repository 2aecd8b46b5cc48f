/**
 * npm run jobs: a worker that runs queued jobs (deliveries, realtor sync) apart
 * from the web server. Start web servers with JOBS_AUTORUN=0 when using it.
 */
import { prepareRuntimeEnv } from './db/runtimeEnv'
import { loadPayload } from './lib/payload'

const INTERVAL_MS = Number(process.env.JOBS_INTERVAL_MS ?? 2000)
const LIMIT = Number(process.env.JOBS_LIMIT ?? 20)

process.env.JOBS_AUTORUN = '0'
await prepareRuntimeEnv('realtors')
const payload = await loadPayload()
// Imported after the config: imported statically here, it made the worker exit silently (code 0)
// during start-up about half the time (Node 20, tsx, top-level await).
const { recoverStaleJobsNowAndThen } = await import('../src/jobs/recoverStaleJobs')
let stopping = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => (stopping = true))
console.log(`[jobs] worker running up to ${LIMIT} jobs every ${INTERVAL_MS} ms; Ctrl-C to stop`)
while (!stopping) {
  // Jobs a killed worker left `processing` are handed back (src/jobs/recoverStaleJobs.ts).
  await recoverStaleJobsNowAndThen(payload)
  try {
    await payload.jobs.run({ queue: 'default', limit: LIMIT })
    // Realtor syncs one at a time, so they reach the main API in order.
    await payload.jobs.run({ queue: 'sync', limit: 1 })
  } catch (error) {
    console.error('[jobs] run failed:', (error as Error).message)
  }
  await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS))
}
process.exit(0)
