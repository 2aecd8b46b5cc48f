/**
 * A visitor's message written in another language than the agent's reaches the agent translated,
 * through the real parts: the contact endpoint, the job queue, the database, a DeepL stand-in and a
 * real SMTP server. Only the message's lines go to the service; the company's setting off, or no
 * key, sends nothing; the service failing never holds the e-mail back; a retried e-mail reuses the
 * stored translation, a hand-over to an agent of another language translates again.
 */
import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { escalateDueContacts } from '@/jobs/leadResponse/escalateContacts'
import { overrideEnv } from '../harness/env'
import { makePerson, makeRealtor, uniqueSlug, type Person } from '../harness/fixtures'
import { runQueueUntilIdle } from '../harness/jobs'
import { testPayload } from '../harness/payload'
import { rest } from '../harness/rest'
import { startSmtpStandIn, type SmtpStandIn } from '../harness/standIns/smtpStandIn'
import { startStandIn, type Reply, type StandIn } from '../harness/standIns/standInServer'
import { deeplReply, STAND_IN_DEEPL_KEY } from '../harness/standIns/translationStandIn'

let payload: Payload
let smtp: SmtpStandIn
let deepl: StandIn
let staff: Person
/** What the DeepL stand-in answers instead of a translation (a quota or an outage), when set. */
let failure: Reply | null = null
let restoreEnv: () => void = () => {}

const VISITOR = { lastName: '田中', firstName: '結衣', email: 'yui.tanaka@example.jp', phone: '949-555-0188' }
const LINES = ['アーバインの家はまだ売りに出ていますか？', '', '土曜日に見学できますか？ 3 & 4 <LDK>']
const JAPANESE = LINES.join('\n')
const INTO_KOREAN = '[ko] アーバインの家はまだ売りに出ていますか？\n\n[ko] 土曜日に見学できますか？ 3 & 4 <LDK>'
const KOREAN_HEADING = '한국어 번역 (DeepL 자동 번역):'

beforeAll(async () => {
  payload = await testPayload()
  smtp = await startSmtpStandIn()
  deepl = await startStandIn((request) => failure ?? deeplReply(request))
  staff = await makePerson(payload, 'staff')
})
afterEach(async () => {
  restoreEnv()
  failure = null
  vi.restoreAllMocks()
  await payload.updateGlobal({ slug: 'site-settings', data: { translation: { visitorMessages: true } } })
})
afterAll(async () => {
  await smtp.stop()
  await deepl.close()
})

function useServices(env: Record<string, string> = {}) {
  restoreEnv = overrideEnv({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Realtor Homepages <notify@homes.example.test>',
    PUBLIC_URL: 'https://homes.example.test',
    DEEPL_API_URL: deepl.url,
    DEEPL_API_KEY: STAND_IN_DEEPL_KEY,
    ...env,
  })
}

/** An agent who reads the admin in `language`, with a realtor whose own address gets the e-mail. */
async function agent(language: 'ko' | 'en' | 'ja') {
  const owner = await makePerson(payload, 'agent')
  await payload.update({ collection: 'users', id: owner.id, data: { language } })
  return makeRealtor(payload, { owner: owner.id, displayName: 'Hana Kim', email: `${uniqueSlug('office')}@example.com` })
}

let ipCounter = 0
const nextIp = () => `10.79.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`

async function submitContact(realtorId: number, message: string, locale = 'ja'): Promise<number> {
  const response = await rest('POST', '/realtor-contacts', {
    body: { realtorId, ...VISITOR, phoneCountryCode: 'US', message, isTerm: 'Y', locale },
    headers: { 'X-Forwarded-For': nextIp() },
  })
  expect(response.status).toBe(201)
  return (await response.json()).id
}

async function deliver() {
  await runQueueUntilIdle(payload, 'default')
  await runQueueUntilIdle(payload, 'default')
}

const contactOf = (id: number) => payload.findByID({ collection: 'contacts', id, depth: 0, overrideAccess: true })
const mailsTo = (address: string) => smtp.received.filter((entry) => entry.rcpt.includes(address)).map((entry) => entry.mail)
/** The stand-in's requests since `from` (the stand-in is shared by the file's tests). */
const requestsSince = (from: number) => deepl.requests.slice(from)

describe("a Japanese visitor's message to a Korean-speaking agent", () => {
  it('arrives with a Korean translation under the original, in the e-mail and on the contact', async () => {
    useServices()
    const realtor = await agent('ko')
    const before = deepl.requests.length
    const id = await submitContact(realtor.id, JAPANESE)
    await deliver()

    const [mail, ...more] = mailsTo(realtor.email!)
    expect(more).toHaveLength(0)
    expect(mail.text).toContain(`메시지:\n${JAPANESE}\n${KOREAN_HEADING}\n${INTO_KOREAN}\n`)
    const html = String(mail.html)
    expect(html).toContain('[ko] 土曜日に見学できますか？ 3 &amp; 4 &lt;LDK&gt;')
    expect(html.indexOf(KOREAN_HEADING)).toBeGreaterThan(html.indexOf('土曜日に見学できますか？ 3 &amp; 4 &lt;LDK&gt;'))

    // Only the message's lines with words, escaped as XML, from Japanese into Korean: nothing about the visitor.
    const sent = requestsSince(before)
    expect(sent).toHaveLength(1)
    const body = JSON.parse(sent[0].body) as { text: string[]; source_lang: string; target_lang: string }
    expect(body).toMatchObject({ source_lang: 'JA', target_lang: 'KO' })
    expect(body.text).toEqual([LINES[0], '土曜日に見学できますか？ 3 &amp; 4 &lt;LDK&gt;'])
    for (const personal of [VISITOR.lastName, VISITOR.firstName, VISITOR.email, VISITOR.phone]) expect(sent[0].body).not.toContain(personal)

    const contact = await contactOf(id)
    expect(contact.translation).toMatchObject({ text: INTO_KOREAN, locale: 'ko', service: 'deepl' })
    expect(contact.translation?.at).toBeTruthy()
    expect(contact.notification?.status).toBe('sent')
  })

  it('arrives without a translation, and nothing is sent to the service, when the company switched it off', async () => {
    useServices()
    await payload.updateGlobal({ slug: 'site-settings', data: { translation: { visitorMessages: false } } })
    const realtor = await agent('ko')
    const before = deepl.requests.length
    const id = await submitContact(realtor.id, JAPANESE)
    await deliver()

    const [mail] = mailsTo(realtor.email!)
    expect(mail.text).toContain(JAPANESE)
    expect(mail.text).toContain('일본어로 작성된 문의입니다.')
    expect(mail.text).not.toContain('번역')
    expect(mail.html).not.toContain('[ko]')
    expect(requestsSince(before)).toHaveLength(0)
    expect((await contactOf(id)).translation?.text ?? null).toBeNull()
  })

  it('arrives without a translation, and nothing is sent, when no DeepL key is set', async () => {
    useServices({ DEEPL_API_KEY: '' })
    const realtor = await agent('ko')
    const before = deepl.requests.length
    await submitContact(realtor.id, JAPANESE)
    await deliver()
    expect(mailsTo(realtor.email!)[0].text).not.toContain('번역')
    expect(requestsSince(before)).toHaveLength(0)
  })

  for (const [status, reason] of [
    [456, 'quota'],
    [503, 'unavailable'],
    [429, 'rateLimited'],
  ] as const) {
    it(`still arrives, once and without a translation, when the service answers ${status}; nothing half-written`, async () => {
      useServices()
      failure = { status, body: { message: 'Not now' } }
      const warn = vi.spyOn(payload.logger, 'warn')
      const realtor = await agent('ko')
      const before = deepl.requests.length
      const id = await submitContact(realtor.id, JAPANESE)
      await deliver()

      expect(requestsSince(before)).toHaveLength(1)
      const mails = mailsTo(realtor.email!)
      expect(mails).toHaveLength(1)
      expect(mails[0].text).toContain(JAPANESE)
      expect(mails[0].text).not.toContain('번역')
      const contact = await contactOf(id)
      expect(contact.notification).toMatchObject({ status: 'sent', attempts: 1 })
      expect(Object.values(contact.translation ?? {}).every((value) => value === null || value === undefined)).toBe(true)

      // The log says which contact and why, never what the visitor wrote or who they are.
      const logged = warn.mock.calls.map(([entry]) => JSON.stringify(entry)).filter((line) => line.includes('not translated'))
      expect(logged).toHaveLength(1)
      expect(JSON.parse(logged[0])).toMatchObject({ contactId: id, reason })
      for (const personal of [LINES[0], VISITOR.email, VISITOR.phone, VISITOR.lastName]) expect(logged[0]).not.toContain(personal)
    })
  }

  it('a retried e-mail uses the stored translation, asking the service once', async () => {
    const outage = await startSmtpStandIn()
    useServices({ SMTP_URL: outage.url })
    const realtor = await agent('ko')
    await outage.stop()
    const before = deepl.requests.length
    const id = await submitContact(realtor.id, JAPANESE)
    await payload.jobs.run({ queue: 'default', limit: 10 })
    expect((await contactOf(id)).notification?.status).toBe('pending')
    expect((await contactOf(id)).translation?.text).toBe(INTO_KOREAN)

    await outage.start()
    await deliver()
    const mails = outage.received.filter((entry) => entry.rcpt.includes(realtor.email!))
    expect(mails).toHaveLength(1)
    expect(mails[0].mail.text).toContain(`${KOREAN_HEADING}\n${INTO_KOREAN}`)
    expect(requestsSince(before)).toHaveLength(1)
    await outage.stop()
  })

  it('handed to an English-speaking agent, is translated again into English for them', async () => {
    useServices()
    const first = await agent('ko')
    const second = await agent('en')
    const id = await submitContact(first.id, JAPANESE)
    await deliver()
    expect((await contactOf(id)).translation?.locale).toBe('ko')

    // Escalated an hour ago, so staff may hand it over.
    const at = new Date(Date.now() - 61 * 60_000)
    const { drizzle } = payload.db as unknown as PostgresAdapter
    await drizzle.execute(
      sql`UPDATE contacts SET escalation_due_at = ${new Date(at.getTime() - 5 * 60_000).toISOString()}::timestamptz WHERE id = ${id}`,
    )
    expect(await escalateDueContacts(payload, at)).toContain(id)
    const before = deepl.requests.length
    const moved = await rest('POST', `/contacts/${id}/reassign`, { token: staff.token, body: { realtorId: second.id } })
    expect(moved.status).toBe(200)
    await deliver()

    const [mail] = mailsTo(second.email!)
    expect(mail.text).toContain('Translation into English (machine translation, DeepL):\n[en] アーバインの家はまだ売りに出ていますか？')
    expect(JSON.parse(requestsSince(before)[0].body)).toMatchObject({ source_lang: 'JA', target_lang: 'EN-US' })
    expect((await contactOf(id)).translation).toMatchObject({ locale: 'en', text: expect.stringContaining('[en] ') })
  })
})

describe('a message in the agent language', () => {
  it('is never sent to the service', async () => {
    useServices()
    const realtor = await agent('ko')
    const before = deepl.requests.length
    const id = await submitContact(realtor.id, '어바인 집 아직 매물로 나와 있나요?\n토요일에 볼 수 있을까요?', 'ja')
    await deliver()
    expect((await contactOf(id)).writtenIn).toBe('ko')
    expect(mailsTo(realtor.email!)[0].text).not.toContain('번역')
    expect(requestsSince(before)).toHaveLength(0)
  })
})
