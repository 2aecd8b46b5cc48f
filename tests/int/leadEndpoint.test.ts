/** POST /api/send-to-slack: validation, storage, Slack delivery with retries, rate limit. */
import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { testPayload } from '../harness/payload'
import { rest } from '../harness/rest'
import { startStandIn, type StandIn } from '../harness/standIns/standInServer'

let payload: Payload
let slack: StandIn
let ipCounter = 0

beforeAll(async () => {
  payload = await testPayload()
  slack = await startStandIn()
  process.env.SLACK_WEBHOOK_URL = `${slack.url}/hooks/test`
})
afterAll(async () => {
  delete process.env.SLACK_WEBHOOK_URL
  await slack.close()
})

const validLead = () => ({
  name: '김하나',
  area: 'Irvine, CA',
  phoneCountryCode: 'KR',
  phone: '010-1234-5678',
  hasSite: false,
  agreePrivacy: true,
  agreeContact: true,
  website: '',
  locale: 'ko',
  page: '/',
})

/** Each call from its own address, so the rate limit only bites where a test wants it to. */
const submit = (body: unknown, ip = `10.0.0.${++ipCounter}`) => rest('POST', '/send-to-slack', { body, headers: { 'X-Forwarded-For': ip } })

const leadCount = async () => (await payload.count({ collection: 'leads' })).totalDocs

async function runJobsUntilIdle() {
  for (let round = 0; round < 20; round++) {
    const pending = await payload.count({
      collection: 'payload-jobs',
      where: { completedAt: { exists: false }, hasError: { not_equals: true } },
    })
    if (pending.totalDocs === 0) return
    await payload.jobs.run({ limit: 50 })
  }
}

describe('a valid lead', () => {
  it('is stored with its consent record and delivered to Slack once', async () => {
    slack.replyWith({ status: 200 })
    const before = slack.requests.length
    const response = await submit(validLead())
    expect(response.status).toBe(201)
    const { id } = await response.json()

    const stored = await payload.findByID({ collection: 'leads', id })
    expect(stored).toMatchObject({ name: '김하나', area: 'Irvine, CA', phone: '010-1234-5678', phoneCountryCode: 'KR', hasSite: false })
    expect(stored.consent).toMatchObject({ privacy: true, contact: true, locale: 'ko' })
    expect(Date.parse(stored.consent!.agreedAt)).toBeGreaterThan(Date.now() - 60_000)
    expect(stored.forwarding?.status).toBe('pending')

    await runJobsUntilIdle()
    const delivered = slack.requests.slice(before)
    expect(delivered).toHaveLength(1)
    expect(delivered[0].path).toBe('/hooks/test')
    expect(JSON.parse(delivered[0].body).text).toContain('010-1234-5678')
    expect((await payload.findByID({ collection: 'leads', id })).forwarding).toMatchObject({ status: 'delivered', attempts: 1 })
  })

  it("reaches Slack as the visitor's text: no @channel ping, no mention, no disguised link", async () => {
    slack.replyWith({ status: 200 })
    const before = slack.requests.length
    const response = await submit({
      ...validLead(),
      name: '<!channel> Kim & <@U024BE7LH>',
      area: '<https://evil.example|Irvine, CA>',
      page: '/<!here>',
    })
    expect(response.status).toBe(201)
    await runJobsUntilIdle()
    const [delivered] = slack.requests.slice(before)
    const { text } = JSON.parse(delivered.body) as { text: string }
    expect(text).toContain('Name: &lt;!channel&gt; Kim &amp; &lt;@U024BE7LH&gt;')
    expect(text).toContain('Area: &lt;https://evil.example|Irvine, CA&gt;')
    expect(text).toContain('Page: /&lt;!here&gt;')
    expect(text).not.toMatch(/<[!@h]/)
  })

  it('survives Slack failing: retried, then delivered exactly once', async () => {
    slack.replyWith({ status: 500 }, 'hang', { status: 503 }, { status: 200 })
    const before = slack.requests.length
    const response = await submit({ ...validLead(), name: 'Retry Lead' })
    expect(response.status).toBe(201)
    const { id } = await response.json()

    await runJobsUntilIdle()
    const calls = slack.requests.slice(before)
    expect(calls).toHaveLength(4)
    const lead = await payload.findByID({ collection: 'leads', id })
    expect(lead.forwarding).toMatchObject({ status: 'delivered', attempts: 4 })
    await runJobsUntilIdle()
    expect(slack.requests.slice(before)).toHaveLength(4)
  }, 40_000)
})

describe('invalid bodies are refused with nothing stored', () => {
  const cases: [string, unknown][] = [
    ['missing consent', { ...validLead(), agreeContact: false }],
    ['consent as a string', { ...validLead(), agreePrivacy: 'true' }],
    ['phone with letters', { ...validLead(), phone: '010-1234-abcd' }],
    ['phone too short for KR', { ...validLead(), phone: '010-123-456' }],
    ['US phone with 11 digits', { ...validLead(), phoneCountryCode: 'US', phone: '1-949-555-0101' }],
    ['unknown country', { ...validLead(), phoneCountryCode: 'FR' }],
    ['hasSite neither yes nor no', { ...validLead(), hasSite: 'maybe' }],
    ['name missing', { ...validLead(), name: '   ' }],
    ['area as a number', { ...validLead(), area: 42 }],
    ['huge name', { ...validLead(), name: 'x'.repeat(5000) }],
    ['an array', [validLead()]],
    ['null', null],
  ]
  it.each(cases)('%s -> 400 with a message', async (_, body) => {
    const before = await leadCount()
    const response = await submit(body)
    expect(response.status).toBe(400)
    const json = await response.json()
    expect(json.errors[0].message).toMatch(/Please check/)
    expect(await leadCount()).toBe(before)
  })

  it.each([
    ['a right-to-left override', 'name', 'Kim \u202eeerf'],
    ['a C1 next-line control', 'name', 'Kim\u0085Hana'],
    ['a C1 escape introducer', 'area', 'Irvine\u009b31m'],
    ['a bidi isolate', 'area', '\u2066Irvine'],
  ])('%s in the %s -> 400 naming the field, with the control-character message key', async (_, field, value) => {
    const before = await leadCount()
    const response = await submit({ ...validLead(), [field]: value })
    expect(response.status).toBe(400)
    const json = (await response.json()) as { errors: { message: string }[]; fields: { field: string; message: string }[] }
    expect(json.errors[0].message).toBe(`Please check: ${field}.`)
    expect(json.fields).toEqual([{ field, message: 'characters' }])
    expect(await leadCount()).toBe(before)
  })

  it('a body that is not JSON -> 400', async () => {
    const response = await rest('POST', '/send-to-slack', {
      body: undefined,
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '10.1.0.1' },
    })
    expect(response.status).toBe(400)
  })

  it('an oversized body -> 413', async () => {
    const before = await leadCount()
    const response = await submit({ ...validLead(), area: 'y'.repeat(20_000) })
    expect(response.status).toBe(413)
    expect(await leadCount()).toBe(before)
  })

  it('a filled honeypot is answered 201 but nothing is kept or sent', async () => {
    const [leads, calls] = [await leadCount(), slack.requests.length]
    const response = await submit({ ...validLead(), website: 'http://spam.example.com' })
    expect(response.status).toBe(201)
    await runJobsUntilIdle()
    expect(await leadCount()).toBe(leads)
    expect(slack.requests.length).toBe(calls)
  })
})

describe('rate limit', () => {
  it('answers 429 with Retry-After past 10 requests from one address', async () => {
    const ip = '10.9.9.9'
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) statuses.push((await submit({ ...validLead(), name: `Flood ${i}` }, ip)).status)
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true)
    const blocked = await submit(validLead(), ip)
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await blocked.json()).errors[0].message).toMatch(/try again in \d+ seconds/)
    // Another address is unaffected.
    expect((await submit(validLead())).status).toBe(201)
  })
})

describe('a lead the database refuses', () => {
  it('answers 500 with a message, stores nothing, and logs neither the name nor the phone', async () => {
    const db = (payload.db as unknown as PostgresAdapter).drizzle
    // PostgreSQL itself refuses this one name: a failure after validation, as a broken schema or disk would cause.
    await db.execute(sql`ALTER TABLE leads ADD CONSTRAINT test_refused_name CHECK (name <> 'Refused Visitor')`)
    const logged = vi.spyOn(payload.logger, 'error')
    try {
      const before = await leadCount()
      const response = await submit({ ...validLead(), name: 'Refused Visitor', phone: '010-9876-5432' })
      expect(response.status).toBe(500)
      expect((await response.json()).errors[0].message).toMatch(/could not be saved/)
      expect(await leadCount()).toBe(before)

      const lines = logged.mock.calls.map((call) => JSON.stringify(call))
      expect(lines.some((line) => line.includes('lead could not be stored'))).toBe(true)
      expect(lines.join('\n')).not.toMatch(/Refused Visitor|9876|5432/)
    } finally {
      logged.mockRestore()
      await db.execute(sql`ALTER TABLE leads DROP CONSTRAINT test_refused_name`)
    }
  })
})
