/**
 * The production processes the deploy tests start: the web server
 * (runtime/server/main.ts, as `npm start` runs it) and the jobs worker, each
 * with its output in test-results/deploy/<name>.log, on the database
 * tests/harness/runners/deploy.ts prepared (DATABASE_URL).
 */
import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { freePort } from '../../../runtime/db/embeddedPostgres'
import { productionEnv, productionServer } from '../../../runtime/spawn'
import { waitForServer } from './waitForServer'
import { startManagedProcess, type ManagedProcess } from './managedProcess'

export const logDir = path.resolve('test-results/deploy')
fs.mkdirSync(logDir, { recursive: true })

let started = 0
export const logFile = (name: string) => path.join(logDir, `${name}-${process.pid}-${++started}.log`)

/** Every request comes from 127.0.0.1: the rate limits are tested elsewhere. */
export const serverSettings = {
  JOBS_AUTORUN: '0',
  LEAD_RATE_LIMIT: '100000',
  CONTACT_RATE_LIMIT: '100000',
}

export type RunningServer = { process: ManagedProcess; port: number; origin: string }

export async function startWebServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const server = startManagedProcess(
    'server',
    ...productionServer(port),
    productionEnv({ ...process.env, ...serverSettings, PUBLIC_URL: `http://localhost:${port}`, ...env }),
    logFile('server'),
  )
  await waitForServer(`${origin}/api/build`, () => server.alive(), { output: server.logFile, timeoutMs: 90_000 })
  return { process: server, port, origin }
}

export function startWorker(env: Record<string, string>): ManagedProcess {
  // node itself rather than the tsx CLI, so the signal reaches the worker and not a wrapper.
  return startManagedProcess(
    'worker',
    process.execPath,
    ['--import', 'tsx', 'runtime/jobs.ts'],
    { ...process.env, NODE_ENV: 'production', NODE_OPTIONS: '--no-deprecation', JOBS_INTERVAL_MS: '200', ...env },
    logFile('worker'),
  )
}

/** One query on the test database. */
export async function query<Row>(text: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    return (await client.query(text, values)).rows as Row[]
  } finally {
    await client.end()
  }
}

/** Polls `check` until it answers a value other than undefined/false, or fails after `ms`. */
export async function eventually<T>(
  what: string,
  check: () => Promise<T | undefined | false> | T | undefined | false,
  ms = 30_000,
): Promise<T> {
  const deadline = Date.now() + ms
  for (;;) {
    const value = await check()
    if (value !== undefined && value !== false) return value
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
