/**
 * What a resilience test reaches: the production server (RESILIENCE_BASE_URL), the
 * runner's control port (CONTROL_URL) and PostgreSQL itself (DATABASE_URL).
 */
import pg from 'pg'

import type { LabStatus, StandInName } from './controlServer'
import type { Delivery, Mode } from '../standIns/switchableStandIn'
import { NOT_A_SCHEDULED_RUN } from '../jobs'

export function required(name: string): string {
  const value = process.env[name]
  if (!value) throw new Error(`${name} is not set: run these tests with \`npm run test:resilience\``)
  return value
}

export const baseUrl = () => required('RESILIENCE_BASE_URL')
export const staleJobAfterMs = () => Number(required('STALE_JOB_AFTER_MS'))

/** A JSON call to the runner's control port (CONTROL_URL); shared by the resilience and scale tests. */
export async function callControl<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(new URL(path, required('CONTROL_URL')), {
    method,
    headers: body ? { 'Content-Type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  })
  const json = await response.json()
  if (!response.ok) throw new Error(`control ${method} ${path}: ${json.error}`)
  return json as T
}

export const control = {
  status: () => callControl<LabStatus>('GET', '/status'),
  reset: () => callControl<LabStatus>('POST', '/reset'),
  stopPostgres: () => callControl<{ ms: number; at: number }>('POST', '/postgres/stop'),
  startPostgres: () => callControl<{ ms: number; at: number }>('POST', '/postgres/start'),
  killWorkers: () => callControl<{ killed: number[] }>('POST', '/workers/kill'),
  startWorker: () => callControl<{ pid: number }>('POST', '/workers/start'),
  setMode: (name: StandInName, mode: Mode) => callControl<LabStatus>('POST', '/stand-ins/mode', { name, mode }),
  hangWhenBodyIncludes: (name: StandInName, text: string | null) => callControl('POST', '/stand-ins/hang', { name, text }),
  deliveries: (name: StandInName, after = 0) => callControl<Delivery[]>('GET', `/stand-ins/deliveries?name=${name}&after=${after}`),
}

let pool: pg.Pool | undefined

/** Straight to PostgreSQL, not through the app. Survives the restarts the tests cause. */
export async function query<Row extends Record<string, unknown>>(text: string, values: unknown[] = []): Promise<Row[]> {
  if (!pool) {
    pool = new pg.Pool({ connectionString: required('DATABASE_URL'), max: 2 })
    pool.on('error', () => {}) // idle connections cut by a PostgreSQL restart: the next query reconnects
  }
  return (await pool.query<Row>(text, values)).rows
}

export async function closeDatabase(): Promise<void> {
  await pool?.end()
  pool = undefined
}

/** Polls `check` until it answers a value (not undefined / false); fails with `what` after `ms`. */
export async function waitFor<T>(what: string, ms: number, check: () => Promise<T | undefined | false>, everyMs = 250): Promise<T> {
  const deadline = Date.now() + ms
  let last: unknown
  while (Date.now() < deadline) {
    try {
      const value = await check()
      if (value !== undefined && value !== false) return value
    } catch (error) {
      last = error
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs))
  }
  throw new Error(`timed out after ${ms / 1000} s waiting for ${what}${last ? ` (last error: ${(last as Error).message})` : ''}`)
}

/**
 * Every test starts from normal operation: PostgreSQL and the stand-ins up, one
 * worker, and the queue drained of what earlier tests (in any order) left.
 */
export async function startFromNormal(): Promise<LabStatus> {
  const status = await control.reset()
  await waitFor(
    'the job queue to drain',
    120_000,
    async () => {
      const [{ open }] = await query<{ open: string }>(
        `SELECT count(*) AS open FROM payload_jobs WHERE completed_at IS NULL AND has_error IS NOT TRUE AND ${NOT_A_SCHEDULED_RUN}`,
      )
      return Number(open) === 0
    },
    500,
  )
  return status
}
