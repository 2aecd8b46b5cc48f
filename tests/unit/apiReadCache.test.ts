/**
 * Visitors' API reads of agents and listings kept in memory until a change (runtime/server/apiReadCache.ts),
 * over real HTTP: a stand-in for Payload's REST answers with the current "database" and counts how
 * often it is asked.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { apiReadCache, type ApiReadCache } from '../../runtime/server/apiReadCache'

let clock = 1_000_000
let cache: ApiReadCache
let name = 'Hana Kim'
const asked: string[] = []
/** Holds the stand-in's answer until the test lets it go (a read in flight while a change is expired). */
let hold: Promise<void> | null = null
let origin = ''
let server: http.Server

beforeAll(async () => {
  const payload = async (request: http.IncomingMessage, response: http.ServerResponse) => {
    asked.push(request.url ?? '')
    const answer = JSON.stringify({ docs: [{ id: 1, name, desiredUrl: 'kim' }] })
    if (hold) await hold
    response.setHeader('cache-control', 'private, no-store')
    if ((request.url ?? '').includes('missing')) {
      response.statusCode = 404
      response.setHeader('content-type', 'application/json')
      return response.end('{"errors":[{"message":"Not Found"}]}')
    }
    if ((request.url ?? '').includes('sets-cookie')) response.setHeader('set-cookie', 'a=b')
    response.setHeader('content-type', 'application/json; charset=utf-8')
    response.end(answer)
  }
  let requests = 0
  server = http.createServer((request, response) => {
    // What the layers around it set for each request alone (runtime/server/observability.ts).
    response.setHeader('x-request-id', `request-${++requests}`)
    cache.handler((q, s) => void payload(q, s))(request, response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

beforeEach(() => {
  cache = apiReadCache(() => clock)
  name = 'Hana Kim'
  asked.length = 0
  hold = null
})

const LOOKUP = '/api/realtors?where[desiredUrl][equals]=kim&depth=1&limit=1'

/** Node's own client: fetch would add an Accept-Encoding and refuse another Host. */
function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: { get: (name: string) => string | undefined }; text: string }>((resolve, reject) => {
    http
      .get(`${origin}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: { get: (name) => response.headers[name] as string | undefined },
            text: Buffer.concat(chunks).toString(),
          }),
        )
      })
      .on('error', reject)
  })
}

describe("visitors' API reads in memory", () => {
  it('asks Payload once for the same read, and sends the same answer from memory', async () => {
    const first = await get(LOOKUP)
    const again = await get(LOOKUP)
    expect(asked).toEqual([LOOKUP])
    expect(again.text).toBe(first.text)
    expect(again.headers.get('x-api-cache')).toBe('HIT')
    expect(again.headers.get('content-type')).toBe(first.headers.get('content-type'))
    expect(again.headers.get('cache-control')).toBe('private, no-store')
    // Each answer still carries its own request's id.
    expect(again.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'))
  })

  it('shows a change at the next read once the change is expired, and never keeps a read made during it', async () => {
    await get(LOOKUP)
    name = 'Hana Kim-Park'
    cache.forget()
    expect(JSON.parse((await get(LOOKUP)).text).docs[0].name).toBe('Hana Kim-Park')

    // A read that started before a change and ends after its expiry is sent, not kept.
    let release!: () => void
    hold = new Promise((resolve) => (release = resolve))
    const inFlight = get(`${LOOKUP}&locale=en`)
    await expect.poll(() => asked.length).toBe(3)
    name = 'Hana'
    cache.forget()
    release()
    await inFlight
    hold = null
    expect(JSON.parse((await get(`${LOOKUP}&locale=en`)).text).docs[0].name).toBe('Hana')
    expect(asked).toHaveLength(4)
  })

  it('keeps a read a minute at most', async () => {
    await get(LOOKUP)
    clock += 60_000
    await get(LOOKUP)
    expect(asked).toHaveLength(2)
  })

  it('never serves or keeps reads with a session, failed reads or answers that set a cookie', async () => {
    await get(LOOKUP)
    await get(LOOKUP, { cookie: 'payload-token=abc' })
    await get(LOOKUP, { authorization: 'users API-Key abc' })
    await get('/api/realtors/missing')
    await get('/api/realtors/missing')
    await get('/api/realtors?sets-cookie')
    await get('/api/realtors?sets-cookie')
    expect(asked).toHaveLength(7)
  })

  it('keeps apart what differs in address, host, compression, language or origin', async () => {
    await get('/api/realtors/1')
    await get('/api/realtors/1?depth=0')
    await get('/api/realtors/1', { 'accept-encoding': 'gzip' })
    await get('/api/realtors/1', { 'accept-language': 'ja-JP,ja;q=0.9' })
    await get('/api/realtors/1', { host: 'kim.example' })
    await get('/api/realtors/1', { origin: 'https://partner.example' })
    expect(asked).toHaveLength(6)
    await get('/api/realtors/1', { 'accept-language': 'ja' })
    expect(asked).toHaveLength(6)
  })

  it('passes everything but collection reads and reads by id of agents and listings', async () => {
    for (const path of ['/api/realtors/1/export', '/api/users/me', '/api/media?limit=1', '/api/listings/7/contact']) {
      await get(path)
      await get(path)
    }
    expect(asked).toHaveLength(8)
    await get('/api/listings/7')
    await get('/api/listings/7')
    expect(asked).toHaveLength(9)
  })
})
