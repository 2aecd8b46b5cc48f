/**
 * No lead left waiting, through a real SMTP server and with a clock the test controls (the
 * escalation sweep takes its `now`; waiting is simulated by moving stored times back, never by
 * sleeping): the visitor's acknowledgement in the page's language, once; the agent's reply in the
 * acknowledgement's thread; the first response set once; escalation to staff exactly once at N
 * working minutes, moved by working hours and never for an answered contact; hand-over to another
 * agent, who then has the contact while the first agent keeps reading it.
 */
import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { scheduleWaitingContacts } from '@/collections/Contacts/leadResponse/rescheduleEscalations'
import { escalateDueContacts } from '@/jobs/leadResponse/escalateContacts'
import { addWorkingMinutes, weekdays, workingHoursOf } from '@/lib/leadResponse/workingHours'
import { overrideEnv } from '../harness/env'
import { makePerson, makeRealtor, uniqueSlug, type Person } from '../harness/fixtures'
import { runQueueUntilIdle } from '../harness/jobs'
import { testPayload } from '../harness/payload'
import { rest } from '../harness/rest'
import { rawHeader, startSmtpStandIn, type SmtpStandIn } from '../harness/standIns/smtpStandIn'

let payload: Payload
let smtp: SmtpStandIn
let restoreEnv: () => void = () => {}
let staffDesk: string
let staff: Person

const PUBLIC_URL = 'https://homes.example.test'
const MINUTE = 60_000

beforeAll(async () => {
  payload = await testPayload()
  smtp = await startSmtpStandIn()
  staff = await makePerson(payload, 'staff')
})
afterEach(() => restoreEnv())
afterAll(async () => {
  await payload.updateGlobal({ slug: 'site-settings', data: { leadResponse: { escalateAfterMinutes: 5, reassignAfterMinutes: 60 } } })
  await smtp.stop()
})

function useSmtp() {
  staffDesk = `${uniqueSlug('desk')}@example.com`
  restoreEnv = overrideEnv({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Realtor Homepages <notify@homes.example.test>',
    PUBLIC_URL,
    LEAD_NOTIFY_EMAILS: staffDesk,
  })
}

let ipCounter = 0
const nextIp = () => `10.78.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`

/** Every day, all day: escalation then counts plain minutes. */
const alwaysOpen = { timeZone: 'America/Los_Angeles', days: [...weekdays], start: '0', end: '24' }

async function agentWithRealtor(overrides: Record<string, unknown> = {}) {
  const owner = await makePerson(payload, 'agent')
  const realtor = await makeRealtor(payload, {
    owner: owner.id,
    displayName: 'Hana Kim',
    email: `${uniqueSlug('office')}@example.com`,
    contactPhoneCountry: 'US',
    contactPhone: '949-555-0101',
    kakaoLink: 'https://open.kakao.com/o/hanakim',
    workingHours: alwaysOpen,
    ...overrides,
  } as never)
  return { owner, realtor }
}

async function submitContact(realtorId: number, overrides: Record<string, unknown> = {}): Promise<number> {
  const response = await rest('POST', '/realtor-contacts', {
    body: {
      realtorId,
      lastName: 'Lee',
      firstName: 'Minji',
      email: `${uniqueSlug('visitor')}@example.com`,
      phoneCountryCode: 'US',
      phone: '949-555-0199',
      message: 'Is the Irvine house still for sale?\nWe can visit on Saturday.',
      isTerm: 'Y',
      ...overrides,
    },
    headers: { 'X-Forwarded-For': nextIp() },
  })
  expect(response.status).toBe(201)
  return (await response.json()).id
}

const contactOf = (id: number) => payload.findByID({ collection: 'contacts', id, depth: 0, overrideAccess: true })
/** The contact's escalation moment, as the sweep schedules it. */
async function dueAtOf(id: number): Promise<Date> {
  await scheduleWaitingContacts(payload)
  return new Date((await contactOf(id)).escalation!.dueAt!)
}
const mailsTo = (address: string) => smtp.received.filter((entry) => entry.rcpt.includes(address))
const db = () => (payload.db as unknown as PostgresAdapter).drizzle

describe('the visitor hears back at once', () => {
  const pages = [
    { locale: 'ko', subject: 'Hana Kim님께 문의가 전달되었습니다', body: '보내신 문의 내용', next: '근무 시간은' },
    { locale: 'en', subject: 'Your message to Hana Kim has been received', body: 'Your message', next: 'working hours' },
    { locale: 'ja', subject: 'Hana Kimへのお問い合わせを受け付けました', body: 'お問い合わせ内容', next: '営業時間' },
  ] as const

  for (const page of pages) {
    it(`one acknowledgement from the ${page.locale} page, in its language, Reply-To the agent, with the message copied`, async () => {
      useSmtp()
      const { realtor } = await agentWithRealtor()
      const visitor = `${uniqueSlug('visitor')}@example.com`
      const id = await submitContact(realtor.id, { email: visitor, locale: page.locale })
      await runQueueUntilIdle(payload, 'default')
      await runQueueUntilIdle(payload, 'default')

      const mails = mailsTo(visitor)
      expect(mails).toHaveLength(1)
      const { mail } = mails[0]
      expect(mail.subject).toBe(page.subject)
      expect(mail.from?.value[0]).toMatchObject({ address: 'notify@homes.example.test', name: 'Hana Kim' })
      expect(mail.replyTo?.value[0].address).toBe(realtor.email)
      expect(mail.text).toContain(page.body)
      expect(mail.text).toContain(page.next)
      expect(mail.text).toContain('Is the Irvine house still for sale?')
      expect(mail.html).toContain('href="tel:+19495550101"')
      expect(mail.html).toContain('https://open.kakao.com/o/hanakim')
      expect(rawHeader(mail, 'list-unsubscribe')).toContain(`<${PUBLIC_URL}/api/email/unsubscribe?token=`)
      expect(rawHeader(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
      const contact = await contactOf(id)
      expect(contact.acknowledgement).toMatchObject({ status: 'sent', attempts: 1, messageId: mail.messageId })
      expect(contact.locale).toBe(page.locale)
    })
  }

  it('never to an address on the suppression list', async () => {
    useSmtp()
    const { realtor } = await agentWithRealtor()
    const visitor = `${uniqueSlug('gone')}@example.com`
    const { suppressEmail } = await import('@/collections/EmailSuppressions/suppression')
    await suppressEmail(payload, visitor, { reason: 'unsubscribed', source: 'test' })
    const id = await submitContact(realtor.id, { email: visitor })
    await runQueueUntilIdle(payload, 'default')
    expect(mailsTo(visitor)).toHaveLength(0)
    expect((await contactOf(id)).acknowledgement?.status).toBe('suppressed')
    // The agent still hears of the contact.
    expect(mailsTo(realtor.email!)).toHaveLength(1)
  })

  it('tells a Korean-speaking agent that the visitor wrote in Japanese', async () => {
    useSmtp()
    const { realtor } = await agentWithRealtor()
    const id = await submitContact(realtor.id, { message: 'アーバインの家はまだ売りに出ていますか？', locale: 'ko' })
    await runQueueUntilIdle(payload, 'default')
    expect((await contactOf(id)).writtenIn).toBe('ja')
    const [{ mail }] = mailsTo(realtor.email!)
    expect(mail.text).toContain('일본어로 작성된 문의입니다.')
  })
})

describe('the agent answers from the inbox', () => {
  it('a reply reaches the visitor in the thread of the acknowledgement, and sets the first response once', async () => {
    useSmtp()
    const { owner, realtor } = await agentWithRealtor()
    const visitor = `${uniqueSlug('visitor')}@example.com`
    const id = await submitContact(realtor.id, { email: visitor, locale: 'en' })
    await runQueueUntilIdle(payload, 'default')
    const ack = mailsTo(visitor)[0].mail

    const first = await rest('POST', `/contacts/${id}/reply`, {
      token: owner.token,
      body: { message: 'Yes, it is!\nSaturday at 10 works.' },
    })
    expect(first.status).toBe(201)
    await runQueueUntilIdle(payload, 'default')
    const afterFirst = await contactOf(id)
    expect(afterFirst.response).toMatchObject({ how: 'email', by: owner.id })
    expect(afterFirst.response?.firstAt).toBeTruthy()
    expect(afterFirst.status).toBe('replied')

    const second = await rest('POST', `/contacts/${id}/reply`, { token: owner.token, body: { message: 'See you there.' } })
    expect(second.status).toBe(201)
    await runQueueUntilIdle(payload, 'default')
    expect((await contactOf(id)).response?.firstAt).toBe(afterFirst.response?.firstAt)

    const [, reply1, reply2] = mailsTo(visitor).map((entry) => entry.mail)
    expect(reply1.subject).toBe(`Re: ${ack.subject}`)
    expect(reply1.inReplyTo).toBe(ack.messageId)
    expect(reply1.references).toEqual(ack.messageId)
    expect(reply1.text).toContain('Saturday at 10 works.')
    expect(reply1.text).toContain('Is the Irvine house still for sale?')
    expect(reply1.replyTo?.value[0].address).toBe(realtor.email)
    expect(reply2.inReplyTo).toBe(reply1.messageId)
    expect(reply2.references).toEqual([ack.messageId, reply1.messageId])

    const { docs: replies } = await payload.find({ collection: 'contact-replies', where: { contact: { equals: id } }, sort: 'createdAt' })
    expect(replies.map((reply) => [reply.body, reply.notification?.status])).toEqual([
      ['Yes, it is!\nSaturday at 10 works.', 'sent'],
      ['See you there.', 'sent'],
    ])
    // Deleting the contact deletes the conversation with it.
    await payload.delete({ collection: 'contacts', id })
    expect(
      (await payload.count({ collection: 'contact-replies', where: { id: { in: replies.map((reply) => reply.id) } } })).totalDocs,
    ).toBe(0)
  })

  it('answered by phone sets the first response; a second answer is refused and changes nothing', async () => {
    useSmtp()
    const { owner, realtor } = await agentWithRealtor()
    const id = await submitContact(realtor.id)
    const marked = await rest('POST', `/contacts/${id}/answered`, { token: owner.token, body: { how: 'phone' } })
    expect(marked.status).toBe(200)
    const firstAt = (await contactOf(id)).response?.firstAt
    expect((await contactOf(id)).response?.how).toBe('phone')

    const again = await rest('POST', `/contacts/${id}/answered`, { token: owner.token, body: { how: 'kakao' } })
    expect(again.status).toBe(409)
    expect((await again.json()).errors[0].message).toBe('이미 응답한 문의입니다.')
    expect((await contactOf(id)).response).toMatchObject({ firstAt, how: 'phone' })
  })

  it('refuses what a person can fix, and what is not theirs', async () => {
    useSmtp()
    const { owner, realtor } = await agentWithRealtor()
    const other = await makePerson(payload, 'agent')
    const id = await submitContact(realtor.id)
    const empty = await rest('POST', `/contacts/${id}/reply`, { token: owner.token, body: { message: '   ' } })
    expect(empty.status).toBe(400)
    expect((await empty.json()).errors[0].message).toBe('답장 내용을 입력해 주세요.')
    const long = await rest('POST', `/contacts/${id}/reply`, { token: owner.token, body: { message: 'a'.repeat(5001) } })
    expect(long.status).toBe(400)
    const badWay = await rest('POST', `/contacts/${id}/answered`, { token: owner.token, body: { how: 'telepathy' } })
    expect(badWay.status).toBe(400)
    expect((await rest('POST', `/contacts/${id}/reply`, { token: other.token, body: { message: 'hi' } })).status).toBe(404)
    expect((await rest('POST', `/contacts/${id}/reply`, { body: { message: 'hi' } })).status).toBe(401)
    expect((await rest('POST', `/contacts/999999999/answered`, { token: owner.token, body: { how: 'phone' } })).status).toBe(404)
    expect((await contactOf(id)).response?.firstAt ?? null).toBeNull()
    // The visitor's text fields stay the system's and the visitor's: the API cannot fake a response.
    await rest('PATCH', `/contacts/${id}`, {
      token: owner.token,
      body: { response: { firstAt: '2020-01-01T00:00:00.000Z', how: 'phone' } },
    })
    expect((await contactOf(id)).response?.firstAt ?? null).toBeNull()
  })
})

describe('an unanswered contact escalates to staff', () => {
  it('exactly once, at N working minutes, with who, which agent, how long and a link', async () => {
    useSmtp()
    const { realtor } = await agentWithRealtor()
    const id = await submitContact(realtor.id, { lastName: 'Park', firstName: 'Jisoo' })
    expect((await contactOf(id)).escalation).toMatchObject({ status: 'waiting', dueAt: null })
    const dueAt = await dueAtOf(id)
    expect(dueAt.getTime() - new Date((await contactOf(id)).createdAt).getTime()).toBe(5 * MINUTE)

    expect(await escalateDueContacts(payload, new Date(dueAt.getTime() - 1000))).not.toContain(id)
    expect(await escalateDueContacts(payload, dueAt)).toContain(id)
    expect(await escalateDueContacts(payload, new Date(dueAt.getTime() + 60 * MINUTE))).not.toContain(id)
    await runQueueUntilIdle(payload, 'default')

    const notices = mailsTo(staffDesk).filter((entry) => entry.mail.text?.includes(`/admin/collections/contacts/${id}`))
    expect(notices).toHaveLength(1)
    const { mail } = notices[0]
    expect(mail.subject).toBe('[미응답] Park Jisoo님이 Hana Kim님의 답변을 5분째 기다리고 있습니다')
    expect(mail.text).toContain(`${PUBLIC_URL}/admin/collections/contacts/${id}`)
    expect((await contactOf(id)).escalation).toMatchObject({ status: 'escalated', escalatedAt: dueAt.toISOString() })
  })

  it('working hours move the moment: a contact outside them escalates 5 minutes into the next working day', async () => {
    useSmtp()
    const zone = 'America/New_York'
    // A working day two days from now, and no other: the contact arrives outside the agent's hours.
    const inTwoDays = new Date(Date.now() + 2 * 24 * 60 * MINUTE)
    const weekday = new Intl.DateTimeFormat('en-US', { timeZone: zone, weekday: 'short' }).format(inTwoDays).toLowerCase().slice(0, 3)
    const { realtor } = await agentWithRealtor({ workingHours: { timeZone: zone, days: [weekday], start: '9', end: '18' } })
    const id = await submitContact(realtor.id)
    const dueAt = await dueAtOf(id)

    const local = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      weekday: 'short',
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    expect(local.format(dueAt)).toBe(`${weekday[0].toUpperCase()}${weekday.slice(1)} 09:05`)
    expect(dueAt.getTime()).toBeGreaterThan(Date.now() + 24 * 60 * MINUTE)
    expect(await escalateDueContacts(payload, new Date(dueAt.getTime() - MINUTE))).not.toContain(id)
    expect(await escalateDueContacts(payload, dueAt)).toContain(id)
    await runQueueUntilIdle(payload, 'default')
  })

  it('new working hours and a new N move the moment of contacts still waiting', async () => {
    useSmtp()
    const { owner, realtor } = await agentWithRealtor()
    const id = await submitContact(realtor.id)
    const createdAt = new Date((await contactOf(id)).createdAt)

    expect((await dueAtOf(id)).getTime() - createdAt.getTime()).toBe(5 * MINUTE)
    await payload.updateGlobal({ slug: 'site-settings', data: { leadResponse: { escalateAfterMinutes: 15 } } })
    expect((await dueAtOf(id)).getTime() - createdAt.getTime()).toBe(15 * MINUTE)

    const hours = { timeZone: 'Asia/Tokyo', days: ['sat'], start: '10', end: '12' }
    const saved = await rest('PATCH', `/realtors/${realtor.id}?draft=true`, { token: owner.token, body: { workingHours: hours } })
    expect(saved.status, await saved.clone().text()).toBe(200)
    const expected = addWorkingMinutes(createdAt, 15, workingHoursOf(hours))
    expect((await dueAtOf(id)).toISOString()).toBe(expected.toISOString())
    await payload.updateGlobal({ slug: 'site-settings', data: { leadResponse: { escalateAfterMinutes: 5 } } })
  })

  it('never for a contact already answered', async () => {
    useSmtp()
    const { owner, realtor } = await agentWithRealtor()
    const id = await submitContact(realtor.id)
    const dueAt = await dueAtOf(id)
    expect((await rest('POST', `/contacts/${id}/answered`, { token: owner.token, body: { how: 'inPerson' } })).status).toBe(200)
    expect(await escalateDueContacts(payload, new Date(dueAt.getTime() + 24 * 60 * MINUTE))).not.toContain(id)
    await runQueueUntilIdle(payload, 'default')
    expect(mailsTo(staffDesk).filter((entry) => entry.mail.text?.includes(`/admin/collections/contacts/${id}`))).toHaveLength(0)
    expect((await contactOf(id)).escalation?.status).toBe('answered')
  })
})

describe('staff hand an escalated contact to another agent', () => {
  /** A contact escalated `minutesAgo` minutes ago, as if the clock had moved on since it came in. */
  async function escalatedContact(realtorId: number, minutesAgo: number): Promise<number> {
    const id = await submitContact(realtorId)
    const at = new Date(Date.now() - minutesAgo * MINUTE)
    await db().execute(
      sql`UPDATE contacts SET escalation_due_at = ${new Date(at.getTime() - 5 * MINUTE).toISOString()}::timestamptz WHERE id = ${id}`,
    )
    expect(await escalateDueContacts(payload, at)).toContain(id)
    return id
  }

  it('after M minutes: the contact moves, the new agent has and answers it, the first agent only reads it', async () => {
    useSmtp()
    const first = await agentWithRealtor()
    const second = await agentWithRealtor({ displayName: 'Jun Park' })
    const early = await escalatedContact(first.realtor.id, 30)
    const tooEarly = await rest('POST', `/contacts/${early}/reassign`, { token: staff.token, body: { realtorId: second.realtor.id } })
    expect(tooEarly.status).toBe(409)
    expect((await tooEarly.json()).errors[0].message).toMatch(/^아직 담당 에이전트를 바꿀 수 없습니다\. 가능한 시각: 20\d\d년/)

    const id = await escalatedContact(first.realtor.id, 61)
    const byAgent = await rest('POST', `/contacts/${id}/reassign`, { token: first.owner.token, body: { realtorId: second.realtor.id } })
    expect(byAgent.status).toBe(403)
    const toSame = await rest('POST', `/contacts/${id}/reassign`, { token: staff.token, body: { realtorId: first.realtor.id } })
    expect(toSame.status).toBe(400)
    const moved = await rest('POST', `/contacts/${id}/reassign`, { token: staff.token, body: { realtorId: second.realtor.id } })
    expect(moved.status).toBe(200)

    const contact = await contactOf(id)
    expect(contact.realtor).toBe(second.realtor.id)
    expect(contact.reassignments).toEqual([expect.objectContaining({ from: first.realtor.id, to: second.realtor.id, by: staff.id })])
    await runQueueUntilIdle(payload, 'default')
    // The new agent hears of it like a new contact.
    expect(mailsTo(second.realtor.email!)).toHaveLength(1)

    const secondList = await (await rest('GET', `/contacts?where[id][equals]=${id}`, { token: second.owner.token })).json()
    expect(secondList.totalDocs).toBe(1)
    const firstRead = await rest('GET', `/contacts/${id}`, { token: first.owner.token })
    expect(firstRead.status).toBe(200)
    expect((await rest('POST', `/contacts/${id}/reply`, { token: first.owner.token, body: { message: 'Mine!' } })).status).toBe(404)
    expect((await rest('PATCH', `/contacts/${id}`, { token: first.owner.token, body: { note: 'mine' } })).status).toBe(403)
    const reply = await rest('POST', `/contacts/${id}/answered`, { token: second.owner.token, body: { how: 'phone' } })
    expect(reply.status).toBe(200)
    expect((await contactOf(id)).response?.by).toBe(second.owner.id)
    // Answered now: no more hand-over.
    expect((await rest('POST', `/contacts/${id}/reassign`, { token: staff.token, body: { realtorId: first.realtor.id } })).status).toBe(409)
  })
})
