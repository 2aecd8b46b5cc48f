/**
 * The worker drill (npm run test:workers): three `npm run jobs` workers share
 * one queue of 1,000 contacts, 1,000 leads and 500 realtor syncs against real
 * SMTP, Slack and main-API stand-ins, and one of them is SIGKILLed midway, at
 * a moment it has sent something and not yet heard back.
 *
 * Every e-mail and every delivery must arrive exactly once by its key
 * (Message-ID, Idempotency-Key); a key may arrive twice only for a job the
 * killed worker held when it died, which another worker runs again once the
 * job is stale. At the end no job is left: all ran to completion, and every
 * record shows its outcome.
 */
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startManagedProcess, tail, waitForLogLine, type ManagedProcess } from '../harness/processes/managedProcess'
import { startRestartablePostgres, type RestartablePostgres } from '../harness/processes/restartablePostgres'
import { DRILL, DRILL_WORKER_SETTINGS } from './support/drillSettings'
import { Gate, recordingHttp, recordingSmtp, type Arrival, type HttpRecorder, type SmtpRecorder } from './support/recorders'
import { NOT_A_SCHEDULED_RUN } from '../harness/jobs'

const logDir = path.resolve('test-results/workers')
const logFile = (name: string) => path.join(logDir, `${name}.log`)

let postgres: RestartablePostgres
let db: pg.Pool
const gate = new Gate()
let smtp: SmtpRecorder
let slack: HttpRecorder
let mainApi: HttpRecorder
const workers: ManagedProcess[] = []

const query = async <Row extends Record<string, unknown>>(text: string, values: unknown[] = []) => (await db.query<Row>(text, values)).rows

/** Polls observable state until `check` answers a value; fails naming `what` after `ms`. */
async function waitFor<T>(what: string, ms: number, check: () => Promise<T | undefined | false> | T | undefined | false, everyMs = 100) {
  const deadline = Date.now() + ms
  for (;;) {
    const value = await check()
    if (value !== undefined && value !== false) return value
    if (Date.now() > deadline) throw new Error(`timed out after ${ms / 1000} s waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, everyMs))
  }
}

function runChild(name: string, script: string, env: NodeJS.ProcessEnv): Promise<number> {
  // node itself rather than the tsx CLI, so a kill reaches the process that runs the script.
  return startManagedProcess(name, process.execPath, ['--import', 'tsx', script], env, logFile(name)).exited
}

beforeAll(async () => {
  const { mkdirSync, rmSync } = await import('node:fs')
  rmSync(logDir, { recursive: true, force: true })
  mkdirSync(logDir, { recursive: true })
  postgres = await startRestartablePostgres('workers', logFile('postgres'))
  db = new pg.Pool({ connectionString: postgres.url, max: 2 })
  db.on('error', () => {}) // an idle connection cut when the drill's PostgreSQL stops
  const base: NodeJS.ProcessEnv = { ...process.env, ...DRILL_WORKER_SETTINGS, DATABASE_URL: postgres.url, MEDIA_DIR: postgres.mediaDir }
  const seeded = await runChild('seed', 'tests/workers/support/seedDrill.ts', base)
  if (seeded !== 0) throw new Error(`seeding failed (exit ${seeded}):\n${tail(logFile('seed'), 30, 300)}`)

  smtp = await recordingSmtp(gate)
  slack = await recordingHttp(gate, () => ({ status: 200, body: { ok: true } }))
  mainApi = await recordingHttp(gate, (request) => ({ status: request.method === 'POST' ? 201 : 200, body: {} }))
  const env: NodeJS.ProcessEnv = {
    ...base,
    SMTP_URL: smtp.url,
    SLACK_WEBHOOK_URL: `${slack.url}/services/drill`,
    MAIN_API_URL: mainApi.url,
  }
  for (let i = 1; i <= DRILL.workers; i++) {
    workers.push(startManagedProcess(`worker-${i}`, process.execPath, ['--import', 'tsx', 'runtime/jobs.ts'], env, logFile(`worker-${i}`)))
  }
  await Promise.all(workers.map((worker) => waitForLogLine(worker, /\[jobs\] worker running/, 120_000)))
}, 240_000)

afterAll(async () => {
  gate.open()
  await Promise.all(workers.map((worker) => worker.kill('SIGTERM')))
  await Promise.all([smtp?.server.stop(), slack?.server.close(), mainApi?.server.close()])
  await db?.end()
  await postgres?.destroy()
})

/** What a key names: the job that sends it (task and record), as the drill's jobs are queued. */
function jobOf(recorder: 'smtp' | 'slack' | 'mainApi', arrival: Arrival): string {
  if (recorder === 'smtp') {
    const [, kind, id] = /^<(contact|lead)-(\d+)\./.exec(arrival.key) ?? []
    return kind === 'contact' ? `emailContact:${id}` : `emailLead:${id}`
  }
  if (recorder === 'slack') return `forwardLead:${arrival.key.replace(/^lead-/, '')}`
  if (arrival.key.startsWith('contact-')) return `forwardContact:${arrival.key.replace(/^contact-/, '')}`
  return `syncRealtor#${arrival.key.replace(/^realtor-sync-/, '')}`
}

/** The same names for jobs in the database. */
const jobName = (job: { id: number; task_slug: string; input: Record<string, number> }) =>
  job.task_slug === 'syncRealtor' ? `syncRealtor#${job.id}` : `${job.task_slug}:${job.input.contactId ?? job.input.leadId}`

const allArrivals = () => [
  ...smtp.arrivals.map((arrival) => ({ recorder: 'smtp' as const, arrival })),
  ...slack.arrivals.map((arrival) => ({ recorder: 'slack' as const, arrival })),
  ...mainApi.arrivals.map((arrival) => ({ recorder: 'mainApi' as const, arrival })),
]

/** Each key, and how many times it arrived. */
function counts(arrivals: Arrival[]): Map<string, number> {
  const seen = new Map<string, number>()
  for (const { key } of arrivals) seen.set(key, (seen.get(key) ?? 0) + 1)
  return seen
}

describe('three workers, one killed midway', () => {
  it('deliver every e-mail, post and sync exactly once by key, and leave no job behind', async () => {
    const started = Date.now()
    const [victim, ...survivors] = workers
    const victimClaims = `${os.hostname()}:${victim.pid}:`
    const expected = DRILL.contacts * 2 + DRILL.leads * 2 + DRILL.syncs
    // The deliveries and syncs this drill queued; the next alerts run and the next daily market reports run
    // wait in their own queues as scheduled.
    const released = await query<{ id: number }>(`UPDATE payload_jobs SET wait_until = NULL WHERE ${NOT_A_SCHEDULED_RUN} RETURNING id`)
    expect(released).toHaveLength(expected)

    // Midway: half of everything has arrived.
    await waitFor('half of the deliveries', 180_000, () => allArrivals().length >= expected / 2, 50)
    const arrivedBeforeKill = allArrivals().length

    // Hold new arrivals until one of them was sent by the victim for a job it still holds.
    for (let round = 1; ; round++) {
      gate.close()
      // Within 3 s: the others' held calls must not reach their 5 s timeout (a timeout is a retry, a second arrival).
      const caught = await waitFor('one of the victim’s jobs to be sent and held', 3_000, async () => {
        const held = allArrivals().filter(({ arrival }) => arrival.held && arrival.answeredAt === null)
        if (!held.length) return false
        const jobs = await query<{ id: number; task_slug: string; input: Record<string, number> }>(
          `SELECT id, task_slug, input FROM payload_jobs WHERE processing AND starts_with(claimed_by, $1)`,
          [victimClaims],
        )
        const names = new Set(jobs.map(jobName))
        return held.some(({ recorder, arrival }) => names.has(jobOf(recorder, arrival))) ? jobs : false
      }).catch(() => null)
      if (caught) {
        await victim.kill('SIGKILL')
        break
      }
      // Not this time (its round had ended): let everything through and try again a little later.
      gate.open()
      expect(round, 'rounds spent waiting for the victim to send').toBeLessThan(20)
      const before = allArrivals().length
      await waitFor('more arrivals', 30_000, () => allArrivals().length >= before + 20, 20)
    }
    const killedAt = Date.now()
    // Dead: what it held now stays as it left it until the stale-job check hands it back.
    const inFlight = await query<{ id: number; task_slug: string; input: Record<string, number> }>(
      `SELECT id, task_slug, input FROM payload_jobs WHERE processing AND starts_with(claimed_by, $1)`,
      [victimClaims],
    )
    gate.open()
    expect(inFlight.length).toBeGreaterThan(0)

    // The two others finish everything, the victim's jobs included.
    await waitFor(
      'the queue to be empty (each job completed and deleted)',
      180_000,
      async () => Number((await query<{ n: string }>(`SELECT count(*) AS n FROM payload_jobs WHERE ${NOT_A_SCHEDULED_RUN}`))[0].n) === 0,
      500,
    ).catch(async (error: Error) => {
      const left = await query(
        `SELECT task_slug, processing, has_error, total_tried, completed_at IS NOT NULL AS completed, wait_until > now() AS waiting,
           claimed_by IS NOT NULL AS claimed, left(error::text, 200) AS error, count(*) AS n
         FROM payload_jobs GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 ORDER BY n DESC LIMIT 10`,
      )
      throw new Error(`${error.message}; left: ${JSON.stringify(left)}`)
    })
    const doneAt = Date.now()
    expect(survivors.every((worker) => worker.alive())).toBe(true)

    // Every record shows its outcome.
    const [contacts] = await query<{ delivered: string; emailed: string }>(
      `SELECT count(*) FILTER (WHERE forwarding_status = 'delivered') AS delivered, count(*) FILTER (WHERE notification_status = 'sent') AS emailed FROM contacts`,
    )
    const [leads] = await query<{ delivered: string; emailed: string }>(
      `SELECT count(*) FILTER (WHERE forwarding_status = 'delivered') AS delivered, count(*) FILTER (WHERE notification_status = 'sent') AS emailed FROM leads`,
    )
    expect(contacts).toEqual({ delivered: String(DRILL.contacts), emailed: String(DRILL.contacts) })
    expect(leads).toEqual({ delivered: String(DRILL.leads), emailed: String(DRILL.leads) })
    const [{ synced }] = await query<{ synced: string }>(`SELECT count(*) AS synced FROM realtors WHERE sync_status = 'synced'`)
    expect(Number(synced)).toBe(DRILL.syncs)

    // Exactly once by key; twice only for what the victim held.
    const victimJobs = new Set(inFlight.map(jobName))
    const repeats: string[] = []
    for (const [recorder, arrivals, wanted] of [
      ['smtp', smtp.arrivals, DRILL.contacts + DRILL.leads],
      ['slack', slack.arrivals, DRILL.leads],
      ['mainApi', mainApi.arrivals, DRILL.contacts + DRILL.syncs],
    ] as const) {
      const seen = counts(arrivals)
      expect(seen.size, `${recorder}: distinct keys`).toBe(wanted)
      expect(seen.has(''), `${recorder}: an arrival without a key`).toBe(false)
      for (const [key, times] of seen) {
        if (times === 1) continue
        const job = jobOf(
          recorder,
          arrivals.find((arrival) => arrival.key === key)!,
        )
        repeats.push(`${recorder} ${key} x${times}`)
        expect(victimJobs.has(job), `${recorder} ${key} arrived ${times} times, but its job (${job}) was not the victim's`).toBe(true)
        expect(times, `${recorder} ${key}`).toBe(2)
      }
    }
    expect([...slack.arrivals, ...mainApi.arrivals].every((arrival) => arrival.answeredAt !== null)).toBe(true)

    // Each realtor's sync once: a PATCH to its own record.
    const patched = mainApi.arrivals.filter((arrival) => arrival.method === 'PATCH').map((arrival) => arrival.path)
    expect(new Set(patched).size).toBe(DRILL.syncs)

    console.log(
      `[workers drill] ${DRILL.workers} workers, ${expected} deliveries (${DRILL.contacts + DRILL.leads} e-mails, ${DRILL.leads} Slack posts, ` +
        `${DRILL.contacts} contacts and ${DRILL.syncs} syncs to the main API); killed worker ${victim.pid} after ${arrivedBeforeKill} arrivals ` +
        `holding ${inFlight.length} job(s) (${[...victimJobs].join(', ')}); repeats: ${repeats.join(', ') || 'none'}; ` +
        `queue empty ${Math.round((doneAt - killedAt) / 100) / 10} s after the kill, ${Math.round((doneAt - started) / 100) / 10} s after the workers were up`,
    )
  }, 420_000)
})
