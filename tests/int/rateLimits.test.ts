/**
 * Rate limits on sign-in (REST and GraphQL), realtor import and the lead form: counted in
 * PostgreSQL, 429 with Retry-After and a message, and open again once the
 * window has passed; an IPv4 address counted exactly, an IPv6 address by its /64.
 */
import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { overrideEnv } from '../harness/env'

import { validLead } from '../harness/formBodies'
import { makeCast, PASSWORD, type Cast } from '../harness/fixtures'
import { testPayload } from '../harness/payload'
import { graphql, rest } from '../harness/rest'

let payload: Payload
let cast: Cast
let restoreEnv = () => {}

beforeAll(async () => {
  payload = await testPayload()
  cast = await makeCast(payload)
})
afterEach(() => restoreEnv())

const address = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}-${Math.random().toString(36).slice(2)}`
const loginFrom = (ip: string, password = PASSWORD) =>
  rest('POST', '/users/login', { body: { email: cast.staff.email, password }, headers: { 'X-Forwarded-For': ip } })

/** What a clock ten minutes later would see, without waiting for it. */
async function endWindow(key: string) {
  const db = payload.db as unknown as PostgresAdapter
  await db.drizzle.execute(sql`UPDATE rate_limit_buckets SET window_start = now() - interval '11 minutes' WHERE key = ${key}`)
}

describe('sign-in', () => {
  it('answers 429 with Retry-After past the limit, then lets the address in again when the window ends', async () => {
    restoreEnv = overrideEnv({ LOGIN_RATE_LIMIT: '3' })
    const ip = address()
    for (let attempt = 0; attempt < 3; attempt++) expect((await loginFrom(ip)).status).toBe(200)

    const blocked = await loginFrom(ip)
    expect(blocked.status).toBe(429)
    const retryAfter = Number(blocked.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(600)
    expect((await blocked.json()).errors[0].message).toMatch(/try again in \d+ seconds/)

    // Another address is not affected.
    expect((await loginFrom(address())).status).toBe(200)

    await endWindow(`login:${ip}`)
    expect((await loginFrom(ip)).status).toBe(200)
  })

  it('counts wrong passwords too, so guessing is slowed before the account locks', async () => {
    restoreEnv = overrideEnv({ LOGIN_RATE_LIMIT: '2' })
    const ip = address()
    expect((await loginFrom(ip, 'wrong-password-1')).status).toBe(401)
    expect((await loginFrom(ip, 'wrong-password-2')).status).toBe(401)
    expect((await loginFrom(ip, PASSWORD)).status).toBe(429)
  })

  it('limits the GraphQL login mutation as well', async () => {
    restoreEnv = overrideEnv({ LOGIN_RATE_LIMIT: '1' })
    const ip = address()
    const mutation = `mutation { loginUser(email: "${cast.support.email}", password: "${PASSWORD}") { token } }`
    const first = await graphql(mutation, { headers: { 'X-Forwarded-For': ip } })
    expect(first.body.data?.loginUser).toMatchObject({ token: expect.any(String) })
    const second = await graphql(mutation, { headers: { 'X-Forwarded-For': ip } })
    expect(second.body.data?.loginUser ?? null).toBeNull()
    expect(second.body.errors?.[0].message).toMatch(/try again in \d+ seconds/)
  })
})

describe('realtor import', () => {
  it('is limited per signed-in user with 429 and Retry-After', async () => {
    restoreEnv = overrideEnv({ IMPORT_RATE_LIMIT: '2' })
    const importOnce = () => {
      const form = new FormData()
      form.append('file', new Blob(['not json'], { type: 'application/json' }), 'realtor.json')
      form.append('realtorId', String(cast.ownRealtor.id))
      return rest('POST', `/realtors/${cast.ownRealtor.id}/import`, { token: cast.support.token, body: form })
    }
    expect((await importOnce()).status).toBe(415)
    expect((await importOnce()).status).toBe(415)
    const blocked = await importOnce()
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)

    await endWindow(`import:user:${cast.support.id}`)
    expect((await importOnce()).status).toBe(415)
  })
})

describe('addresses', () => {
  const lead = (from: string) => rest('POST', '/send-to-slack', { body: validLead(), headers: { 'X-Forwarded-For': from } })
  /** A /64 of the documentation range no other test uses. */
  const network = () => `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`

  it('count every address of one IPv6 /64 in one bucket', async () => {
    restoreEnv = overrideEnv({ LEAD_RATE_LIMIT: '2' })
    const prefix = network()
    expect((await lead(`${prefix}::1`)).status).toBe(201)
    expect((await lead(`${prefix}:ffff:ffff:ffff:fffe`)).status).toBe(201)
    // A third address of the same /64, spelled with leading zeros: the same subscriber.
    const third = await lead(`${prefix.replace('2001:db8:', '2001:0db8:')}:0:0:0:9`)
    expect(third.status).toBe(429)
    expect(third.headers.get('Retry-After')).toMatch(/^\d+$/)
  })

  it('count another /64 apart', async () => {
    restoreEnv = overrideEnv({ LEAD_RATE_LIMIT: '1' })
    const [first, second] = [network(), network()]
    expect((await lead(`${first}::1`)).status).toBe(201)
    expect((await lead(`${first}::2`)).status).toBe(429)
    expect((await lead(`${second}::1`)).status).toBe(201)
  })

  it('count an IPv4-mapped IPv6 address as its IPv4 address, and IPv4 addresses one by one', async () => {
    restoreEnv = overrideEnv({ LEAD_RATE_LIMIT: '1' })
    const last = Math.floor(Math.random() * 250) + 1
    const third = Math.floor(Math.random() * 250) + 1
    const ipv4 = `198.18.${third}.${last}`
    expect((await lead(`::ffff:${ipv4}`)).status).toBe(201)
    expect((await lead(ipv4)).status).toBe(429)
    expect((await lead(`198.18.${third}.${(last % 250) + 1}`)).status).toBe(201)
  })
})
