/**
 * Metrics and logs of the production processes, as deployed: the web server (runtime/server/main.ts
 * around Next) counts each request by kind and status with its duration and Next's page-cache
 * answer, writes one JSON access line per request with the id it sends back (the trusted
 * proxy's, else its own), and logs a failing render as JSON carrying that id; the jobs worker
 * answers its own /metrics on METRICS_PORT, where the lag of the e-mail it sent shows; every
 * line either process writes is JSON. With REDIS_URL, the shared cache's reads are counted too.
 */
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freePort } from '../../runtime/db/embeddedPostgres'
import { validLead } from '../harness/formBodies'
import { counterValue, sampleValue } from '../harness/metricsText'
import { waitForLogLine, type ManagedProcess } from '../harness/processes/managedProcess'
import { eventually, logFile, startWebServer, startWorker, type RunningServer } from '../harness/processes/deployProcesses'
import { startRestartableRedis } from '../harness/processes/restartableRedis'
import { startSmtpStandIn, type SmtpStandIn } from '../harness/standIns/smtpStandIn'

const TOKEN = 'deploy-metrics-token-0123456789'
const STAFF = 'metrics-staff@example.test'

let web: RunningServer
let worker: ManagedProcess
let workerMetrics = ''
let smtp: SmtpStandIn

beforeAll(async () => {
  smtp = await startSmtpStandIn()
  const shared = { METRICS_TOKEN: TOKEN, SMTP_URL: smtp.url, LEAD_NOTIFY_EMAILS: STAFF, MAIL_FROM: 'Homes <notify@deploy.example.test>' }
  // 127.0.0.2 plays the load balancer: its X-Request-Id is kept, anyone else's is not.
  web = await startWebServer({ ...shared, TRUSTED_PROXIES: '127.0.0.2', ENABLE_TEST_ROUTES: '1' })
  const port = await freePort()
  workerMetrics = `http://127.0.0.1:${port}/metrics`
  worker = startWorker({ ...shared, METRICS_PORT: String(port) })
  await waitForLogLine(worker, /worker running/)
})

afterAll(async () => {
  await Promise.all([web?.process.kill('SIGTERM'), worker?.kill('SIGTERM')])
  await smtp?.stop()
})

async function scrape(url = `${web.origin}/api/metrics`): Promise<string> {
  const response = await fetch(url, { headers: { Authorization: `Bearer ${TOKEN}` } })
  expect(response.status).toBe(200)
  return response.text()
}

/** The log's JSON lines; the runner's own closing line is the only other kind allowed. */
function jsonLines(file: string): Record<string, unknown>[] {
  const lines = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('[runner]'))
  const notJson = lines.filter((line) => {
    try {
      return typeof JSON.parse(line) !== 'object'
    } catch {
      return true
    }
  })
  expect(notJson).toEqual([])
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>)
}

/** A GET from a chosen local address (fetch cannot pick one). */
function getFrom(localAddress: string, path: string, headers: Record<string, string>): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${web.origin}${path}`, { localAddress, headers }, (response) => {
      response.resume()
      response.on('end', () => resolve(response))
    })
    request.on('error', reject)
  })
}

describe('the web server', () => {
  it('counts page requests with their cache miss and hit, and logs each with the id it answers', async () => {
    const before = await scrape()
    const first = await fetch(`${web.origin}/en/kim`)
    const second = await fetch(`${web.origin}/en/kim`)
    expect([first.status, second.status]).toEqual([200, 200])
    await Promise.all([first.text(), second.text()])
    const after = await scrape()

    const requests = (text: string) => counterValue(text, 'realtors_http_requests_total', { kind: 'page', status: '200' })
    expect(requests(after)).toBe(requests(before) + 2)
    const timed = (text: string) =>
      counterValue(text, 'realtors_http_request_duration_seconds_count', { kind: 'page', status_class: '2xx' })
    expect(timed(after)).toBe(timed(before) + 2)
    const cache = (text: string, result: string) => counterValue(text, 'realtors_page_cache_total', { result })
    expect(cache(after, 'miss')).toBe(cache(before, 'miss') + 1)
    expect(cache(after, 'hit')).toBe(cache(before, 'hit') + 1)
    // The scrapes themselves are probes.
    expect(counterValue(after, 'realtors_http_requests_total', { kind: 'probe', status: '200' })).toBeGreaterThanOrEqual(1)

    const ids = [first.headers.get('x-request-id'), second.headers.get('x-request-id')]
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/)
    expect(ids[1]).not.toBe(ids[0])
    const lines = jsonLines(web.process.logFile)
    const access = ids.map((id) => lines.find((line) => line.msg === 'request' && line.reqId === id))
    expect(access[0]).toMatchObject({ level: 'info', kind: 'page', method: 'GET', path: '/en/kim', status: 200, cache: 'miss' })
    expect(access[1]).toMatchObject({ status: 200, cache: 'hit' })
    expect(typeof access[1]!.durationMs).toBe('number')
  })

  it("counts the answers it keeps in memory: a visitor's API read and an optimised picture, each made once", async () => {
    const before = await scrape()
    const read = `/api/realtors?where[desiredUrl][equals]=kim&depth=0&limit=1&metrics=${Date.now()}`
    // A width no page of this drill asks for: nothing has kept it yet.
    const picture = `/_next/image?url=${encodeURIComponent('/api/media/file/kim-top-1200x800.webp')}&w=48&q=75`
    for (const path of [read, read, picture, picture]) {
      const response = await fetch(`${web.origin}${path}`, { headers: { Accept: 'image/avif,image/webp,*/*' } })
      expect(response.status, path).toBe(200)
      await response.arrayBuffer()
    }
    const after = await scrape()
    const kept = (text: string, cache: string, result: string) => counterValue(text, 'realtors_memory_cache_total', { cache, result })
    for (const cache of ['api', 'image']) {
      expect(kept(after, cache, 'miss'), cache).toBe(kept(before, cache, 'miss') + 1)
      expect(kept(after, cache, 'hit'), cache).toBe(kept(before, cache, 'hit') + 1)
    }
  })

  it("keeps the trusted proxy's request id and replaces anyone else's", async () => {
    const fromProxy = await getFrom('127.0.0.2', '/api/build', { 'X-Request-Id': 'lb-3f9c2a' })
    expect(fromProxy.headers['x-request-id']).toBe('lb-3f9c2a')
    const fromClient = await getFrom('127.0.0.1', '/api/build', { 'X-Request-Id': 'chosen-by-a-client' })
    expect(fromClient.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('counts a server error, and its JSON error lines carry the request id', async () => {
    const before = await scrape()
    const failed = await fetch(`${web.origin}/500`)
    expect(failed.status).toBe(500)
    await failed.text()
    const after = await scrape()
    const errors = (text: string) => counterValue(text, 'realtors_http_requests_total', { kind: 'page', status: '500' })
    expect(errors(after)).toBe(errors(before) + 1)

    const id = failed.headers.get('x-request-id')
    const lines = jsonLines(web.process.logFile).filter((line) => line.reqId === id)
    expect(lines.find((line) => line.msg === 'request')).toMatchObject({ level: 'error', status: 500 })
    // Next's own report of the failed render, through the same logger.
    expect(lines.some((line) => line.msg !== 'request' && line.level === 'error')).toBe(true)
  })
})

describe('the jobs worker', () => {
  it('answers its /metrics only to the token', async () => {
    expect((await fetch(workerMetrics)).status).toBe(404)
    expect((await fetch(workerMetrics, { headers: { Authorization: 'Bearer not-the-token-at-all' } })).status).toBe(404)
    const text = await scrape(workerMetrics)
    expect(sampleValue(text, 'realtors_db_pool_max_connections')).toBe(10)
    // Request counters belong to the web instances.
    expect(sampleValue(text, 'realtors_http_requests_total', { kind: 'page', status: '200' })).toBeUndefined()
  })

  it('shows the lag of the e-mail it sent for a lead the web server took, and logs in JSON', async () => {
    const before = await scrape(workerMetrics)
    const response = await fetch(`${web.origin}/api/send-to-slack`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...validLead(), name: 'Metrics Lead' }),
    })
    expect(response.status).toBe(201)
    await eventually('the worker e-mails the lead', () => smtp.received.some((mail) => mail.rcpt.includes(STAFF)))
    const after = await eventually('the lag is counted', async () => {
      const text = await scrape(workerMetrics)
      return (
        counterValue(text, 'realtors_email_lag_seconds_count', { kind: 'lead' }) >
          counterValue(before, 'realtors_email_lag_seconds_count', { kind: 'lead' }) && text
      )
    })
    expect(counterValue(after, 'realtors_email_lag_seconds_count', { kind: 'lead' })).toBe(
      counterValue(before, 'realtors_email_lag_seconds_count', { kind: 'lead' }) + 1,
    )
    const seconds =
      counterValue(after, 'realtors_email_lag_seconds_sum', { kind: 'lead' }) -
      counterValue(before, 'realtors_email_lag_seconds_sum', { kind: 'lead' })
    expect(seconds).toBeGreaterThan(0)
    expect(seconds).toBeLessThan(30)

    // Payload's own lines ("Running 1 jobs.") come through the same JSON logger.
    const lines = jsonLines(worker.logFile)
    expect(lines.some((line) => /worker running/.test(String(line.msg)))).toBe(true)
    expect(lines.some((line) => /Running \d+ jobs/.test(String(line.msg)))).toBe(true)
    expect(JSON.stringify(lines)).not.toContain('010-1234-5678')
  })
})

describe('with the shared cache (REDIS_URL)', () => {
  it("counts the Redis cache handler's reads, hits and misses, beside the page-cache answers", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'realtors-metrics-redis-'))
    const redis = await startRestartableRedis(dir, await freePort(), logFile('redis'))
    const scaled = await startWebServer({ METRICS_TOKEN: TOKEN, REDIS_URL: redis.url })
    try {
      const url = `${scaled.origin}/api/metrics`
      const before = await scrape(url)
      for (let round = 0; round < 2; round++) expect((await fetch(`${scaled.origin}/en/park`)).status).toBe(200)
      const after = await scrape(url)
      const reads = (text: string, result: string) => counterValue(text, 'realtors_shared_cache_reads_total', { result })
      expect(reads(after, 'miss')).toBeGreaterThan(reads(before, 'miss'))
      expect(reads(after, 'hit')).toBeGreaterThan(reads(before, 'hit'))
      expect(reads(after, 'error')).toBe(reads(before, 'error'))
      const cache = (text: string, result: string) => counterValue(text, 'realtors_page_cache_total', { result })
      expect(cache(after, 'miss')).toBe(cache(before, 'miss') + 1)
      expect(cache(after, 'hit')).toBe(cache(before, 'hit') + 1)
    } finally {
      await scaled.process.kill('SIGTERM')
      await redis.stop()
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
