/**
 * GET /api/metrics in-process, against the int suite's PostgreSQL and a real SMTP server: who
 * may read it (404 for everyone else, and while METRICS_TOKEN is unset), and each value read at
 * the scrape or counted by the app moving when its event happens: a queued job (and how long it
 * has waited), a failed and a retrying delivery, an e-mail accepted by SMTP with its lag (and
 * none for an e-mail only kept in the outbox), a rate-limit refusal, the pool's numbers and the
 * readiness. Requests and the page cache are counted by the production server:
 * tests/deploy/observability.test.ts.
 */
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { GET as metricsRoute } from '@/app/api/metrics/route'
import { overrideEnv } from '../harness/env'
import { validLead } from '../harness/formBodies'
import { runQueueUntilIdle } from '../harness/jobs'
import { counterValue, sampleValue } from '../harness/metricsText'
import { testPayload } from '../harness/payload'
import { rest } from '../harness/rest'
import { startSmtpStandIn, type SmtpStandIn } from '../harness/standIns/smtpStandIn'

const TOKEN = 'int-metrics-token-0123456789abcdef'

let payload: Payload
let smtp: SmtpStandIn
let restoreEnv = () => {}

beforeAll(async () => {
  payload = await testPayload()
  smtp = await startSmtpStandIn()
})
afterEach(() => {
  restoreEnv()
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('realtors.server.draining')]
})
afterAll(() => smtp.stop())

const ask = (headers: Record<string, string> = {}, url = 'http://localhost:3000/api/metrics') => metricsRoute(new Request(url, { headers }))

async function scrape(): Promise<string> {
  const response = await ask({ Authorization: `Bearer ${TOKEN}` })
  expect(response.status).toBe(200)
  return response.text()
}

const sql = (text: string, values: unknown[] = []) => (payload.db as unknown as PostgresAdapter).pool.query(text, values)

let ipCounter = 0
const nextIp = () => `10.91.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`

async function submitLead(ip = nextIp()): Promise<Response> {
  return rest('POST', '/send-to-slack', { body: validLead(), headers: { 'X-Forwarded-For': ip } })
}

describe('who may read /api/metrics', () => {
  it('answers 404 while METRICS_TOKEN is unset, even to a bearer token, as an unknown API address answers', async () => {
    restoreEnv = overrideEnv({ METRICS_TOKEN: '' })
    const refused = await ask({ Authorization: `Bearer ${TOKEN}` })
    expect(refused.status).toBe(404)
    const unknown = await rest('GET', '/no-such-endpoint')
    expect(unknown.status).toBe(404)
    expect(await refused.json()).toEqual({ message: 'Route not found "/api/metrics"' })
    expect(Object.keys(await unknown.json())).toEqual(['message'])
  })

  it('answers 404 without the token, with a wrong one, in another scheme or in the query string', async () => {
    restoreEnv = overrideEnv({ METRICS_TOKEN: TOKEN })
    const attempts: Record<string, string>[] = [
      {},
      { Authorization: 'Bearer wrong-token-0123456789abcdef' },
      { Authorization: `Bearer ${TOKEN}x` },
      { Authorization: `Basic ${Buffer.from(`metrics:${TOKEN}`).toString('base64')}` },
      { Authorization: TOKEN },
      { Authorization: `JWT ${TOKEN}` },
    ]
    for (const headers of attempts) {
      const response = await ask(headers)
      expect(response.status, JSON.stringify(headers)).toBe(404)
      expect(await response.text()).not.toContain('realtors_')
    }
    expect((await ask({}, `http://localhost:3000/api/metrics?token=${TOKEN}`)).status).toBe(404)
  })

  it('stays closed with a token shorter than 16 characters, even when it is sent', async () => {
    restoreEnv = overrideEnv({ METRICS_TOKEN: 'short-token' })
    expect((await ask({ Authorization: 'Bearer short-token' })).status).toBe(404)
  })

  it('answers the Prometheus text format to the token, uncached', async () => {
    restoreEnv = overrideEnv({ METRICS_TOKEN: TOKEN })
    const response = await ask({ Authorization: `bearer  ${TOKEN}` })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const text = await response.text()
    expect(text).toContain('# TYPE realtors_http_requests_total counter')
    expect(text).toContain('# TYPE realtors_email_lag_seconds histogram')
    expect(text).toContain('process_resident_memory_bytes')
  })
})

describe('values read from PostgreSQL at the scrape', () => {
  it('jobs: queue depth by task and state, the oldest waiting age, and jobs that gave up', async () => {
    restoreEnv = overrideEnv({ METRICS_TOKEN: TOKEN })
    await runQueueUntilIdle(payload, 'default')
    const before = await scrape()
    expect(sampleValue(before, 'realtors_jobs_oldest_queued_age_seconds', { task: 'emailLead' })).toBe(0)

    // leadId 0 names no lead: the task has nothing to do when it runs.
    const waiting = await payload.jobs.queue({ task: 'emailLead', input: { leadId: 0 } })
    await sql(`UPDATE payload_jobs SET created_at = now() - interval '5 minutes' WHERE id = $1`, [waiting.id])
    const later = await payload.jobs.queue({ task: 'emailLead', input: { leadId: 0 }, waitUntil: new Date(Date.now() + 3_600_000) })
    const gaveUp = await payload.jobs.queue({ task: 'emailLead', input: { leadId: 0 } })
    await sql(`UPDATE payload_jobs SET has_error = true, total_tried = 8 WHERE id = $1`, [gaveUp.id])
    try {
      const after = await scrape()
      const queued = (text: string, state: string) => sampleValue(text, 'realtors_jobs_queued', { task: 'emailLead', state })
      expect(queued(after, 'ready')).toBe(queued(before, 'ready')! + 1)
      expect(queued(after, 'retry_wait')).toBe(queued(before, 'retry_wait')! + 1)
      expect(queued(after, 'running')).toBe(queued(before, 'running'))
      expect(sampleValue(after, 'realtors_jobs_failed', { task: 'emailLead' })).toBe(
        sampleValue(before, 'realtors_jobs_failed', { task: 'emailLead' })! + 1,
      )
      const age = sampleValue(after, 'realtors_jobs_oldest_queued_age_seconds', { task: 'emailLead' })!
      expect(age).toBeGreaterThanOrEqual(300)
      expect(age).toBeLessThan(400)
      // Every configured task has its series, at 0 when idle.
      expect(sampleValue(after, 'realtors_jobs_queued', { task: 'syncRealtor', state: 'ready' })).toBeGreaterThanOrEqual(0)
    } finally {
      await sql(`DELETE FROM payload_jobs WHERE id = ANY($1)`, [[waiting.id, later.id, gaveUp.id]])
    }
    expect(sampleValue(await scrape(), 'realtors_jobs_oldest_queued_age_seconds', { task: 'emailLead' })).toBe(0)
  })

  it('deliveries: failed, retrying, and how long the oldest has been pending', async () => {
    restoreEnv = overrideEnv({ METRICS_TOKEN: TOKEN })
    const before = await scrape()
    const failed = (await (await submitLead()).json()).id as number
    const retrying = (await (await submitLead()).json()).id as number
    await sql(`UPDATE leads SET forwarding_status = 'failed', forwarding_attempts = 8 WHERE id = $1`, [failed])
    await sql(`UPDATE leads SET notification_attempts = 2, created_at = now() - interval '15 minutes' WHERE id = $1`, [retrying])
    try {
      const after = await scrape()
      const deliveries = (text: string, channel: string, state: string) =>
        sampleValue(text, 'realtors_deliveries', { kind: 'lead', channel, state })!
      expect(deliveries(after, 'forward', 'failed')).toBe(deliveries(before, 'forward', 'failed') + 1)
      expect(deliveries(after, 'email', 'retrying')).toBe(deliveries(before, 'email', 'retrying') + 1)
      // The other lead's e-mail has not been tried yet.
      expect(deliveries(after, 'email', 'pending')).toBe(deliveries(before, 'email', 'pending') + 1)
      expect(
        sampleValue(after, 'realtors_deliveries_oldest_pending_age_seconds', { kind: 'lead', channel: 'email' }),
      ).toBeGreaterThanOrEqual(900)
      expect(sampleValue(after, 'realtors_deliveries', { kind: 'contact', channel: 'forward', state: 'failed' })).toBeGreaterThanOrEqual(0)
      expect(sampleValue(after, 'realtors_deliveries', { kind: 'realtor', channel: 'sync', state: 'failed' })).toBeGreaterThanOrEqual(0)
    } finally {
      await runQueueUntilIdle(payload, 'default')
      await payload.delete({ collection: 'leads', where: { id: { in: [failed, retrying] } } })
    }
  })
})

describe('values the app counts', () => {
  it('e-mail lag: from the job being queued to the SMTP server accepting, none for an e-mail kept in the outbox', async () => {
    restoreEnv = overrideEnv({ METRICS_TOKEN: TOKEN, LEAD_NOTIFY_EMAILS: 'lag-watch@example.test' })
    await runQueueUntilIdle(payload, 'default')
    const lag = (text: string, name: string, labels: Record<string, string> = {}) => counterValue(text, name, { kind: 'lead', ...labels })

    // No SMTP: the e-mail is kept in the admin, never accepted by a server.
    const before = await scrape()
    const kept = (await (await submitLead()).json()).id as number
    await runQueueUntilIdle(payload, 'default')
    const afterKept = await scrape()
    expect(lag(afterKept, 'realtors_email_lag_seconds_count')).toBe(lag(before, 'realtors_email_lag_seconds_count'))

    restoreEnv()
    restoreEnv = overrideEnv({ METRICS_TOKEN: TOKEN, LEAD_NOTIFY_EMAILS: 'lag-watch@example.test', SMTP_URL: smtp.url })
    const sent = (await (await submitLead()).json()).id as number
    // Queued 90 s ago, as if the worker had been busy that long.
    await sql(
      `UPDATE payload_jobs SET created_at = now() - interval '90 seconds' WHERE task_slug = 'emailLead' AND (input->>'leadId')::int = $1`,
      [sent],
    )
    await runQueueUntilIdle(payload, 'default')
    expect(smtp.received.filter((mail) => mail.rcpt.includes('lag-watch@example.test'))).toHaveLength(1)
    const after = await scrape()
    expect(lag(after, 'realtors_email_lag_seconds_count')).toBe(lag(afterKept, 'realtors_email_lag_seconds_count') + 1)
    expect(lag(after, 'realtors_email_lag_seconds_bucket', { le: '60' })).toBe(
      lag(afterKept, 'realtors_email_lag_seconds_bucket', { le: '60' }),
    )
    expect(lag(after, 'realtors_email_lag_seconds_bucket', { le: '120' })).toBe(
      lag(afterKept, 'realtors_email_lag_seconds_bucket', { le: '120' }) + 1,
    )
    const added = lag(after, 'realtors_email_lag_seconds_sum') - lag(afterKept, 'realtors_email_lag_seconds_sum')
    expect(added).toBeGreaterThanOrEqual(90)
    expect(added).toBeLessThan(120)
    await payload.delete({ collection: 'leads', where: { id: { in: [kept, sent] } } })
  })

  it('rate limits: each 429 counted under its limit, an allowed request not', async () => {
    restoreEnv = overrideEnv({ METRICS_TOKEN: TOKEN, LEAD_RATE_LIMIT: '1' })
    const ip = nextIp()
    const before = await scrape()
    const first = await submitLead(ip)
    expect(first.status).toBe(201)
    const between = await scrape()
    expect(counterValue(between, 'realtors_rate_limit_refusals_total', { limit: 'lead' })).toBe(
      counterValue(before, 'realtors_rate_limit_refusals_total', { limit: 'lead' }),
    )
    expect((await submitLead(ip)).status).toBe(429)
    const after = await scrape()
    expect(counterValue(after, 'realtors_rate_limit_refusals_total', { limit: 'lead' })).toBe(
      counterValue(before, 'realtors_rate_limit_refusals_total', { limit: 'lead' }) + 1,
    )
    await runQueueUntilIdle(payload, 'default')
    await payload.delete({ collection: 'leads', id: (await first.json()).id })
  })

  it("the database pool's numbers and readiness are present", async () => {
    restoreEnv = overrideEnv({ METRICS_TOKEN: TOKEN })
    const text = await scrape()
    expect(sampleValue(text, 'realtors_db_pool_connections')).toBeGreaterThan(0)
    expect(sampleValue(text, 'realtors_db_pool_max_connections')).toBe(10)
    expect(sampleValue(text, 'realtors_db_pool_idle_connections')).toBeGreaterThanOrEqual(0)
    expect(sampleValue(text, 'realtors_db_pool_waiting_requests')).toBe(0)
    expect(sampleValue(text, 'realtors_ready')).toBe(1)
    expect(sampleValue(text, 'realtors_readiness_check', { check: 'postgres' })).toBe(1)
    expect(sampleValue(text, 'realtors_readiness_check', { check: 'storage' })).toBe(1)

    // A draining server is not ready (as /api/ready answers 503).
    ;(globalThis as Record<symbol, unknown>)[Symbol.for('realtors.server.draining')] = true
    expect(sampleValue(await scrape(), 'realtors_ready')).toBe(0)
  })
})
