/**
 * Saved searches end to end, against a real SMTP server (npm smtp-server) and a real HTTP stand-in of
 * the listings API whose homes the tests change between runs: double opt-in, the alerts run (new homes,
 * price changes, nothing when nothing is new), one-click unsubscribe, the manage page's deletion, a
 * source outage, one source call per criteria, and the limits of the sign-up.
 */
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { runAlerts } from '@/jobs/alerts/runAlerts'
import { queueNextAlertRun } from '@/jobs/alerts/scheduleAlerts'
import { emailHash } from '@/lib/email/addresses'
import { overrideEnv } from '../harness/env'
import { makePerson, makeRealtor, uniqueSlug } from '../harness/fixtures'
import { runQueueUntilIdle } from '../harness/jobs'
import { testPayload } from '../harness/payload'
import { rest } from '../harness/rest'
import { rawHeader, startSmtpStandIn, type ReceivedMail, type SmtpStandIn } from '../harness/standIns/smtpStandIn'
import { startStandIn, type StandIn } from '../harness/standIns/standInServer'

type RawHome = {
  id: string
  address: string
  city: string
  state: string
  zipcode: string
  listPrice: number
  bedrooms: number
  bathrooms: number
  livingArea: number
}

let payload: Payload
let smtp: SmtpStandIn
let listings: StandIn
let restoreEnv: () => void = () => {}
/** The homes the stand-in answers, by city; a city in `failing` answers 500. */
const homesByCity = new Map<string, RawHome[]>()
const failing = new Set<string>()
/** Sold homes by city (the favourites' status). */
const soldByCity = new Map<string, RawHome[]>()
const PUBLIC_URL = 'https://homes.example.test'

beforeAll(async () => {
  payload = await testPayload()
  smtp = await startSmtpStandIn()
  listings = await startStandIn((request) => {
    const url = new URL(request.path, 'http://stand-in')
    if (url.pathname !== '/cozying-api/v1/home/list') return { status: 404 }
    const city = url.searchParams.get('city') ?? ''
    if (failing.has(city)) return { status: 500, body: { message: 'down' } }
    const status = url.searchParams.get('propertyStatus')
    return { status: 200, body: { homes: status === 'active' ? (homesByCity.get(city) ?? []) : (soldByCity.get(city) ?? []) } }
  })
})
beforeAll(() => {
  restoreEnv = overrideEnv({
    SMTP_URL: smtp.url,
    LISTINGS_API_URL: listings.url,
    PUBLIC_URL,
    MAIL_FROM: 'Homes <alerts@homes.example.test>',
  })
})
afterEach(() => failing.clear())
afterAll(async () => {
  restoreEnv()
  await smtp.stop()
  await listings.close()
})

let ipCounter = 0
const nextIp = () => `10.88.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`

let homeCounter = 0
function home(city: string, price: number): RawHome {
  const n = ++homeCounter
  return {
    id: `home-${n}`,
    address: `${n} Alert Way`,
    city,
    state: 'CA',
    zipcode: '92618',
    listPrice: price,
    bedrooms: 3,
    bathrooms: 2,
    livingArea: 1500,
  }
}

/** An agent working in a city of its own, so no other test's homes or searches meet this one's. */
async function agentInOwnCity(overrides: Record<string, unknown> = {}) {
  const city = `Alertville ${uniqueSlug('c')}`
  const owner = await makePerson(payload, 'agent')
  const realtor = await makeRealtor(payload, {
    owner: owner.id,
    displayName: 'Kim Realty',
    email: `${uniqueSlug('kim')}@agents.example.test`,
    activityRegion: [{ state: 'CA', city }],
    etcInfo: [{ type: 'company_address', value: '1 Main St, Irvine, CA 92618' }],
    ...overrides,
  })
  homesByCity.set(city, [home(city, 1_000_000), home(city, 1_200_000)])
  return { city, owner, realtor }
}

const subscribe = (body: Record<string, unknown>) =>
  rest('POST', '/saved-searches/subscribe', {
    body: { website: '', consent: true, frequency: 'instant', ...body },
    headers: { 'X-Forwarded-For': nextIp() },
  })

const mailsTo = (address: string) => smtp.received.filter((entry) => entry.rcpt.includes(address))
const linkIn = (mail: ReceivedMail, pattern: RegExp) => {
  const match = pattern.exec(mail.mail.text ?? '')
  if (!match) throw new Error(`no link ${pattern} in:\n${mail.mail.text}`)
  return new URL(match[0])
}

async function runAlertsJob(): Promise<void> {
  await payload.jobs.queue({ task: 'sendAlerts', input: {}, queue: 'alerts' })
  await runQueueUntilIdle(payload, 'alerts')
  await runQueueUntilIdle(payload, 'default')
}

/** Presses the confirmation page's button: the form post of the link in the confirmation e-mail. */
async function confirm(mail: ReceivedMail): Promise<Response> {
  const link = linkIn(mail, /https?:\/\/\S+\/alerts\/confirm\?token=\S+/)
  const back = link.pathname.replace(/\/confirm$/, '')
  return rest('POST', '/saved-searches/confirm', {
    raw: new URLSearchParams({ token: link.searchParams.get('token')!, back }).toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  })
}

async function subscribedAndConfirmed(realtorId: number, city: string, email: string, locale = 'en') {
  expect((await subscribe({ realtorId, locale, email, search: { city, state: 'CA' } })).status).toBe(201)
  await runQueueUntilIdle(payload, 'default')
  const [confirmation] = mailsTo(email)
  const confirmed = await confirm(confirmation)
  expect(confirmed.status).toBe(303)
  return new URL(confirmed.headers.get('location')!, PUBLIC_URL)
}

describe('a saved search, from sign-up to alerts', () => {
  it('sends the confirmation alone, then one alert naming the new home and one naming the price change, in the language of the save', async () => {
    const { city, realtor, owner } = await agentInOwnCity()
    const buyer = `${uniqueSlug('buyer')}@example.com`
    const response = await subscribe({
      realtorId: realtor.id,
      locale: 'ja',
      email: buyer,
      name: '山田',
      search: { city, state: 'CA', type: 'sale' },
    })
    expect(response.status).toBe(201)
    await runQueueUntilIdle(payload, 'default')
    // Before the click: the confirmation is the only e-mail, and a run sends nothing.
    homesByCity.get(city)!.push(home(city, 900_000))
    await runAlertsJob()
    expect(mailsTo(buyer)).toHaveLength(1)
    const [confirmation] = mailsTo(buyer)
    expect(confirmation.mail.subject).toBe('[Kim Realty] 物件通知のお申し込みを確認してください')
    expect(confirmation.mail.text).toContain(`一戸建て · 購入 · ${city}, CA`)
    expect(rawHeader(confirmation.mail, 'list-unsubscribe')).toMatch(/^<https:\/\/homes\.example\.test\/api\/email\/unsubscribe\?token=/)

    const manage = await confirm(confirmation)
    expect(manage.status).toBe(303)
    expect(manage.headers.get('location')).toMatch(new RegExp(`^/ja-JP/${realtor.desiredUrl}/alerts\\?token=.+&confirmed=1$`))
    // The link is single use.
    expect((await confirm(confirmation)).headers.get('location')).toMatch(/\/confirm\?invalid=1$/)
    await runQueueUntilIdle(payload, 'default')
    // The agent hears of the new buyer lead, in the agent's language, with the buyer as Reply-To.
    const [notice] = mailsTo(realtor.email!)
    expect(notice.mail.subject).toBe('[새 관심 고객] 山田님이 매물 알림을 신청했습니다')
    expect(notice.mail.replyTo?.value[0].address).toBe(buyer)
    expect(owner.email).toBeTruthy()

    // The first run learns what the search shows today: nothing is news yet.
    await runAlertsJob()
    expect(mailsTo(buyer)).toHaveLength(1)

    const added = home(city, 1_450_000)
    homesByCity.get(city)!.unshift(added)
    await runAlertsJob()
    expect(mailsTo(buyer)).toHaveLength(2)
    const alert = mailsTo(buyer)[1].mail
    expect(alert.subject).toBe(`新着情報1件: 一戸建て · 購入 · ${city}, CA`)
    expect(alert.text).toContain('新着物件')
    expect(alert.text).toContain(added.address)
    expect(alert.text).toContain('$1,450,000')
    expect(alert.text).not.toContain('1 Alert Way,')
    expect(alert.from?.value[0]).toMatchObject({ name: 'Kim Realty', address: 'alerts@homes.example.test' })
    expect(alert.replyTo?.value[0].address).toBe(realtor.email)
    expect(rawHeader(alert, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
    expect(alert.text).toContain('1 Main St, Irvine, CA 92618')
    expect(alert.text).toMatch(/通知の設定: https:\/\/homes\.example\.test\/ja-JP\/.+\/alerts\?token=/)

    // A home's link records the click and opens its page on the agent's site.
    const open = linkIn(mailsTo(buyer)[1], /https:\/\/homes\.example\.test\/api\/saved-searches\/open\?token=\S+/)
    const opened = await rest('GET', `/saved-searches/open${open.search}`)
    expect(opened.status).toBe(303)
    expect(opened.headers.get('location')).toMatch(new RegExp(`^${PUBLIC_URL}/ja-JP/${realtor.desiredUrl}/listings/${added.id}\\?`))

    const lowered = homesByCity.get(city)![1]
    lowered.listPrice = 950_000
    await runAlertsJob()
    expect(mailsTo(buyer)).toHaveLength(3)
    const priceAlert = mailsTo(buyer)[2].mail
    expect(priceAlert.text).toContain('価格変更: $1,000,000 → $950,000')
    expect(priceAlert.text).toContain(lowered.address)
    expect(priceAlert.text).not.toContain(added.address)

    // Nothing new: nothing sent.
    await runAlertsJob()
    expect(mailsTo(buyer)).toHaveLength(3)
  })

  it('one-click unsubscribe (RFC 8058) stops every later alert', async () => {
    const { city, realtor } = await agentInOwnCity()
    const buyer = `${uniqueSlug('leaver')}@example.com`
    await subscribedAndConfirmed(realtor.id, city, buyer)
    await runAlertsJob()
    homesByCity.get(city)!.unshift(home(city, 700_000))
    await runAlertsJob()
    expect(mailsTo(buyer)).toHaveLength(2)
    const header = rawHeader(mailsTo(buyer)[1].mail, 'list-unsubscribe')
    const oneClick = new URL(/<([^>]+)>/.exec(header)![1])
    const response = await rest('POST', `/email/unsubscribe${oneClick.search}`, {
      raw: 'List-Unsubscribe=One-Click',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    expect(response.status).toBe(200)
    homesByCity.get(city)!.unshift(home(city, 710_000))
    await runAlertsJob()
    expect(mailsTo(buyer)).toHaveLength(2)
  })

  it('when the source is down nothing is sent, and the next run sends exactly what was missed', async () => {
    const { city, realtor } = await agentInOwnCity()
    const buyer = `${uniqueSlug('patient')}@example.com`
    await subscribedAndConfirmed(realtor.id, city, buyer)
    await runAlertsJob()
    const added = home(city, 820_000)
    homesByCity.get(city)!.unshift(added)
    failing.add(city)
    await runAlertsJob()
    expect(mailsTo(buyer)).toHaveLength(1)
    failing.clear()
    await runAlertsJob()
    expect(mailsTo(buyer)).toHaveLength(2)
    expect(mailsTo(buyer)[1].mail.text).toContain(added.address)
    await runAlertsJob()
    expect(mailsTo(buyer)).toHaveLength(2)
  })

  it('asks the source once per criteria however many buyers share them', async () => {
    const { city, realtor } = await agentInOwnCity()
    const buyers = [1, 2, 3].map(() => `${uniqueSlug('crowd')}@example.com`)
    for (const buyer of buyers) await subscribedAndConfirmed(realtor.id, city, buyer)
    await runAlertsJob()
    homesByCity.get(city)!.unshift(home(city, 640_000))
    const before = listings.requests.filter((request) => request.path.includes(encodeURIComponent(city).replace(/%20/g, '+'))).length
    await runAlerts(payload)
    await runQueueUntilIdle(payload, 'default')
    const after = listings.requests.filter((request) => request.path.includes(encodeURIComponent(city).replace(/%20/g, '+'))).length
    expect(after - before).toBe(1)
    for (const buyer of buyers) expect(mailsTo(buyer)).toHaveLength(2)
  })

  it("forgets a deleted agent's buyers with the agent, and sends them nothing", async () => {
    const { city, realtor } = await agentInOwnCity()
    const buyer = `${uniqueSlug('gone')}@example.com`
    await subscribedAndConfirmed(realtor.id, city, buyer)
    await runAlertsJob()
    await payload.delete({ collection: 'realtors', id: realtor.id, overrideAccess: true })
    homesByCity.get(city)!.unshift(home(city, 610_000))
    await runAlertsJob()
    expect(mailsTo(buyer)).toHaveLength(1)
    const where = { emailHash: { equals: emailHash(buyer) } }
    expect((await payload.count({ collection: 'saved-searches', where, overrideAccess: true })).totalDocs).toBe(0)
  })

  it('sends nothing for an agent who is unpublished', async () => {
    const { city, realtor } = await agentInOwnCity()
    const buyer = `${uniqueSlug('orphan')}@example.com`
    await subscribedAndConfirmed(realtor.id, city, buyer)
    await runAlertsJob()
    await payload.update({ collection: 'realtors', id: realtor.id, data: { _status: 'draft' } })
    homesByCity.get(city)!.unshift(home(city, 600_000))
    await runAlertsJob()
    expect(mailsTo(buyer)).toHaveLength(1)
  })
})

describe('the manage page', () => {
  it('deletes everything stored for the address, with every agent, and keeps only a suppression record', async () => {
    const first = await agentInOwnCity()
    const second = await agentInOwnCity()
    const buyer = `${uniqueSlug('forget')}@example.com`
    const manage = await subscribedAndConfirmed(first.realtor.id, first.city, buyer)
    await subscribedAndConfirmed(second.realtor.id, second.city, buyer)
    expect(
      (
        await subscribe({
          realtorId: first.realtor.id,
          locale: 'en',
          email: buyer,
          favourites: [{ id: 'home-x', from: '' }],
        })
      ).status,
    ).toBe(201)
    const hash = emailHash(buyer)
    expect(
      (await payload.count({ collection: 'saved-searches', where: { emailHash: { equals: hash } }, overrideAccess: true })).totalDocs,
    ).toBe(3)
    const response = await rest('POST', '/saved-searches/manage', {
      raw: new URLSearchParams({ token: manage.searchParams.get('token')!, action: 'deleteAll', back: manage.pathname }).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(`${manage.pathname}?deleted=1`)
    expect(
      (await payload.count({ collection: 'saved-searches', where: { emailHash: { equals: hash } }, overrideAccess: true })).totalDocs,
    ).toBe(0)
    const suppression = await payload.find({
      collection: 'email-suppressions',
      where: { emailHash: { equals: hash } },
      overrideAccess: true,
    })
    expect(suppression.docs[0]?.reason).toBe('deleted')
    // A forged token changes nothing.
    const forged = await rest('POST', '/saved-searches/manage', {
      raw: new URLSearchParams({ token: 'abc.def', action: 'deleteAll', back: manage.pathname }).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    expect(forged.headers.get('location')).toBe(`${manage.pathname}?invalid=1`)
  })

  it('changes how often and pauses, for that address only', async () => {
    const { city, realtor } = await agentInOwnCity()
    const buyer = `${uniqueSlug('tuner')}@example.com`
    const manage = await subscribedAndConfirmed(realtor.id, city, buyer)
    const [saved] = (
      await payload.find({ collection: 'saved-searches', where: { emailHash: { equals: emailHash(buyer) } }, overrideAccess: true })
    ).docs
    const post = (fields: Record<string, string>) =>
      rest('POST', '/saved-searches/manage', {
        raw: new URLSearchParams({
          token: manage.searchParams.get('token')!,
          back: manage.pathname,
          id: String(saved.id),
          ...fields,
        }).toString(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      })
    expect((await post({ action: 'frequency', frequency: 'weekly' })).status).toBe(303)
    expect((await payload.findByID({ collection: 'saved-searches', id: saved.id })).frequency).toBe('weekly')
    await post({ action: 'pause' })
    expect((await payload.findByID({ collection: 'saved-searches', id: saved.id })).status).toBe('paused')
    await runAlertsJob()
    homesByCity.get(city)!.unshift(home(city, 500_000))
    await runAlertsJob()
    expect(mailsTo(buyer)).toHaveLength(1)
  })
})

describe('sign-up limits and bad input', () => {
  it('answers a malformed address, a missing consent and a missing search with messages beside the fields', async () => {
    const { city, realtor } = await agentInOwnCity()
    const bad = await subscribe({ realtorId: realtor.id, locale: 'en', email: 'not-an-address', consent: false, search: { city } })
    expect(bad.status).toBe(400)
    const { fields } = (await bad.json()) as { fields: { field: string; message: string }[] }
    expect(fields).toEqual(
      expect.arrayContaining([
        { field: 'email', message: 'email' },
        { field: 'consent', message: 'consent' },
      ]),
    )
    const neither = await subscribe({ realtorId: realtor.id, locale: 'en', email: 'a@example.com' })
    expect(neither.status).toBe(400)
  })

  it('never subscribes the same address and criteria twice, and stops at 20 per agent', async () => {
    const { city, realtor } = await agentInOwnCity({
      activityRegion: Array.from({ length: 21 }, (_, n) => ({ state: 'CA', city: `Limitville ${n}` })),
    })
    const buyer = `${uniqueSlug('many')}@example.com`
    await subscribedAndConfirmed(realtor.id, 'Limitville 0', buyer)
    const again = await subscribe({ realtorId: realtor.id, locale: 'en', email: buyer, search: { city: 'Limitville 0', state: 'CA' } })
    expect(again.status).toBe(201)
    // Word for word what a new address is told: the form tells nobody what someone else signed up for.
    const fresh = await subscribe({
      realtorId: realtor.id,
      locale: 'en',
      email: `${uniqueSlug('new')}@example.com`,
      search: { city: 'Limitville 0', state: 'CA' },
    })
    expect(await again.json()).toEqual(await fresh.json())
    await runQueueUntilIdle(payload, 'default')
    // Already confirmed: no second row, no second confirmation.
    expect(mailsTo(buyer)).toHaveLength(1)
    for (let n = 1; n < 20; n++)
      expect(
        (await subscribe({ realtorId: realtor.id, locale: 'en', email: buyer, search: { city: `Limitville ${n}`, state: 'CA' } })).status,
      ).toBe(201)
    const over = await subscribe({ realtorId: realtor.id, locale: 'ko', email: buyer, search: { city: 'Limitville 20', state: 'CA' } })
    expect(over.status).toBe(409)
    expect(((await over.json()) as { errors: { message: string }[] }).errors[0].message).toContain('20개')
    expect(
      (await payload.count({ collection: 'saved-searches', where: { emailHash: { equals: emailHash(buyer) } }, overrideAccess: true }))
        .totalDocs,
    ).toBe(20)
    expect(city).toBeTruthy()
  })

  it('is rate-limited per address like the contact form', async () => {
    const { city, realtor } = await agentInOwnCity()
    const restore = overrideEnv({ SAVED_SEARCH_RATE_LIMIT: '2' })
    try {
      const from = { 'X-Forwarded-For': nextIp() }
      const body = (n: number) => ({
        realtorId: realtor.id,
        locale: 'en',
        email: `rl${n}.${uniqueSlug('x')}@example.com`,
        consent: true,
        frequency: 'daily',
        website: '',
        search: { city },
      })
      for (const n of [1, 2]) expect((await rest('POST', '/saved-searches/subscribe', { body: body(n), headers: from })).status).toBe(201)
      const refused = await rest('POST', '/saved-searches/subscribe', { body: body(3), headers: from })
      expect(refused.status).toBe(429)
      expect(refused.headers.get('retry-after')).toBeTruthy()
    } finally {
      restore()
    }
  })

  it('forgets unconfirmed requests after 7 days', async () => {
    const { city, realtor } = await agentInOwnCity()
    const buyer = `${uniqueSlug('late')}@example.com`
    expect((await subscribe({ realtorId: realtor.id, locale: 'en', email: buyer, search: { city, state: 'CA' } })).status).toBe(201)
    const where = { emailHash: { equals: emailHash(buyer) } }
    await runAlerts(payload, new Date(Date.now() + 6 * 24 * 3600_000))
    expect((await payload.count({ collection: 'saved-searches', where, overrideAccess: true })).totalDocs).toBe(1)
    await runAlerts(payload, new Date(Date.now() + 8 * 24 * 3600_000))
    expect((await payload.count({ collection: 'saved-searches', where, overrideAccess: true })).totalDocs).toBe(0)
  })
})

describe('back-off and favourites', () => {
  const DAY = 24 * 3600_000

  it('moves a buyer who clicks nothing in 5 alerts to weekly, then stops, saying so in the e-mail that does it', async () => {
    const { city, realtor } = await agentInOwnCity()
    const buyer = `${uniqueSlug('silent')}@example.com`
    await subscribedAndConfirmed(realtor.id, city, buyer)
    let clock = Date.now() + 60_000
    const runAt = async (advance: number) => {
      clock += advance
      await runAlerts(payload, new Date(clock))
      await runQueueUntilIdle(payload, 'default')
    }
    await runAt(0)
    for (let n = 1; n <= 5; n++) {
      homesByCity.get(city)!.unshift(home(city, 500_000 + n))
      await runAt(60_000)
    }
    const alerts = mailsTo(buyer).slice(1)
    expect(alerts).toHaveLength(5)
    expect(alerts[3].mail.text).not.toContain('once a week from now')
    expect(alerts[4].mail.text).toContain('from now on we will send them once a week')
    const [saved] = (
      await payload.find({ collection: 'saved-searches', where: { emailHash: { equals: emailHash(buyer) } }, overrideAccess: true })
    ).docs
    expect(saved.frequency).toBe('weekly')
    // Weekly now: nothing for six days, then the week's news in one e-mail.
    homesByCity.get(city)!.unshift(home(city, 600_000))
    await runAt(DAY)
    expect(mailsTo(buyer)).toHaveLength(6)
    for (let n = 0; n < 5; n++) {
      homesByCity.get(city)!.unshift(home(city, 610_000 + n))
      await runAt(7 * DAY + 60_000)
    }
    const weekly = mailsTo(buyer).slice(6)
    expect(weekly).toHaveLength(5)
    expect(weekly[4].mail.text).toContain('this is the last one')
    expect((await payload.findByID({ collection: 'saved-searches', id: saved.id })).status).toBe('stopped')
    homesByCity.get(city)!.unshift(home(city, 620_000))
    await runAt(8 * DAY)
    expect(mailsTo(buyer)).toHaveLength(11)
  })

  it('tells a favourites list when a home is sold or its price changes', async () => {
    const { city, realtor } = await agentInOwnCity()
    const buyer = `${uniqueSlug('hearts')}@example.com`
    const [first, second] = homesByCity.get(city)!
    const from = `type=sale&propertyType=single_family&status=active&state=CA&city=${encodeURIComponent(city)}`
    const response = await subscribe({
      realtorId: realtor.id,
      locale: 'ko',
      email: buyer,
      favourites: [
        { id: first.id, from },
        { id: second.id, from },
      ],
    })
    expect(response.status).toBe(201)
    await runQueueUntilIdle(payload, 'default')
    expect(mailsTo(buyer)[0].mail.text).toContain('관심 매물')
    await confirm(mailsTo(buyer)[0])
    await runAlertsJob()
    expect(mailsTo(buyer)).toHaveLength(1)
    first.listPrice = 990_000
    await runAlertsJob()
    expect(mailsTo(buyer)).toHaveLength(2)
    expect(mailsTo(buyer)[1].mail.subject).toBe('관심 매물에 새 소식 1건')
    expect(mailsTo(buyer)[1].mail.text).toContain('가격 변동: $1,000,000 → $990,000')
    // Sold: gone from the active list, found in the sold one.
    homesByCity.set(
      city,
      homesByCity.get(city)!.filter((candidate) => candidate.id !== second.id),
    )
    soldByCity.set(city, [second])
    await runAlertsJob()
    expect(mailsTo(buyer)).toHaveLength(3)
    expect(mailsTo(buyer)[2].mail.text).toContain('상태 변경: 매매 → 매매 완료')
    await runAlertsJob()
    expect(mailsTo(buyer)).toHaveLength(3)
  })

  it("without a listings API, alerts follow the agent's own listings", async () => {
    const restore = overrideEnv({ LISTINGS_API_URL: '' })
    try {
      const { city, realtor } = await agentInOwnCity()
      const buyer = `${uniqueSlug('local')}@example.com`
      await subscribedAndConfirmed(realtor.id, city, buyer)
      await runAlertsJob()
      const listing = await payload.create({
        collection: 'listings',
        data: { realtor: realtor.id, status: 'sale', address: '77 Local Rd', city, state: 'CA', price: 880_000, _status: 'published' },
        overrideAccess: true,
      })
      await runAlertsJob()
      expect(mailsTo(buyer)).toHaveLength(2)
      expect(mailsTo(buyer)[1].mail.text).toContain('77 Local Rd')
      const open = linkIn(mailsTo(buyer)[1], /https:\/\/homes\.example\.test\/api\/saved-searches\/open\?token=\S+/)
      const opened = await rest('GET', `/saved-searches/open${open.search}`)
      expect(opened.headers.get('location')).toBe(`${PUBLIC_URL}/en/${realtor.desiredUrl}/listings/${listing.id}`)
    } finally {
      restore()
    }
  })
})

describe('the alerts schedule', () => {
  it('keeps exactly one run waiting, ALERTS_INTERVAL_S after the last', async () => {
    const restore = overrideEnv({ ALERTS_INTERVAL_S: '120' })
    try {
      await payload.delete({ collection: 'payload-jobs', where: { taskSlug: { equals: 'sendAlerts' } }, overrideAccess: true })
      const now = new Date()
      expect(await queueNextAlertRun(payload, now)).toBe(true)
      expect(await queueNextAlertRun(payload, now)).toBe(false)
      const { docs } = await payload.find({
        collection: 'payload-jobs',
        where: { taskSlug: { equals: 'sendAlerts' } },
        overrideAccess: true,
      })
      expect(docs).toHaveLength(1)
      expect(Date.parse(docs[0].waitUntil!) - now.getTime()).toBe(120_000)
      expect(docs[0].queue).toBe('alerts')
    } finally {
      restore()
      await payload.delete({ collection: 'payload-jobs', where: { taskSlug: { equals: 'sendAlerts' } }, overrideAccess: true })
    }
  })
})
