/**
 * Rate limits count the address the socket proves, not one the client writes in
 * X-Forwarded-For: the production server (runtime/server/) sets the header before the
 * app reads it. Here that server layer runs in front of the real endpoints and database.
 * TRUSTED_PROXIES lets a load balancer's hop through; keys stay bounded whatever is sent.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { parseTrustedProxies } from '@/lib/network/clientAddress'
import { withClientAddress } from '../../runtime/server/clientAddressHeaders'
import { overrideEnv } from '../harness/env'
import { payloadListener } from '../harness/nodeToPayload'
import { testPayload } from '../harness/payload'
import { rest } from '../harness/rest'
import { validLead } from '../harness/formBodies'

let payload: Payload
let restoreEnv = () => {}
const servers: http.Server[] = []

beforeAll(async () => {
  payload = await testPayload()
})
afterEach(() => restoreEnv())
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
})

/** The server layer of runtime/server/main.ts, with Payload's handlers behind it instead of Next's. */
async function serve(trustedProxies: string | undefined): Promise<string> {
  const server = http.createServer(withClientAddress(payloadListener, parseTrustedProxies(trustedProxies)))
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

const lead = validLead

const postLead = (origin: string, forwardedFor: string) =>
  fetch(`${origin}/api/send-to-slack`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor, 'X-Real-IP': forwardedFor },
    body: JSON.stringify(lead()),
  })

async function clearLeadBuckets() {
  const db = payload.db as unknown as PostgresAdapter
  await db.drizzle.execute(sql`DELETE FROM rate_limit_buckets WHERE key LIKE 'lead:%'`)
}

describe('rate limits behind the production server', () => {
  it('limit a client that sends a new X-Forwarded-For with every request (no proxy trusted)', async () => {
    restoreEnv = overrideEnv({ LEAD_RATE_LIMIT: '3' })
    await clearLeadBuckets()
    const origin = await serve(undefined)
    const statuses: number[] = []
    for (let i = 1; i <= 5; i++) statuses.push((await postLead(origin, `198.51.100.${i}`)).status)
    expect(statuses).toEqual([201, 201, 201, 429, 429])
  })

  it("believe the load balancer's hop with TRUSTED_PROXIES=1, and only that hop", async () => {
    restoreEnv = overrideEnv({ LEAD_RATE_LIMIT: '2' })
    await clearLeadBuckets()
    const origin = await serve('1')
    // Two visitors behind the balancer are counted apart...
    expect((await postLead(origin, '198.51.100.20')).status).toBe(201)
    expect((await postLead(origin, '198.51.100.21')).status).toBe(201)
    // ...and one who prepends made-up hops is still counted as itself.
    const statuses: number[] = []
    for (let i = 1; i <= 3; i++) statuses.push((await postLead(origin, `10.9.9.${i}, 198.51.100.20`)).status)
    expect(statuses).toEqual([201, 429, 429])
  })

  it('never store a key a client chose: a 5 KB header is answered normally and keyed by the address', async () => {
    restoreEnv = overrideEnv({ LEAD_RATE_LIMIT: '100' })
    await clearLeadBuckets()
    const origin = await serve(undefined)
    const response = await postLead(origin, Array.from({ length: 600 }, (_, i) => `${i % 250}.1.2.3`).join(','))
    expect(response.status).toBe(201)
    const db = payload.db as unknown as PostgresAdapter
    const { rows } = await db.drizzle.execute(sql`SELECT key FROM rate_limit_buckets WHERE key LIKE 'lead:%'`)
    expect(rows.map((row) => row.key)).toEqual(['lead:127.0.0.1'])
  })
})

describe('rate-limit keys', () => {
  it('stay bounded when the address header is long and random (no 500, one short key)', async () => {
    // As under `next dev`, where no server layer rewrites the header first.
    // Letters and digits only (no comma, so it is one hop), random so PostgreSQL cannot compress it into its index.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
    const random = Array.from({ length: 6000 }, () => alphabet[Math.floor(Math.random() * alphabet.length)]).join('')
    const response = await rest('POST', '/send-to-slack', { body: lead(), headers: { 'X-Forwarded-For': random } })
    expect(response.status).toBe(201)
    const db = payload.db as unknown as PostgresAdapter
    const { rows } = await db.drizzle.execute(sql`SELECT max(length(key)) AS longest FROM rate_limit_buckets`)
    expect(Number(rows[0]!.longest)).toBeLessThanOrEqual(80)
  })
})
