/**
 * The suppression list every e-mail to the public asks first, and the one-click unsubscribe
 * (RFC 8058) that fills it: the mail client's POST, the confirmation page's form, forged links.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { isSuppressed, unsubscribeParts } from '@/collections/EmailSuppressions/suppression'
import { unsubscribeToken } from '@/lib/email/unsubscribeLinks'
import { testPayload } from '../harness/payload'
import { makePerson } from '../harness/fixtures'
import { rest } from '../harness/rest'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const oneClick = (token: string) =>
  rest('POST', `/email/unsubscribe?token=${encodeURIComponent(token)}`, {
    raw: 'List-Unsubscribe=One-Click',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  })

describe('one-click unsubscribe', () => {
  it("a mail client's one-click POST stops every later e-mail to the address, and keeps no address", async () => {
    const address = `Buyer.${Date.now()}@Example.com`
    expect(await isSuppressed(payload, address)).toBe(false)
    const { headers } = unsubscribeParts(payload, address, 'ja')
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    const url = new URL(headers['List-Unsubscribe']!.slice(1, -1))
    expect(url.pathname).toBe('/api/email/unsubscribe')
    const response = await oneClick(url.searchParams.get('token')!)
    expect(response.status).toBe(200)
    expect(await isSuppressed(payload, address)).toBe(true)
    // The same person typed differently is the same address.
    expect(await isSuppressed(payload, address.toLowerCase())).toBe(true)
    const rows = await payload.find({ collection: 'email-suppressions', overrideAccess: true, limit: 100 })
    expect(JSON.stringify(rows.docs).toLowerCase()).not.toContain(address.toLowerCase())
  })

  it('a second unsubscribe changes nothing and answers the same', async () => {
    const address = `twice.${Date.now()}@example.com`
    const token = unsubscribeToken(payload.secret, address)
    expect((await oneClick(token)).status).toBe(200)
    expect((await oneClick(token)).status).toBe(200)
    const { totalDocs } = await payload.count({ collection: 'email-suppressions', overrideAccess: true })
    const again = await oneClick(token)
    expect(again.status).toBe(200)
    expect((await payload.count({ collection: 'email-suppressions', overrideAccess: true })).totalDocs).toBe(totalDocs)
  })

  it('a forged or mangled link is refused with a message, and suppresses nobody', async () => {
    const address = `forged.${Date.now()}@example.com`
    const forged = unsubscribeToken('not-the-server-secret', address)
    const response = await oneClick(forged)
    expect(response.status).toBe(400)
    expect(((await response.json()) as { errors: { message: string }[] }).errors[0]!.message).toMatch(/link is not valid/)
    expect((await oneClick('abc')).status).toBe(400)
    expect(await isSuppressed(payload, address)).toBe(false)
  })

  it("the confirmation page's form is sent back to the page in its language", async () => {
    const address = `page.${Date.now()}@example.com`
    const token = unsubscribeToken(payload.secret, address)
    const response = await rest('POST', '/email/unsubscribe', {
      raw: new URLSearchParams({ token, locale: 'ja' }).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/ja-JP/unsubscribe?done=1')
    expect(await isSuppressed(payload, address)).toBe(true)
    const refused = await rest('POST', '/email/unsubscribe', {
      raw: new URLSearchParams({ token: 'x.y', locale: 'en' }).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    expect(refused.status).toBe(303)
    expect(refused.headers.get('location')).toBe('/en/unsubscribe?invalid=1')
  })

  it('the list is for staff to read, and nobody writes it through the API', async () => {
    expect((await rest('GET', '/email-suppressions')).status).toBe(403)
    const agent = await makePerson(payload, 'agent')
    expect((await rest('GET', '/email-suppressions', { token: agent.token })).status).toBe(403)
    const admin = await makePerson(payload, 'admin')
    expect((await rest('GET', '/email-suppressions', { token: admin.token })).status).toBe(200)
    const created = await rest('POST', '/email-suppressions', { token: admin.token, body: { emailHash: 'x', reason: 'deleted' } })
    expect(created.status).toBe(403)
  })
})
