/**
 * The pieces of metrics and logs that decide something: a request's route kind (a fixed set,
 * never its path), the request id (the proxy's only when the proxy is trusted), what an access
 * line shows of a path, who may read the metrics, and what a JSON log line keeps of an error, a
 * secret or personal data. The wrapper itself runs here around a real HTTP server; the
 * production server with Next is tests/deploy/observability.test.ts.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseTrustedProxies } from '@/lib/network/clientAddress'
import { routeKind } from '@/lib/network/routeKind'
import { createLogger, requestContext, sendConsoleToLog, serializeError } from '@/integrations/observability/logger'
import { metrics } from '@/integrations/observability/metrics'
import { scrapeAllowed } from '@/integrations/observability/metricsAccess'
import { loggedPath, requestIdFor, withObservability } from '../../runtime/server/observability'
import { counterValue } from '../harness/metricsText'

/** A log destination that keeps the lines written to it. */
function logLines() {
  const lines: Record<string, unknown>[] = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line))
      done()
    },
  })
  return { lines, log: createLogger(stream, 'debug') }
}

describe('route kinds', () => {
  it.each([
    ['/', 'page'],
    ['/en/kim?tab=1', 'page'],
    ['/ja-JP/kim/homes', 'page'],
    ['/admin', 'admin'],
    ['/admin/collections/realtors/3', 'admin'],
    ['/preview/realtors/3', 'admin'],
    ['/api/realtors?where[id][equals]=1', 'api'],
    ['/api/send-to-slack', 'api'],
    ['/api/media/file/photo.webp', 'media'],
    ['/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fa.webp&w=640&q=75', 'image'],
    ['/_next/static/chunks/app.js', 'static'],
    ['/favicon.ico', 'static'],
    ['/robots.txt', 'static'],
    ['/images/hero.webp', 'static'],
    ['/api/health', 'probe'],
    ['/api/ready', 'probe'],
    ['/api/metrics', 'probe'],
    ['/api/build/', 'probe'],
    ['/api/analytics/events', 'beacon'],
  ])('%s is %s', (path, kind) => {
    expect(routeKind(path)).toBe(kind)
  })
})

describe('the access line', () => {
  it('shows the path without its query, and no reset or verification token', () => {
    expect(loggedPath('/homes?q=Irvine&email=a@b.c')).toBe('/homes')
    expect(loggedPath('/admin/reset/3f9a8c7e6d5b4a39281706f5e4d3c2b1a0')).toBe('/admin/reset/[redacted]')
    expect(loggedPath('/api/users/verify/abcdef0123456789')).toBe('/api/users/verify/[redacted]')
    expect(loggedPath(`/${'x'.repeat(500)}`)).toHaveLength(201)
  })
})

describe('the request id', () => {
  const request = (remoteAddress: string, id?: string) =>
    ({ headers: id === undefined ? {} : { 'x-request-id': id }, socket: { remoteAddress } }) as unknown as http.IncomingMessage
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

  it("is the load balancer's when TRUSTED_PROXIES trusts the peer", () => {
    expect(requestIdFor(request('10.0.0.5', 'lb-7f3a9c'), parseTrustedProxies('10.0.0.0/8'))).toBe('lb-7f3a9c')
    expect(requestIdFor(request('10.0.0.5', 'Root=1-67891233-abcdef012345678912345678'), parseTrustedProxies('1'))).toBe(
      'Root=1-67891233-abcdef012345678912345678',
    )
  })

  it('is generated when the peer is not trusted, nothing is given, or the value is no id', () => {
    expect(requestIdFor(request('203.0.113.9', 'chosen-by-client'), parseTrustedProxies(''))).toMatch(uuid)
    expect(requestIdFor(request('203.0.113.9', 'chosen-by-client'), parseTrustedProxies('10.0.0.0/8'))).toMatch(uuid)
    expect(requestIdFor(request('10.0.0.5'), parseTrustedProxies('10.0.0.0/8'))).toMatch(uuid)
    for (const bad of ['', 'a b', 'line\nbreak', '"quoted"', 'x'.repeat(129), '<script>']) {
      expect(requestIdFor(request('10.0.0.5', bad), parseTrustedProxies('10.0.0.0/8'))).toMatch(uuid)
    }
  })
})

describe('the wrapper around a real HTTP server', () => {
  const { lines, log } = logLines()
  let server: http.Server
  let origin = ''

  beforeAll(async () => {
    server = http.createServer(
      withObservability(
        (request, response) => {
          log.info({ step: 'inside' }, 'handler ran')
          if (request.url === '/boom') {
            response.statusCode = 500
            response.end('no')
            return
          }
          response.setHeader('x-nextjs-cache', request.url?.startsWith('/en/cached') ? 'HIT' : 'MISS')
          response.end(`id ${request.headers['x-request-id']}`)
        },
        { trusted: parseTrustedProxies('10.0.0.0/8'), log },
      ),
    )
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))

  it('counts, times and logs each request with its id, which the app and the answer both get', async () => {
    const registry = metrics().registry
    const before = await registry.metrics()
    const page = await fetch(`${origin}/en/cached?q=secret`, { headers: { 'X-Request-Id': 'from-a-client' } })
    const id = page.headers.get('x-request-id')!
    expect(id).not.toBe('from-a-client')
    expect(await page.text()).toBe(`id ${id}`)
    expect((await fetch(`${origin}/boom`)).status).toBe(500)
    await fetch(`${origin}/_next/static/chunk.js`)
    const after = await registry.metrics()

    const count = (text: string, labels: Record<string, string>) => counterValue(text, 'realtors_http_requests_total', labels)
    expect(count(after, { kind: 'page', status: '200' })).toBe(count(before, { kind: 'page', status: '200' }) + 1)
    expect(count(after, { kind: 'page', status: '500' })).toBe(count(before, { kind: 'page', status: '500' }) + 1)
    expect(count(after, { kind: 'static', status: '200' })).toBe(count(before, { kind: 'static', status: '200' }) + 1)
    const durations = (text: string) =>
      counterValue(text, 'realtors_http_request_duration_seconds_count', { kind: 'page', status_class: '2xx' })
    expect(durations(after)).toBe(durations(before) + 1)
    expect(counterValue(after, 'realtors_page_cache_total', { result: 'hit' })).toBe(
      counterValue(before, 'realtors_page_cache_total', { result: 'hit' }) + 1,
    )
    expect(counterValue(after, 'realtors_page_cache_total', { result: 'miss' })).toBe(
      counterValue(before, 'realtors_page_cache_total', { result: 'miss' }) + 1,
    )
    // No series was made from a path.
    expect(after).not.toContain('cached')

    const access = lines.find((line) => line.msg === 'request' && line.reqId === id)!
    expect(access).toMatchObject({ level: 'info', kind: 'page', method: 'GET', path: '/en/cached', status: 200, cache: 'hit' })
    expect(typeof access.durationMs).toBe('number')
    expect(lines.find((line) => line.msg === 'handler ran' && line.reqId === id)).toBeDefined()
    expect(lines.find((line) => line.msg === 'request' && line.path === '/boom')?.level).toBe('error')
    expect(lines.find((line) => line.msg === 'request' && line.kind === 'static')?.level).toBe('debug')
    expect(JSON.stringify(lines)).not.toContain('secret')
  })

  it("keeps a trusted proxy's id", async () => {
    // fetch cannot choose its source address: a raw request from 127.0.0.1 to a server trusting it.
    const trusting = http.createServer(
      withObservability((_request, response) => response.end(), { trusted: parseTrustedProxies('127.0.0.1'), log }),
    )
    await new Promise<void>((resolve) => trusting.listen(0, '127.0.0.1', resolve))
    const answer = await fetch(`http://127.0.0.1:${(trusting.address() as AddressInfo).port}/`, { headers: { 'X-Request-Id': 'lb-1234' } })
    expect(answer.headers.get('x-request-id')).toBe('lb-1234')
    await new Promise((resolve) => trusting.close(resolve))
  })
})

describe('who may read the metrics', () => {
  const token = 'a-long-enough-metrics-token'
  it('only the bearer of METRICS_TOKEN, and nobody while it is unset or short', () => {
    expect(scrapeAllowed(`Bearer ${token}`, token)).toBe(true)
    expect(scrapeAllowed(`bearer ${token}`, ` ${token} `)).toBe(true)
    expect(scrapeAllowed(`Bearer ${token}`, undefined)).toBe(false)
    expect(scrapeAllowed(`Bearer ${token}`, '')).toBe(false)
    expect(scrapeAllowed('Bearer short', 'short')).toBe(false)
    expect(scrapeAllowed(`Bearer ${token}-`, token)).toBe(false)
    expect(scrapeAllowed(`Bearer ${token.slice(0, -1)}`, token)).toBe(false)
    expect(scrapeAllowed(token, token)).toBe(false)
    expect(scrapeAllowed(`Bearer ${token} extra`, token)).toBe(false)
    expect(scrapeAllowed(null, token)).toBe(false)
  })
})

describe('JSON log lines', () => {
  it('carry the request id of the request they belong to, level names and ISO times', () => {
    const { lines, log } = logLines()
    requestContext().run({ reqId: 'req-42' }, () => log.warn('inside'))
    log.info('outside')
    expect(lines[0]).toMatchObject({ level: 'warn', msg: 'inside', reqId: 'req-42' })
    expect(lines[1]).not.toHaveProperty('reqId')
    expect(String(lines[1]!.time)).toMatch(/^\d{4}-\d\d-\d\dT/)
  })

  it("redact secrets and contact details wherever a caller put them, and keep a failed query's parameters out", () => {
    const { lines, log } = logLines()
    log.info(
      {
        password: 'hunter2',
        user: { email: 'visitor@example.com', phone: '010-1234-5678' },
        req: { headers: { authorization: 'Bearer t0k3n' } },
      },
      'x',
    )
    const failedQuery = Object.assign(
      new Error('Failed query: insert into "contacts" ("email") values ($1)\nparams: visitor@example.com'),
      {
        cause: new Error('duplicate key value violates unique constraint'),
      },
    )
    log.error({ err: failedQuery }, 'could not store')
    const text = JSON.stringify(lines)
    for (const secret of ['hunter2', 'visitor@example.com', '010-1234-5678', 't0k3n']) expect(text).not.toContain(secret)
    expect(lines[1]!.err).toMatchObject({ type: 'Error', message: 'duplicate key value violates unique constraint' })
    expect(String((lines[1]!.err as { stack: string }).stack)).toMatch(/^\s+at /)
  })

  it('take every console line of the process once routed, errors as `err`', () => {
    const { lines, log } = logLines()
    const saved = { ...console }
    try {
      sendConsoleToLog(log)
      console.log('[server] ready on %d', 3000)
      console.warn('[cache] slow')
      console.error(new Error('render failed'))
    } finally {
      Object.assign(console, saved)
    }
    expect(lines.map(({ level, msg }) => [level, msg])).toEqual([
      ['info', '[server] ready on 3000'],
      ['warn', '[cache] slow'],
      ['error', 'render failed'],
    ])
    expect(serializeError('plain')).toEqual({ message: 'plain' })
  })
})
