/**
 * npm run jobs: a worker that runs queued jobs (deliveries, realtor sync) apart
 * from the web server. Start web servers with JOBS_AUTORUN=0 when using it.
 */
import { prepareRuntimeEnv } from './db/runtimeEnv'
import { loadPayload } from './lib/payload'

const INTERVAL_MS = Number(process.env.JOBS_INTERVAL_MS ?? 2000)

process.env.JOBS_AUTORUN = '0'
await prepareRuntimeEnv('realtors')
const payload = await loadPayload()
let stopping = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => (stopping = true))
console.log(`[jobs] worker running every ${INTERVAL_MS} ms; Ctrl-C to stop`)
while (!stopping) {
  try {
    await payload.jobs.run({ queue: 'default', limit: 20 })
    // Realtor syncs one at a time, so they reach the main API in order.
    await payload.jobs.run({ queue: 'sync', limit: 1 })
  } catch (error) {
    console.error('[jobs] run failed:', (error as Error).message)
  }
  await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS))
}
process.exit(0)
