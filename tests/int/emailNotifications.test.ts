/**
 * E-mail through a real SMTP server (npm smtp-server on 127.0.0.1): a contact
 * reaches its agent, a lead every staff address, a password reset carries a
 * working link on the public origin; without SMTP e-mails are kept, redacted,
 * for admins; an SMTP outage loses nothing and sends nothing twice, and a
 * password reset asked for during one is answered as usual and sent after it.
 */
import net from 'node:net'
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { overrideEnv } from '../harness/env'
import { makePerson, makeRealtor, uniqueSlug } from '../harness/fixtures'
import { runQueueUntilIdle } from '../harness/jobs'
import { testPayload } from '../harness/payload'
import { login, rest } from '../harness/rest'
import { startSmtpStandIn, type SmtpStandIn } from '../harness/standIns/smtpStandIn'
import { resetPasswordEmail } from '@/lib/email/builders'

let payload: Payload
let smtp: SmtpStandIn
let restoreEnv: () => void = () => {}

const PUBLIC_URL = 'https://homes.example.test'

beforeAll(async () => {
  payload = await testPayload()
  smtp = await startSmtpStandIn()
})
afterEach(() => restoreEnv())
afterAll(async () => {
  await smtp.stop()
})

let ipCounter = 0
/** Every submission from its own address, so the per-address rate limit never applies here. */
const nextIp = () => `10.77.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`

function contactBody(realtorId: number, overrides: Record<string, unknown> = {}) {
  return {
    realtorId,
    lastName: '이',
    firstName: '민지',
    email: 'minji@example.com',
    phoneCountryCode: 'US',
    phone: '949-555-0199',
    message: 'Is the Irvine house still for sale?',
    isTerm: 'Y',
    ...overrides,
  }
}

async function submitContact(realtorId: number, overrides: Record<string, unknown> = {}): Promise<number> {
  const response = await rest('POST', '/realtor-contacts', {
    body: contactBody(realtorId, overrides),
    headers: { 'X-Forwarded-For': nextIp() },
  })
  expect(response.status).toBe(201)
  return (await response.json()).id
}

const mailsTo = (address: string) => smtp.received.filter((entry) => entry.rcpt.includes(address))

describe('a stored contact is e-mailed to its agent', () => {
  it('once, to the owner in their language, with Reply-To, the content, the page and the admin link', async () => {
    restoreEnv = overrideEnv({ SMTP_URL: smtp.url, MAIL_FROM: 'Realtor Homepages <notify@homes.example.test>', PUBLIC_URL })
    const owner = await makePerson(payload, 'agent')
    await payload.update({ collection: 'users', id: owner.id, data: { language: 'ja' } })
    const realtor = await makeRealtor(payload, { owner: owner.id, displayName: 'Kim Realty' })
    const id = await submitContact(realtor.id)

    await runQueueUntilIdle(payload, 'default')
    await runQueueUntilIdle(payload, 'default')
    const mails = mailsTo(owner.email)
    expect(mails).toHaveLength(1)
    const { mail } = mails[0]
    expect(mail.subject).toBe('[新しいお問い合わせ] 이 민지様からメッセージが届きました')
    expect(mail.replyTo?.value[0]).toMatchObject({ address: 'minji@example.com', name: '이 민지' })
    expect(mail.from?.value[0].address).toBe('notify@homes.example.test')
    expect(mail.text).toContain('お名前: 이 민지')
    expect(mail.text).toContain('電話番号: +1 949-555-0199')
    expect(mail.text).toContain('Is the Irvine house still for sale?')
    expect(mail.text).toContain(`ページ: ${PUBLIC_URL}/${realtor.desiredUrl}`)
    expect(mail.text).toContain(`${PUBLIC_URL}/admin/collections/contacts/${id}`)
    expect(mail.messageId).toMatch(new RegExp(`^<contact-${id}\\.`))

    const contact = await payload.findByID({ collection: 'contacts', id })
    expect(contact.notification).toMatchObject({ status: 'sent', attempts: 1, sentTo: owner.email, messageId: mail.messageId })
    expect(contact.status).toBe('new')
  })

  it("goes to the realtor's own e-mail when it has one, in English for an English-speaking owner", async () => {
    restoreEnv = overrideEnv({ SMTP_URL: smtp.url, PUBLIC_URL })
    const owner = await makePerson(payload, 'agent')
    await payload.update({ collection: 'users', id: owner.id, data: { language: 'en' } })
    const office = `${uniqueSlug('office')}@example.com`
    const realtor = await makeRealtor(payload, { owner: owner.id, email: office })
    await submitContact(realtor.id, { message: '<b>hi</b>' })
    await runQueueUntilIdle(payload, 'default')
    expect(mailsTo(owner.email)).toHaveLength(0)
    const [{ mail }] = mailsTo(office)
    expect(mail.subject).toBe('[New contact] 이 민지 sent you a message')
    // The visitor's text is escaped in the HTML part, never markup.
    expect(mail.html).toContain('&lt;b&gt;hi&lt;/b&gt;')
  })

  it('with neither, to the staff list (LEAD_NOTIFY_EMAILS)', async () => {
    const staff = `${uniqueSlug('desk')}@example.com`
    restoreEnv = overrideEnv({ SMTP_URL: smtp.url, LEAD_NOTIFY_EMAILS: staff })
    const realtor = await makeRealtor(payload)
    await submitContact(realtor.id)
    await runQueueUntilIdle(payload, 'default')
    expect(mailsTo(staff)).toHaveLength(1)
    expect(mailsTo(staff)[0].mail.subject).toBe('[새 문의] 이 민지님이 문의를 남겼습니다')
  })
})

describe('a stored landing lead', () => {
  it('is e-mailed once to every address of LEAD_NOTIFY_EMAILS', async () => {
    const [first, second] = [`${uniqueSlug('sales')}@example.com`, `${uniqueSlug('boss')}@example.com`]
    restoreEnv = overrideEnv({ SMTP_URL: smtp.url, LEAD_NOTIFY_EMAILS: `${first}, ${second}`, PUBLIC_URL })
    const response = await rest('POST', '/send-to-slack', {
      body: {
        name: 'Park Jisoo',
        area: 'Irvine, CA',
        phoneCountryCode: 'US',
        phone: '949-555-0123',
        hasSite: 'no',
        agreePrivacy: true,
        agreeContact: true,
        page: '/en',
      },
      headers: { 'X-Forwarded-For': nextIp() },
    })
    expect(response.status).toBe(201)
    const { id } = await response.json()
    await runQueueUntilIdle(payload, 'default')
    await runQueueUntilIdle(payload, 'default')
    for (const address of [first, second]) {
      const mails = mailsTo(address)
      expect(mails).toHaveLength(1)
      expect(mails[0].rcpt).toEqual([address])
      expect(mails[0].mail.text).toContain('Park Jisoo')
      expect(mails[0].mail.text).toContain('+1 949-555-0123')
      expect(mails[0].mail.text).toContain(`${PUBLIC_URL}/admin/collections/leads/${id}`)
    }
    expect((await payload.findByID({ collection: 'leads', id })).notification).toMatchObject({ status: 'sent' })
  })
})

describe('password reset by e-mail', () => {
  it("carries a link on PUBLIC_URL (not the request's host), in the user's language, that sets a new password", async () => {
    restoreEnv = overrideEnv({ SMTP_URL: smtp.url, PUBLIC_URL })
    const person = await makePerson(payload, 'agent')
    await payload.update({ collection: 'users', id: person.id, data: { language: 'en' } })
    const response = await rest('POST', '/users/forgot-password', {
      body: { email: person.email },
      headers: { 'X-Forwarded-Host': 'attacker.example', 'X-Forwarded-For': nextIp() },
    })
    expect(response.status).toBe(200)
    // Sent by the job the request queued.
    await runQueueUntilIdle(payload, 'default')
    const [{ mail }] = mailsTo(person.email)
    expect(mail.subject).toBe('Reset your password')
    const link = /https?:\/\/[^\s"<]+\/reset\/[A-Za-z0-9]+/.exec(mail.html || '')?.[0]
    expect(link).toBeDefined()
    expect(link!.startsWith(`${PUBLIC_URL}/admin/reset/`)).toBe(true)
    expect(mail.html).not.toContain('attacker.example')

    const token = link!.split('/reset/')[1]
    const reset = await rest('POST', '/users/reset-password', { body: { token, password: 'Brand-new-passw0rd-9' } })
    expect(reset.status).toBe(200)
    await expect(login(person.email, 'Brand-new-passw0rd-9')).resolves.toBeTruthy()
  })
})

describe('password reset while the SMTP server is down', () => {
  const ask = (email: string) => rest('POST', '/users/forgot-password', { body: { email }, headers: { 'X-Forwarded-For': nextIp() } })
  const linkIn = (html: string | false | undefined) => /https?:\/\/[^\s"<]+\/reset\/[A-Za-z0-9]+/.exec(html || '')?.[0]

  it('answers 200 with the same body for a real and an unknown address; once SMTP is back, one e-mail with a working link', async () => {
    const outage = await startSmtpStandIn()
    await outage.stop()
    restoreEnv = overrideEnv({ SMTP_URL: outage.url, PUBLIC_URL })
    try {
      const person = await makePerson(payload, 'agent')
      await payload.update({ collection: 'users', id: person.id, data: { language: 'ja' } })
      const unknown = `${uniqueSlug('nobody')}@example.com`
      const real = await ask(person.email)
      const none = await ask(unknown)
      expect(real.status).toBe(200)
      expect(none.status).toBe(200)
      expect(await real.json()).toEqual(await none.json())

      // Two rounds against the dead server: the e-mail waits for a retry.
      await payload.jobs.run({ queue: 'default', limit: 200 })
      await payload.jobs.run({ queue: 'default', limit: 200 })
      expect(outage.received).toHaveLength(0)

      await outage.start()
      await runQueueUntilIdle(payload, 'default', 40)
      expect(outage.received.filter((entry) => entry.rcpt.includes(unknown))).toHaveLength(0)
      const mails = outage.received.filter((entry) => entry.rcpt.includes(person.email))
      expect(mails).toHaveLength(1)
      const { mail } = mails[0]
      expect(mail.subject).toBe(resetPasswordEmail('ja', '').subject)
      expect(mail.messageId).toMatch(/^<password-reset-\d+\./)
      const link = linkIn(mail.html)
      expect(link!.startsWith(`${PUBLIC_URL}/admin/reset/`)).toBe(true)
      const reset = await rest('POST', '/users/reset-password', {
        body: { token: link!.split('/reset/')[1], password: 'After-the-0utage-pw' },
      })
      expect(reset.status).toBe(200)
      await expect(login(person.email, 'After-the-0utage-pw')).resolves.toBeTruthy()
    } finally {
      await outage.stop()
    }
  }, 60_000)

  it('sends an e-mail cut off before the server confirmed it again with the same Message-ID and the same working link', async () => {
    let cut = 0
    // The first message arrives whole, then the server goes away before saying it took it.
    const flaky: SmtpStandIn = await startSmtpStandIn(0, {
      beforeAccepting: async () => {
        if (cut++ === 0) await flaky.stop()
      },
    })
    restoreEnv = overrideEnv({ SMTP_URL: flaky.url, PUBLIC_URL })
    try {
      const person = await makePerson(payload, 'agent')
      expect((await ask(person.email)).status).toBe(200)
      await payload.jobs.run({ queue: 'default', limit: 200 })
      await flaky.start()
      await runQueueUntilIdle(payload, 'default', 40)
      const mails = flaky.received.filter((entry) => entry.rcpt.includes(person.email))
      expect(mails).toHaveLength(2)
      expect(mails[1].mail.messageId).toBe(mails[0].mail.messageId)
      expect(linkIn(mails[1].mail.html)).toBe(linkIn(mails[0].mail.html))
      const token = linkIn(mails[0].mail.html)!.split('/reset/')[1]
      const reset = await rest('POST', '/users/reset-password', { body: { token, password: 'Sent-twice-passw0rd' } })
      expect(reset.status).toBe(200)
    } finally {
      await flaky.stop()
    }
  }, 60_000)
})

describe('without SMTP', () => {
  it('keeps the e-mail for admins only, with the reset link redacted', async () => {
    restoreEnv = overrideEnv({ SMTP_URL: '', SMTP_HOST: '', PUBLIC_URL })
    const person = await makePerson(payload, 'agent')
    const before = smtp.received.length
    const token = await payload.forgotPassword({ collection: 'users', data: { email: person.email } })
    expect(smtp.received.length).toBe(before)
    const { docs } = await payload.find({ collection: 'outgoing-emails', where: { to: { equals: person.email } } })
    expect(docs).toHaveLength(1)
    expect(docs[0].html).toContain(`${PUBLIC_URL}/admin/reset/[redacted]`)
    expect(JSON.stringify(docs[0])).not.toContain(token)

    const admin = await makePerson(payload, 'admin')
    const staff = await makePerson(payload, 'staff')
    const asAdmin = await rest('GET', `/outgoing-emails/${docs[0].id}`, { token: admin.token })
    expect(asAdmin.status).toBe(200)
    const asStaff = await rest('GET', `/outgoing-emails/${docs[0].id}`, { token: staff.token })
    expect(asStaff.status).toBe(403)
  })

  it('marks a contact e-mail as kept, not lost', async () => {
    restoreEnv = overrideEnv({ SMTP_URL: '', SMTP_HOST: '' })
    const owner = await makePerson(payload, 'agent')
    const realtor = await makeRealtor(payload, { owner: owner.id })
    const id = await submitContact(realtor.id)
    await runQueueUntilIdle(payload, 'default')
    expect((await payload.findByID({ collection: 'contacts', id })).notification?.status).toBe('kept')
    expect((await payload.find({ collection: 'outgoing-emails', where: { to: { equals: owner.email } } })).totalDocs).toBe(1)
  })
})

describe('the language preference', () => {
  it('is taken from the browser at the first sign-in, and kept afterwards', async () => {
    const email = `${uniqueSlug('first')}@example.com`
    const user = await payload.create({ collection: 'users', data: { email, password: 'fixture-password-1', roles: ['agent'] } })
    expect(user.language ?? null).toBeNull()
    const first = await rest('POST', '/users/login', {
      body: { email, password: 'fixture-password-1' },
      headers: { 'Accept-Language': 'ja-JP,ja;q=0.9,en;q=0.8' },
    })
    expect(first.status).toBe(200)
    expect((await payload.findByID({ collection: 'users', id: user.id })).language).toBe('ja')
    await rest('POST', '/users/login', { body: { email, password: 'fixture-password-1' }, headers: { 'Accept-Language': 'en-US' } })
    expect((await payload.findByID({ collection: 'users', id: user.id })).language).toBe('ja')
  })
})

describe('a hung SMTP server', () => {
  it('fails the attempt within seconds (retried later), not after minutes', async () => {
    const sockets = new Set<net.Socket>()
    // Accepts connections and never says a word, as a stuck server does.
    const silent = net.createServer((socket) => sockets.add(socket))
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    restoreEnv = overrideEnv({ SMTP_URL: `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}` })
    try {
      const realtor = await makeRealtor(payload, { email: `${uniqueSlug('hung')}@example.com` })
      const id = await submitContact(realtor.id)
      const started = Date.now()
      await payload.jobs.run({ queue: 'default', limit: 200, where: { 'input.contactId': { equals: id } } })
      expect(Date.now() - started).toBeLessThan(15_000)
      const contact = await payload.findByID({ collection: 'contacts', id })
      expect(contact.notification).toMatchObject({ status: 'pending', attempts: 1 })
      expect(contact.notification?.lastError).toMatch(/greeting|timeout/i)
      // Its retries are not this test's business: drop them, so later tests count only their own e-mails.
      await payload.delete({ collection: 'payload-jobs', where: { 'input.contactId': { equals: id } } })
    } finally {
      for (const socket of sockets) socket.destroy()
      await new Promise((resolve) => silent.close(resolve))
    }
  })
})

describe('SMTP down during 100 contacts', () => {
  it('delivers all 100 exactly once after it returns; the contacts are stored and untouched meanwhile', async () => {
    const outage = await startSmtpStandIn()
    restoreEnv = overrideEnv({ SMTP_URL: outage.url })
    const office = `${uniqueSlug('busy')}@example.com`
    const realtor = await makeRealtor(payload, { email: office })
    await outage.stop()

    const ids: number[] = []
    for (let n = 0; n < 100; n++) ids.push(await submitContact(realtor.id, { message: `visit ${n}` }))
    // Two rounds against the dead server: every e-mail fails and waits for a retry.
    await payload.jobs.run({ queue: 'default', limit: 200 })
    await payload.jobs.run({ queue: 'default', limit: 200 })
    const { docs: waiting } = await payload.find({ collection: 'contacts', where: { id: { in: ids } }, pagination: false, depth: 0 })
    expect(waiting).toHaveLength(100)
    for (const contact of waiting) {
      expect(contact).toMatchObject({ name: '이 민지', email: 'minji@example.com', status: 'new' })
      expect(contact.notification?.status).toBe('pending')
      expect(contact.notification?.lastError).toMatch(/ECONNREFUSED|connect/i)
    }
    expect(outage.received.filter((entry) => entry.rcpt.includes(office))).toHaveLength(0)

    await outage.start()
    await runQueueUntilIdle(payload, 'default', 40)
    await runQueueUntilIdle(payload, 'default', 40)
    // Only this realtor's: retries left by earlier tests may reach this server too.
    const received = outage.received.filter((entry) => entry.rcpt.includes(office))
    expect(received).toHaveLength(100)
    const messages = received.map((entry) => entry.mail.text ?? '')
    for (let n = 0; n < 100; n++) expect(messages.filter((text) => text.includes(`visit ${n}\n`))).toHaveLength(1)
    expect(new Set(received.map((entry) => entry.mail.messageId)).size).toBe(100)
    const { docs: done } = await payload.find({ collection: 'contacts', where: { id: { in: ids } }, pagination: false, depth: 0 })
    expect(done.every((contact) => contact.notification?.status === 'sent')).toBe(true)
    await outage.stop()
  }, 120_000)
})
