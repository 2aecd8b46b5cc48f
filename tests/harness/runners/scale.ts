/**
 * npm run test:scale: the scaled mode on one machine. Debian's redis-server, an
 * S3-protocol server (s3rver), one throwaway PostgreSQL, two production servers
 * (runtime/server/main.ts) each from its own copy of the build (as on two hosts),
 * Debian's Varnish in front of both (deploy/varnish/default.vcl; the app purges it
 * through a relay a test can take down), one `npm run jobs` worker and a Slack
 * stand-in; then Vitest project `scale`,
 * which drives them through a control port (tests/harness/scale/scaleControl.ts).
 * SCALE_SKIP_BUILD=1 reuses an existing .next build. Logs in test-results/scale/.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import S3rver from 's3rver'

import { failureSummary } from './failureSummary'
import { startManagedProcess, tail, waitForLogLine, type ManagedProcess } from '../processes/managedProcess'
import { startRestartablePostgres } from '../processes/restartablePostgres'
import { startSwitchableStandIn } from '../standIns/switchableStandIn'
import { copyBuildAsHost } from '../processes/hostCopy'
import { startRestartableRedis } from '../processes/restartableRedis'
import { startPurgeRelay, startVarnish } from '../processes/varnish'
import { startScaleControl, type ScaleLab, type ServerName } from '../scale/scaleControl'
import { SCALE_ADMIN, SCALE_S3, SCALE_SETTINGS } from '../scale/settings'
import { freePort } from '../../../runtime/db/embeddedPostgres'
import { migrateAndSeed } from '../processes/migrateAndSeed'
import { bin, productionEnv, productionServer, run } from '../../../runtime/spawn'
import { waitForServer } from '../processes/waitForServer'

const started = Date.now()
const checkout = process.cwd()
if (process.env.SCALE_SKIP_BUILD !== '1' || !fs.existsSync('.next/BUILD_ID')) {
  const code = await run(bin('next'), ['build'], { ...process.env, NODE_OPTIONS: '--no-deprecation', NEXT_TELEMETRY_DISABLED: '1' }).exited
  if (code !== 0) process.exit(code)
}
const setupWatchdog = setTimeout(() => {
  console.error('[scale] setup did not finish within 5 minutes; see test-results/scale/*.log')
  process.exit(1)
}, 300_000)

const logDir = path.resolve('test-results/scale')
fs.rmSync(logDir, { recursive: true, force: true })
fs.mkdirSync(logDir, { recursive: true })
const logFile = (name: string) => path.join(logDir, `${name}.log`)
const failuresFile = path.join(logDir, 'vitest.json')
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'realtors-scale-'))

const postgres = await startRestartablePostgres('scale', logFile('postgres'))
const redis = await startRestartableRedis(path.join(root, 'redis'), await freePort(), logFile('redis'))
const s3Port = await freePort()
const s3 = new S3rver({
  port: s3Port,
  address: '127.0.0.1',
  silent: true,
  directory: path.join(root, 's3'),
  configureBuckets: [{ name: SCALE_S3.bucket, configs: [] }],
})
await s3.run()
const slack = await startSwitchableStandIn(() => ({ status: 200, body: { ok: true } }))

const ports: Record<ServerName, number> = { a: await freePort(), b: await freePort() }
const urlOf = (name: ServerName) => `http://localhost:${ports[name]}`
const varnish = await startVarnish(await freePort(), [ports.a, ports.b], logFile('varnish'))
const purgeRelay = await startPurgeRelay(varnish.url)
Object.assign(process.env, {
  DATABASE_URL: postgres.url,
  // Only the default mode writes here; with S3 nothing may land on disk (a test checks).
  MEDIA_DIR: postgres.mediaDir,
  PAYLOAD_SECRET: 'scale-test-secret',
  SEED_ADMIN_EMAIL: SCALE_ADMIN.email,
  SEED_ADMIN_PASSWORD: SCALE_ADMIN.password,
  ...SCALE_SETTINGS,
})
// Seeded without S3 and Slack: the demo pictures go to disk, then into the bucket below.
await migrateAndSeed()
Object.assign(process.env, {
  REDIS_URL: redis.url,
  S3_BUCKET: SCALE_S3.bucket,
  S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
  S3_REGION: SCALE_S3.region,
  S3_ACCESS_KEY_ID: SCALE_S3.accessKeyId,
  S3_SECRET_ACCESS_KEY: SCALE_S3.secretAccessKey,
  S3_FORCE_PATH_STYLE: '1',
  PUBLIC_URL: urlOf('a'),
  SLACK_WEBHOOK_URL: `${slack.url}/services/scale`,
  VARNISH_URL: purgeRelay.url,
})
const copied = await run(process.execPath, ['--import', 'tsx', 'scripts/media-to-s3.ts'], process.env).exited
if (copied !== 0) throw new Error('npm run media:to-s3 failed; see above')

const hosts: Record<ServerName, string> = {
  a: copyBuildAsHost(checkout, path.join(root, 'host-a')),
  b: copyBuildAsHost(checkout, path.join(root, 'host-b')),
}
const servers: Partial<Record<ServerName, ManagedProcess>> = {}
const exitCodes: Record<ServerName, number | null> = { a: null, b: null }
let starts = 0
async function startServer(name: ServerName): Promise<void> {
  const server = startManagedProcess(
    name,
    ...productionServer(ports[name]),
    productionEnv(),
    logFile(`server-${name}-${++starts}`),
    hosts[name],
  )
  servers[name] = server
  exitCodes[name] = null
  void server.exited.then((code) => (exitCodes[name] = code))
  await waitForServer(`${urlOf(name)}/admin/login`, () => server.alive(), { output: server.logFile, timeoutMs: 120_000 })
}
let worker: ManagedProcess | null = null
/** Resolves once the worker runs. */
async function startWorker(): Promise<void> {
  worker = startManagedProcess(
    'worker',
    process.execPath,
    ['--import', 'tsx', 'runtime/jobs.ts'],
    { ...process.env, NODE_ENV: 'production', NODE_OPTIONS: '--no-deprecation' },
    logFile('worker'),
  )
  await waitForLogLine(worker, /\[jobs\] worker running/)
}

const lab: ScaleLab = {
  status: () => ({
    servers: {
      a: { pid: servers.a?.pid ?? 0, alive: Boolean(servers.a?.alive()), url: urlOf('a'), exitCode: exitCodes.a },
      b: { pid: servers.b?.pid ?? 0, alive: Boolean(servers.b?.alive()), url: urlOf('b'), exitCode: exitCodes.b },
    },
    redis: redis.isUp() ? 'up' : 'down',
    worker: Boolean(worker?.alive()),
  }),
  stopRedis: () => redis.stop(),
  startRedis: () => redis.start(),
  async signalServer(name, signal) {
    const server = servers[name]
    if (!server?.alive()) throw new Error(`server ${name} is not running`)
    await server.kill(signal)
    return server.exited
  },
  slackDeliveries: slack.deliveries,
  setPurgesUp: (up) => purgeRelay.setUp(up),
  purges: purgeRelay.purges,
  async reset() {
    purgeRelay.setUp(true)
    await redis.start()
    await Promise.all((['a', 'b'] as const).filter((name) => !servers[name]?.alive()).map((name) => startServer(name)))
    if (!worker?.alive()) await startWorker()
  },
}
const control = await startScaleControl(lab)

let exitCode = 1
try {
  // One after the other: two cold starts at once on two cores only make both slower.
  await startServer('a')
  await startServer('b')
  await startWorker()
  clearTimeout(setupWatchdog)
  console.log(
    `[scale] ready in ${Math.round((Date.now() - started) / 1000)} s: A ${urlOf('a')}, B ${urlOf('b')}, logs in ${path.relative('.', logDir)}/`,
  )
  exitCode = await run(
    bin('vitest'),
    ['run', '--project', 'scale', '--reporter=default', '--reporter=json', `--outputFile.json=${failuresFile}`, ...process.argv.slice(2)],
    {
      ...process.env,
      SCALE_A_URL: urlOf('a'),
      SCALE_B_URL: urlOf('b'),
      SCALE_VARNISH_URL: varnish.url.replace('127.0.0.1', 'localhost'),
      CONTROL_URL: control.url,
      SCALE_MEDIA_DIR: postgres.mediaDir,
    },
  ).exited
} catch (error) {
  console.error(error)
} finally {
  clearTimeout(setupWatchdog)
  const processes = [servers.a, servers.b, worker].filter((p): p is ManagedProcess => Boolean(p))
  if (exitCode !== 0) {
    for (const p of processes) console.error(`\n--- last lines of ${p.logFile} ---\n${tail(p.logFile, 15, 300)}`)
    console.error(failureSummary(failuresFile))
  }
  if (exitCode !== 0) console.error(`\n--- last lines of ${varnish.process.logFile} ---\n${tail(varnish.process.logFile, 15, 300)}`)
  await Promise.all([...processes.map((p) => p.kill('SIGTERM')), varnish.stop()])
  await redis.stop()
  await control.close()
  await purgeRelay.close()
  await slack.close()
  await s3.close()
  await postgres.destroy()
  fs.rmSync(root, { recursive: true, force: true })
}
console.log(`[scale] ${exitCode === 0 ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`)
process.exit(exitCode)
