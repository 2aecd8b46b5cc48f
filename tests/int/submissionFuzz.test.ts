/**
 * Property-based fuzzing of the public lead and contact endpoints and the
 * realtor import: 10,000 generated bodies (near-valid records with fields
 * swapped for junk or left out, arbitrary JSON, raw bytes). Never a 5xx; every
 * 4xx says why; a row is stored exactly when the body is valid; a refused
 * import leaves the realtor as it was.
 */
import fc from 'fast-check'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { contactSchema } from '@/lib/contacts/contactSchema'
import { leadSchema } from '@/lib/leads/leadSchema'
import { makeCast, makeRealtor, type Cast } from '../harness/fixtures'
import { overrideEnv } from '../harness/env'
import { testPayload } from '../harness/payload'
import { rest } from '../harness/rest'

const RUNS = { lead: 5000, contact: 4000, import: 1000 }
// Fixed seeds: every run sends the same bodies (a failure prints the seed and path to replay it).
const SEED = 20261122

let payload: Payload
let cast: Cast
let restoreEnv = () => {}

beforeAll(async () => {
  payload = await testPayload()
  cast = await makeCast(payload)
  // The limits are tested elsewhere; here every generated body must reach validation.
  restoreEnv = overrideEnv({ LEAD_RATE_LIMIT: '1000000', CONTACT_RATE_LIMIT: '1000000' })
})
afterAll(() => restoreEnv())

/** Anything a client could put in a field: JSON of any shape, control characters, huge numbers. */
const junk = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.string({ unit: 'binary', maxLength: 120 }),
  fc.string({ unit: 'grapheme', maxLength: 120 }),
  fc.double(),
  fc.constantFrom('', ' ', '\u0000', 'null', '<script>alert(1)</script>', "'; DROP TABLE leads; --", 'x'.repeat(5000)),
)
/** Mostly a valid value; sometimes junk; sometimes left out (undefined is dropped from the JSON). */
const either = <T>(valid: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 12, arbitrary: valid }, { weight: 1, arbitrary: junk }, { weight: 1, arbitrary: fc.constant(undefined) })

type Body = { json: unknown } | { raw: string }

/** A near-valid record most of the time, else arbitrary JSON or bytes that are not JSON at all. */
const bodies = (record: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<Body> =>
  fc.oneof(
    { weight: 6, arbitrary: record.map((json) => ({ json })) },
    { weight: 1, arbitrary: fc.jsonValue().map((json) => ({ json })) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 300 }).map((raw) => ({ raw })) },
  )

const phone = fc.constantFrom('010-1234-5678', '01012345678', '949-555-0101', '9495550101', '12345', '010-1234-567a')
const country = fc.constantFrom('KR', 'US', 'JP', 'XX')

const leadBodies = bodies(
  fc.record({
    name: either(fc.string({ minLength: 1, maxLength: 100 })),
    area: either(fc.string({ minLength: 1, maxLength: 200 })),
    phoneCountryCode: either(country),
    phone: either(phone),
    hasSite: either(fc.constantFrom(true, false, 'yes', 'no')),
    agreePrivacy: either(fc.constant(true)),
    agreeContact: either(fc.constant(true)),
    website: fc.oneof({ weight: 9, arbitrary: fc.constant('') }, { weight: 1, arbitrary: fc.string({ maxLength: 20 }) }),
    locale: either(fc.constantFrom('ko', 'en', 'ja')),
    page: either(fc.constantFrom('/', '/en', '/ja-JP')),
  }),
)

const contactBodies = (realtorIds: fc.Arbitrary<unknown>) =>
  bodies(
    fc.record({
      realtorId: either(realtorIds),
      lastName: either(fc.string({ minLength: 1, maxLength: 50 })),
      firstName: either(fc.string({ minLength: 1, maxLength: 50 })),
      email: either(fc.constantFrom('kim@example.com', 'a.b+c@example.co.kr', 'not-an-email', '@example.com')),
      phoneCountryCode: either(country),
      phone: either(phone),
      message: either(fc.string({ maxLength: 2000 })),
      isTerm: either(fc.constantFrom('Y', 'N', true, false)),
      website: fc.oneof({ weight: 9, arbitrary: fc.constant('') }, { weight: 1, arbitrary: fc.string({ maxLength: 20 }) }),
    }),
  )

let ipCounter = 0
function post(path: string, body: Body) {
  const headers = { 'X-Forwarded-For': `fuzz-${++ipCounter}`, 'Content-Type': 'application/json' }
  return 'raw' in body ? rest('POST', path, { raw: body.raw, headers }) : rest('POST', path, { body: body.json, headers })
}

/** The shared assertions: no 5xx, every refusal explained. Answers the parsed body. */
async function answered(response: Response): Promise<{ id?: number; ok?: boolean; errors?: { message?: unknown }[] }> {
  const body = await response.json()
  expect(response.status, JSON.stringify(body)).toBeLessThan(500)
  if (response.status >= 400) {
    expect(typeof body.errors?.[0]?.message).toBe('string')
    expect(body.errors[0].message.trim().length).toBeGreaterThan(3)
  }
  return body
}

const parsedJson = (body: Body): { ok: true; value: unknown } | { ok: false } => {
  if ('json' in body) return { ok: true, value: body.json }
  try {
    return { ok: true, value: JSON.parse(body.raw) }
  } catch {
    return { ok: false }
  }
}

const count = async (collection: 'leads' | 'contacts') => (await payload.count({ collection, overrideAccess: true })).totalDocs

describe('fuzzing the public endpoints', () => {
  it(`POST /api/send-to-slack: ${RUNS.lead} bodies`, async () => {
    const before = await count('leads')
    let stored = 0
    await fc.assert(
      fc.asyncProperty(leadBodies, async (body) => {
        const response = await post('/send-to-slack', body)
        const answer = await answered(response)
        const json = parsedJson(body)
        const valid = json.ok && leadSchema.safeParse(json.value).success
        const honeypot = valid && Boolean((json.value as { website?: string }).website)
        expect(response.status).toBe(valid ? 201 : 400)
        if (valid && !honeypot) {
          expect(answer.id).toEqual(expect.any(Number))
          stored++
        } else {
          expect(answer.id).toBeUndefined()
        }
      }),
      { numRuns: RUNS.lead, seed: SEED },
    )
    expect(await count('leads')).toBe(before + stored)
    console.log(`[fuzz] leads stored: ${stored}`)
    // The generator does reach the database, not only the validator.
    expect(stored).toBeGreaterThan(200)
  }, 600_000)

  it(`POST /api/realtor-contacts: ${RUNS.contact} bodies`, async () => {
    const unpublished = await makeRealtor(payload, { _status: 'draft' })
    const published = cast.ownRealtor.id
    const ids = fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(published, String(published)) },
      fc.constantFrom(unpublished.id, 999_999_999, -1, 0, 1.5),
    )
    const before = await count('contacts')
    let stored = 0
    await fc.assert(
      fc.asyncProperty(contactBodies(ids), async (body) => {
        const response = await post('/realtor-contacts', body)
        const answer = await answered(response)
        const json = parsedJson(body)
        const parsed = json.ok ? contactSchema.safeParse(json.value) : null
        const valid = Boolean(parsed?.success)
        const knownAgent = parsed?.success && parsed.data.realtorId === published
        const honeypot = parsed?.success && Boolean(parsed.data.website)
        if (!valid) expect(response.status).toBe(400)
        else if (honeypot) expect(response.status).toBe(201)
        else expect(response.status).toBe(knownAgent ? 201 : 404)
        if (valid && knownAgent && !honeypot) {
          expect(answer.id).toEqual(expect.any(Number))
          stored++
        } else {
          expect(answer.id).toBeUndefined()
        }
      }),
      { numRuns: RUNS.contact, seed: SEED + 1 },
    )
    expect(await count('contacts')).toBe(before + stored)
    console.log(`[fuzz] contacts stored: ${stored}`)
    expect(stored).toBeGreaterThan(50)
  }, 600_000)

  it(`POST /api/realtors/:id/import: ${RUNS.import} files`, async () => {
    const realtor = await makeRealtor(payload, { aboutMe: '소개', contactPhoneCountry: 'US', contactPhone: '949-555-0101' })
    const exportResponse = await rest('GET', `/realtors/${realtor.id}/export`, { token: cast.support.token })
    const exported = (await exportResponse.json()) as Record<string, unknown>
    const keys = Object.keys(exported)
    const snapshot = async () => JSON.stringify(await payload.findByID({ collection: 'realtors', id: realtor.id, locale: 'all', depth: 0 }))

    const edits = fc.array(
      fc.record({ key: fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 12 })), value: fc.option(junk, { nil: undefined }) }),
      { minLength: 1, maxLength: 4 },
    )
    const files = fc.oneof(
      {
        weight: 6,
        arbitrary: edits.map((changes) => JSON.stringify(changes.reduce((file, { key, value }) => ({ ...file, [key]: value }), exported))),
      },
      { weight: 1, arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)) },
      { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 300 }) },
    )

    let current = await snapshot()
    let applied = 0
    await fc.assert(
      fc.asyncProperty(files, async (file) => {
        const form = new FormData()
        form.append('file', new Blob([file], { type: 'application/json' }), 'realtor.json')
        form.append('realtorId', String(realtor.id))
        const response = await rest('POST', `/realtors/${realtor.id}/import`, { token: cast.support.token, body: form })
        await answered(response)
        const after = await snapshot()
        if (response.status >= 400) expect(after).toBe(current)
        else applied++
        current = after
      }),
      { numRuns: RUNS.import, seed: SEED + 2 },
    )
    console.log(`[fuzz] imports applied: ${applied}`)
    expect(applied).toBeGreaterThan(0)
  }, 600_000)
})
