/**
 * The public JSON endpoints (lead, contact, valuation and alert sign-up forms) accept only `application/json`, so a
 * plain HTML form on another site cannot post to them (415), and cap the body while reading
 * it, chunked or not (413 at 16 KB, without reading the rest); so does the one-click
 * unsubscribe's form (413 at 4 KB).
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { makeRealtor } from '../harness/fixtures'
import { testPayload } from '../harness/payload'
import { rest } from '../harness/rest'
import { validContact, validLead } from '../harness/formBodies'

let payload: Payload
let realtorId: number
let ip = 0

beforeAll(async () => {
  payload = await testPayload()
  realtorId = (await makeRealtor(payload)).id
})

let subscriber = 0
const bodies = {
  'send-to-slack': validLead,
  'realtor-contacts': () => validContact(realtorId),
  valuations: () => ({
    ...validContact(realtorId),
    street: '12 Sandpiper',
    city: 'Irvine',
    state: 'CA',
    zipcode: '92618',
    propertyType: 'single_family',
    beds: 3,
    baths: 2,
    livingArea: 1800,
  }),
  'saved-searches/subscribe': () => ({
    realtorId,
    locale: 'en',
    email: `json${++subscriber}.${Date.now()}@example.com`,
    frequency: 'daily',
    consent: true,
    search: { city: 'Irvine', state: 'CA' },
    website: '',
  }),
}
const collections = {
  'send-to-slack': 'leads',
  'realtor-contacts': 'contacts',
  valuations: 'contacts',
  'saved-searches/subscribe': 'saved-searches',
} as const
type Endpoint = keyof typeof bodies
const endpoints = Object.keys(bodies) as Endpoint[]

const count = (endpoint: Endpoint) => payload.count({ collection: collections[endpoint] }).then((r) => r.totalDocs)
const address = () => `192.0.2.${++ip % 250}-json`

describe.each(endpoints)('POST /api/%s', (endpoint) => {
  it.each([
    ['text/plain'],
    ['text/plain;charset=UTF-8'],
    ['application/x-www-form-urlencoded'],
    ['multipart/form-data; boundary=x'],
    ['application/jsonp'],
  ])('refuses a JSON body sent as %s: 415 with a message, nothing stored', async (contentType) => {
    const before = await count(endpoint)
    const response = await rest('POST', `/${endpoint}`, {
      raw: JSON.stringify(bodies[endpoint]()),
      headers: { 'Content-Type': contentType, 'X-Forwarded-For': address() },
    })
    expect(response.status).toBe(415)
    expect((await response.json()).errors[0].message).toMatch(/application\/json/)
    expect(await count(endpoint)).toBe(before)
  })

  it('refuses a body without any Content-Type', async () => {
    const request = new Request(`http://localhost:3000/api/${endpoint}`, {
      method: 'POST',
      headers: { 'X-Forwarded-For': address() },
      body: new Blob([JSON.stringify(bodies[endpoint]())]),
    })
    const response = await restRequest(endpoint, request)
    expect(response.status).toBe(415)
  })

  it('accepts application/json with a charset', async () => {
    const response = await rest('POST', `/${endpoint}`, {
      raw: JSON.stringify(bodies[endpoint]()),
      headers: { 'Content-Type': 'Application/JSON; charset=utf-8', 'X-Forwarded-For': address() },
    })
    expect(response.status).toBe(201)
  })

  it('stops reading a chunked body that never ends as soon as it passes 16 KB: 413', async () => {
    let sent = 0
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1024
        controller.enqueue(new Uint8Array(1024).fill(0x20))
      },
    })
    const request = new Request(`http://localhost:3000/api/${endpoint}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address() },
      body: endless,
      duplex: 'half',
    } as RequestInit)
    const response = await restRequest(endpoint, request)
    expect(response.status).toBe(413)
    expect((await response.json()).errors[0].message).toMatch(/larger than 16 KB/)
    // Read up to the cap and a little past it (what was already buffered), never the rest.
    expect(sent).toBeLessThan(128 * 1024)
  })

  it('answers 413 to a 20 KB chunked body without Content-Length', async () => {
    const before = await count(endpoint)
    const json = JSON.stringify({ ...bodies[endpoint](), message: 'y'.repeat(20_000) })
    const request = new Request(`http://localhost:3000/api/${endpoint}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address() },
      body: new Blob([json]).stream(),
      duplex: 'half',
    } as RequestInit)
    expect(request.headers.get('content-length')).toBeNull()
    const response = await restRequest(endpoint, request)
    expect(response.status).toBe(413)
    expect(await count(endpoint)).toBe(before)
  })
})

describe('POST /api/email/unsubscribe', () => {
  it('stops reading a form that never ends as soon as it passes 4 KB: 413, nobody unsubscribed', async () => {
    const suppressed = await payload.count({ collection: 'email-suppressions', overrideAccess: true })
    let sent = 0
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1024
        controller.enqueue(new Uint8Array(1024).fill(0x61))
      },
    })
    const request = new Request('http://localhost:3000/api/email/unsubscribe?token=abc', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Accept-Language': 'en' },
      body: endless,
      duplex: 'half',
    } as RequestInit)
    const response = await restRequest('email/unsubscribe', request)
    expect(response.status).toBe(413)
    expect((await response.json()).errors[0].message).toMatch(/too large/)
    expect(sent).toBeLessThan(128 * 1024)
    expect(await payload.count({ collection: 'email-suppressions', overrideAccess: true })).toEqual(suppressed)
  })
})

/** Payload's REST handler with a request built here (streams, no Content-Type). */
async function restRequest(path: string, request: Request): Promise<Response> {
  const config = (await import('@payload-config')).default
  const { REST_POST } = await import('@payloadcms/next/routes')
  return REST_POST(config)(request, { params: Promise.resolve({ slug: path.split('/') }) })
}
