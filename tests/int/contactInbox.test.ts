/** The agent's inbox: status and private note on their contacts, and the CSV export for staff. */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { contactData, makeCast, type Cast } from '../harness/fixtures'
import { testPayload } from '../harness/payload'
import { rest } from '../harness/rest'

let payload: Payload
let cast: Cast

beforeAll(async () => {
  payload = await testPayload()
  cast = await makeCast(payload)
})

describe('contact status and private note', () => {
  it('start as new; the agent sets them on their own contact but cannot rewrite what the visitor sent', async () => {
    const contact = await payload.create({ collection: 'contacts', data: contactData(cast.ownRealtor.id) })
    expect(contact.status).toBe('new')
    const response = await rest('PATCH', `/contacts/${contact.id}`, {
      token: cast.owner.token,
      body: { status: 'replied', note: 'Called back, viewing on Friday', name: 'Someone Else', email: 'x@example.com' },
    })
    expect(response.status).toBe(200)
    const after = await payload.findByID({ collection: 'contacts', id: contact.id })
    expect(after).toMatchObject({
      status: 'replied',
      note: 'Called back, viewing on Friday',
      name: 'Lee Minji',
      email: 'minji@example.com',
    })
  })

  it('another agent can neither read nor change it', async () => {
    const contact = await payload.create({ collection: 'contacts', data: contactData(cast.ownRealtor.id) })
    const read = await rest('GET', `/contacts/${contact.id}`, { token: cast.otherAgent.token })
    expect([403, 404]).toContain(read.status)
    const write = await rest('PATCH', `/contacts/${contact.id}`, { token: cast.otherAgent.token, body: { status: 'closed' } })
    expect([403, 404]).toContain(write.status)
    expect((await payload.findByID({ collection: 'contacts', id: contact.id })).status).toBe('new')
  })

  it('lists newest first for the agent', async () => {
    const older = await payload.create({ collection: 'contacts', data: contactData(cast.ownRealtor.id, { name: 'Older' }) })
    const newer = await payload.create({ collection: 'contacts', data: contactData(cast.ownRealtor.id, { name: 'Newer' }) })
    const response = await rest('GET', '/contacts?limit=2', { token: cast.owner.token })
    const { docs } = (await response.json()) as { docs: { id: number }[] }
    expect(docs.map((doc) => doc.id)).toEqual([newer.id, older.id])
  })
})

describe('CSV export', () => {
  it('gives staff every contact, with formula cells neutralised', async () => {
    await payload.create({
      collection: 'contacts',
      data: contactData(cast.otherRealtor.id, {
        name: '=HYPERLINK("http://evil.example","x")',
        lastName: '+cmd',
        firstName: '@SUM(A1)',
        message: '-2+3, "quoted"',
      }),
    })
    // Excel with ';' as its list separator, and the full-width forms it also evaluates.
    await payload.create({
      collection: 'contacts',
      data: contactData(cast.otherRealtor.id, { message: 'a;=1+1;', firstName: '＝1+1' }),
    })
    const response = await rest('GET', '/contacts/export-csv', { token: cast.staff.token })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/csv')
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="contacts-\d{8}\.csv"/)
    const bytes = Buffer.from(await response.arrayBuffer())
    // A UTF-8 BOM first, so Excel reads Korean and Japanese names right.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const csv = bytes.subarray(3).toString('utf8')
    expect(csv.split('\r\n')[0]).toBe(
      'id,createdAt,realtor,name,lastName,firstName,email,phoneCountryCode,phone,message,isTerm,' +
        'kind,valuationAddress,valuationHome,valuationOutcome,valuationLow,valuationValue,valuationHigh,status,note,emailStatus',
    )
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")",'+cmd,'@SUM(A1)`)
    expect(csv).toContain(`"'-2+3, ""quoted"""`)
    expect(csv).toContain(cast.otherRealtor.desiredUrl)
    expect(csv).not.toMatch(/(^|,)=HYPERLINK/m)
    expect(csv).toContain(`,'＝1+1,`)
    expect(csv).toContain(`,"a;'=1+1;",`)
  })

  it('gives staff the leads', async () => {
    await payload.create({
      collection: 'leads',
      data: {
        name: '=1+1',
        area: 'Irvine',
        phone: '949-555-0100',
        phoneCountryCode: 'US',
        consent: { privacy: true, contact: true, agreedAt: new Date().toISOString() },
      },
    })
    const response = await rest('GET', '/leads/export-csv', { token: cast.support.token })
    expect(response.status).toBe(200)
    expect(await response.text()).toContain(`,'=1+1,Irvine,`)
  })

  it('refuses agents (403) and visitors (401)', async () => {
    expect((await rest('GET', '/contacts/export-csv', { token: cast.owner.token })).status).toBe(403)
    expect((await rest('GET', '/leads/export-csv', { token: cast.owner.token })).status).toBe(403)
    expect((await rest('GET', '/contacts/export-csv')).status).toBe(401)
  })
})
