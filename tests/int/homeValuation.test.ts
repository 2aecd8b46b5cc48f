/**
 * "What is my home worth?" through POST /api/valuations, against the listings stand-in and a real SMTP
 * server: the estimate is answered at once and stored with the seller lead; the agent is e-mailed a
 * seller lead with the address and the estimate, the owner an acknowledgement with what they were
 * shown; bad input is refused field by field with nothing stored; a failing source still stores the
 * request, and the estimate follows in the owner's e-mail once the source answers again.
 */
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { estimateValue } from '@/lib/valuation/estimate'
import { overrideEnv } from '../harness/env'
import { makePerson, makeRealtor, uniqueSlug } from '../harness/fixtures'
import { runQueueUntilIdle } from '../harness/jobs'
import { listingsApiReply } from '../harness/standIns/listingsStandIn'
import { testPayload } from '../harness/payload'
import { rest } from '../harness/rest'
import { startSmtpStandIn, type SmtpStandIn } from '../harness/standIns/smtpStandIn'
import { startStandIn, type StandIn } from '../harness/standIns/standInServer'

let payload: Payload
let smtp: SmtpStandIn
let api: StandIn
let broken: StandIn
let restoreEnv: () => void = () => {}

beforeAll(async () => {
  payload = await testPayload()
  smtp = await startSmtpStandIn()
  api = await startStandIn(listingsApiReply)
  broken = await startStandIn()
})
afterEach(() => restoreEnv())
afterAll(async () => {
  await Promise.all([smtp.stop(), api.close(), broken.close()])
})

let ipCounter = 0
const nextIp = () => `10.79.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`

const home = {
  street: '12 Sandpiper',
  city: 'Irvine',
  state: 'CA',
  zipcode: '92618',
  propertyType: 'single_family',
  beds: '3',
  baths: '2',
  livingArea: '1,800',
  yearBuilt: '',
}

async function agent() {
  const owner = await makePerson(payload, 'agent')
  const realtor = await makeRealtor(payload, {
    owner: owner.id,
    displayName: 'Hana Kim',
    email: `${uniqueSlug('office')}@example.com`,
    activityRegion: [{ state: 'CA', city: 'Irvine' }],
  } as never)
  return realtor
}

function ask(realtorId: number, overrides: Record<string, unknown> = {}) {
  return rest('POST', '/valuations', {
    body: {
      realtorId,
      locale: 'en',
      ...home,
      lastName: 'Lee',
      firstName: 'Minji',
      email: `${uniqueSlug('owner')}@example.com`,
      phoneCountryCode: 'US',
      phone: '949-555-0199',
      message: 'Thinking of selling next spring.',
      isTerm: 'Y',
      ...overrides,
    },
    headers: { 'X-Forwarded-For': nextIp() },
  })
}

const mailsTo = (address: string) => smtp.received.filter((entry) => entry.rcpt.includes(address))
const sellerLeads = (realtorId: number) =>
  payload.find({
    collection: 'contacts',
    where: { and: [{ realtor: { equals: realtorId } }, { kind: { equals: 'valuation' } }] },
    overrideAccess: true,
  })

describe('an owner asks what their home is worth', () => {
  it('gets the range at once, stored with the seller lead; the agent and the owner are e-mailed', async () => {
    restoreEnv = overrideEnv({ LISTINGS_API_URL: api.url, SMTP_URL: smtp.url, PUBLIC_URL: 'https://homes.example.test' })
    const realtor = await agent()
    const owner = `${uniqueSlug('owner')}@example.com`
    const response = await ask(realtor.id, { email: owner })
    expect(response.status).toBe(201)
    const answer = await response.json()
    expect(answer.outcome).toBe('estimated')

    // The sold homes asked of the source: Irvine's, in Orange County, single-family.
    const asked = new URL(api.requests.at(-1)!.path, api.url).searchParams
    expect(Object.fromEntries(asked)).toMatchObject({ propertyStatus: 'sold', city: 'Irvine', state: 'CA', propertyType: 'single_family' })

    const { low, value, high, comparables } = answer.estimate
    expect(comparables.length).toBeGreaterThanOrEqual(3)
    expect(low).toBeLessThanOrEqual(value)
    expect(value).toBeLessThanOrEqual(high)
    // The same numbers as the estimate computed from the comparables shown, for this home.
    const again = estimateValue({ livingArea: 1800, beds: 3, baths: 2 }, comparables)
    expect(again && { low: again.low, value: again.value, high: again.high }).toEqual({ low, value, high })

    const [lead] = (await sellerLeads(realtor.id)).docs
    expect(lead).toMatchObject({ id: answer.id, kind: 'valuation', email: owner })
    expect(lead.valuation).toMatchObject({
      street: '12 Sandpiper',
      city: 'Irvine',
      livingArea: 1800,
      beds: 3,
      baths: 2,
      outcome: 'estimated',
      value,
    })

    await runQueueUntilIdle(payload, 'default')
    const [notice] = mailsTo(realtor.email!)
    expect(notice.mail.subject).toBe('[매도 · 시세 문의] Lee Minji님이 집 시세를 문의했습니다')
    expect(notice.mail.text).toContain('12 Sandpiper, Irvine, CA 92618')
    expect(notice.mail.text).toContain(`$${value.toLocaleString('en-US')}`)
    const [ack] = mailsTo(owner)
    expect(ack.mail.subject).toBe('Your message to Hana Kim has been received')
    expect(ack.mail.text).toContain('Your home valuation')
    expect(ack.mail.text).toContain(`Estimate: $${value.toLocaleString('en-US')}`)
    expect(ack.mail.text).toContain('This is an estimate, not an appraisal.')
  })

  it('with fewer than 3 comparable sales: no number, the agent prepares an analysis', async () => {
    restoreEnv = overrideEnv({ LISTINGS_API_URL: api.url })
    const realtor = await agent()
    // The stand-in has no sales in Torrance.
    const response = await ask(realtor.id, { city: 'Torrance' })
    expect(response.status).toBe(201)
    expect(await response.json()).toMatchObject({ outcome: 'few', estimate: null })
    expect((await sellerLeads(realtor.id)).docs[0].valuation?.outcome).toBe('few')
  })

  it('the source down: the request is stored, and the estimate follows in the e-mail once it answers', async () => {
    restoreEnv = overrideEnv({ LISTINGS_API_URL: broken.url, SMTP_URL: smtp.url })
    const realtor = await agent()
    const owner = `${uniqueSlug('owner')}@example.com`
    const response = await ask(realtor.id, { email: owner })
    expect(response.status).toBe(201)
    expect(await response.json()).toMatchObject({ outcome: 'later', estimate: null })
    expect((await sellerLeads(realtor.id)).docs[0].valuation?.outcome).toBe('later')

    process.env.LISTINGS_API_URL = api.url
    await runQueueUntilIdle(payload, 'default')
    const [lead] = (await sellerLeads(realtor.id)).docs
    expect(lead.valuation?.outcome).toBe('estimated')
    const [ack] = mailsTo(owner)
    expect(ack.mail.text).toContain(`Estimate: $${lead.valuation!.value!.toLocaleString('en-US')}`)
  })
})

describe('the seller lead is the agent’s and staff’s alone', () => {
  it('another agent and a visitor cannot read it; staff find it in the contacts CSV with the home and estimate', async () => {
    restoreEnv = overrideEnv({ LISTINGS_API_URL: api.url })
    const realtor = await agent()
    const response = await ask(realtor.id, { street: '9 Private Lane' })
    const { id, estimate } = await response.json()
    const other = await makePerson(payload, 'agent')
    expect((await rest('GET', `/contacts/${id}`, { token: other.token })).status).toBe(404)
    expect((await rest('GET', `/contacts/${id}`)).status).toBe(403)
    const staff = await makePerson(payload, 'staff')
    const csv = await (await rest('GET', '/contacts/export-csv', { token: staff.token })).text()
    const [header, ...rows] = csv.trim().split(/\r?\n/)
    expect(header).toContain('valuationAddress')
    const row = rows.find((line) => line.includes('9 Private Lane, Irvine, CA 92618'))
    expect(row).toContain('estimated')
    expect(row).toContain(String(estimate.value))
  })

  it('asks are counted with the contact form from the same address (10 in 10 minutes)', async () => {
    restoreEnv = overrideEnv({ LISTINGS_API_URL: api.url })
    const realtor = await agent()
    const address = `10.80.0.${Date.now() % 250}`
    for (let i = 0; i < 10; i++) {
      const contact = await rest('POST', '/realtor-contacts', {
        body: {
          realtorId: realtor.id,
          lastName: 'Lee',
          firstName: 'Minji',
          email: 'minji@example.com',
          phoneCountryCode: 'US',
          phone: '949-555-0199',
          isTerm: 'Y',
        },
        headers: { 'X-Forwarded-For': address },
      })
      expect(contact.status).toBe(201)
    }
    const limited = await rest('POST', '/valuations', { body: { realtorId: realtor.id, ...home }, headers: { 'X-Forwarded-For': address } })
    expect(limited.status).toBe(429)
    expect((await sellerLeads(realtor.id)).totalDocs).toBe(0)
  })
})

describe('bad input is refused beside its field, and nothing is stored', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['letters in the living area', { livingArea: 'big' }, 'livingArea', 'number'],
    ['an area of 0', { livingArea: '0' }, 'livingArea', 'livingArea'],
    ['an area of 1,000,000', { livingArea: '1000000' }, 'livingArea', 'livingArea'],
    ['an empty street', { street: '  ' }, 'street', 'required'],
    ['an unknown city', { city: '12345' }, 'city', 'city'],
    ['a state we do not serve', { state: 'TX' }, 'state', 'state'],
    ['letters in the beds', { beds: 'three' }, 'beds', 'number'],
  ]
  for (const [what, overrides, path, message] of cases) {
    it(what, async () => {
      restoreEnv = overrideEnv({ LISTINGS_API_URL: api.url })
      const realtor = await agent()
      const response = await ask(realtor.id, overrides)
      expect(response.status).toBe(400)
      const { fields } = await response.json()
      expect(fields).toContainEqual({ field: path, message })
      expect((await sellerLeads(realtor.id)).totalDocs).toBe(0)
    })
  }
})
