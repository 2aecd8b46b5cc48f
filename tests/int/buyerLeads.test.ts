/**
 * Buyer leads (saved searches) on the agent's side: an agent reads their own confirmed buyers only,
 * staff read all, the technical fields stay with staff, nobody writes through the API, and the CSV
 * export gives each the rows their access allows, formula-safe.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { SavedSearch } from '@/payload-types'
import { emailHash } from '@/lib/email/addresses'
import { criteriaInWords } from '@/lib/email/alertEmails'
import { criteriaKeyOf, savedCriteriaOf } from '@/lib/savedSearches/criteria'
import { makeCast, uniqueSlug, type Cast } from '../harness/fixtures'
import { testPayload } from '../harness/payload'
import { graphql, rest } from '../harness/rest'

let payload: Payload
let cast: Cast
let leads: Record<'pending' | 'active' | 'paused' | 'stopped' | 'others', SavedSearch>

const criteria = savedCriteriaOf({ type: 'sale', city: 'Irvine', state: 'CA' }, [{ state: 'CA', city: 'Irvine' }])

/** A saved search as the sign-up endpoint and the confirmation leave it, for `realtor`, plus overrides. */
function buyerLead(realtor: number, status: SavedSearch['status'], overrides: Record<string, unknown> = {}) {
  const email = `${uniqueSlug('buyer')}@example.com`
  return payload.create({
    collection: 'saved-searches',
    data: {
      realtor,
      kind: 'search',
      email,
      emailHash: emailHash(email),
      name: 'Choi Yuna',
      locale: 'ko',
      frequency: 'daily',
      status,
      criteria,
      criteriaKey: criteriaKeyOf(criteria),
      confirmTokenHash: status === 'pending' ? 'a-token-hash' : undefined,
      confirmBy: new Date(Date.now() + 86_400_000).toISOString(),
      consent: {
        text: 'I agree to receive e-mails from Test Agent.',
        givenAt: '2026-11-20T10:00:00.000Z',
        confirmedAt: status === 'pending' ? undefined : '2026-11-20T10:05:00.000Z',
        page: 'http://localhost:3000/agent/homes',
      },
      alerts: {
        sent: 2,
        lastSentAt: '2026-11-22T08:00:00.000Z',
        nextCheckAt: '2026-11-23T08:00:00.000Z',
        lastClickedAt: '2026-11-22T09:00:00.000Z',
      },
      ...overrides,
    },
  })
}

const idsOf = async (response: Response) => ((await response.json()) as { docs: { id: number }[] }).docs.map((doc) => doc.id)

beforeAll(async () => {
  payload = await testPayload()
  cast = await makeCast(payload)
  const own = cast.ownRealtor.id
  leads = {
    pending: await buyerLead(own, 'pending'),
    active: await buyerLead(own, 'active', { name: '=HYPERLINK("http://evil.example","x")' }),
    paused: await buyerLead(own, 'paused', {
      kind: 'favourites',
      criteria: null,
      favourites: {
        homes: [
          { id: '1', from: '' },
          { id: '2', from: '' },
        ],
        known: {},
      },
    }),
    stopped: await buyerLead(own, 'stopped'),
    others: await buyerLead(cast.otherRealtor.id, 'active'),
  }
})

describe('who reads buyer leads', () => {
  it('an agent reads their own confirmed buyers only: not the unconfirmed, not another agent’s', async () => {
    const ids = await idsOf(await rest('GET', '/saved-searches?limit=100&depth=0', { token: cast.owner.token }))
    expect(ids).toEqual(expect.arrayContaining([leads.active.id, leads.paused.id, leads.stopped.id]))
    expect(ids).not.toContain(leads.pending.id)
    expect(ids).not.toContain(leads.others.id)
    expect([403, 404]).toContain((await rest('GET', `/saved-searches/${leads.pending.id}`, { token: cast.owner.token })).status)
    expect([403, 404]).toContain((await rest('GET', `/saved-searches/${leads.others.id}`, { token: cast.owner.token })).status)
    // Asking for pending ones by name finds none either.
    const asked = await idsOf(await rest('GET', '/saved-searches?where[status][equals]=pending&depth=0', { token: cast.owner.token }))
    expect(asked).toEqual([])
  })

  it('staff read every buyer lead, unconfirmed and other agents’ included', async () => {
    for (const person of [cast.admin, cast.staff, cast.support]) {
      const ids = await idsOf(await rest('GET', '/saved-searches?limit=1000&depth=0', { token: person.token }))
      expect(ids).toEqual(expect.arrayContaining(Object.values(leads).map((lead) => lead.id)))
    }
  })

  it('visitors read nothing', async () => {
    expect([401, 403]).toContain((await rest('GET', '/saved-searches')).status)
  })
})

describe('technical fields', () => {
  const hidden = ['emailHash', 'criteriaKey', 'confirmTokenHash', 'confirmBy'] as const

  it('an agent reads the lead without them, through REST and GraphQL', async () => {
    const doc = (await (await rest('GET', `/saved-searches/${leads.active.id}?depth=0`, { token: cast.owner.token })).json()) as Record<
      string,
      unknown
    > & { alerts: Record<string, unknown> }
    expect(doc.email).toBe(leads.active.email)
    expect(doc.alerts.sent).toBe(2)
    for (const field of hidden) expect(doc).not.toHaveProperty(field)
    expect(doc.alerts).not.toHaveProperty('nextCheckAt')

    const { body } = await graphql(
      `{ SavedSearch(id: ${leads.active.id}) { email emailHash criteriaKey confirmTokenHash confirmBy alerts { sent nextCheckAt } } }`,
      { token: cast.owner.token },
    )
    const viaGraphql = body.data?.SavedSearch as Record<string, unknown> & { alerts: Record<string, unknown> }
    expect(viaGraphql.email).toBe(leads.active.email)
    for (const field of hidden) expect(viaGraphql[field] ?? null).toBeNull()
    expect(viaGraphql.alerts.nextCheckAt ?? null).toBeNull()
  })

  it('an agent cannot find buyers by them either', async () => {
    const response = await rest('GET', `/saved-searches?where[emailHash][equals]=${leads.active.emailHash}`, { token: cast.owner.token })
    expect(response.status).toBe(400)
  })

  it('staff read them, except the confirmation token nobody reads', async () => {
    const doc = (await (await rest('GET', `/saved-searches/${leads.pending.id}?depth=0`, { token: cast.staff.token })).json()) as Record<
      string,
      unknown
    > & { alerts: Record<string, unknown> }
    expect(doc.emailHash).toBe(leads.pending.emailHash)
    expect(doc.criteriaKey).toBe(leads.pending.criteriaKey)
    expect(doc.confirmBy).toBeTruthy()
    expect(doc.alerts.nextCheckAt).toBeTruthy()
    expect(doc).not.toHaveProperty('confirmTokenHash')
  })
})

describe('nobody writes buyer leads through the API', () => {
  it('refuses creating one, admins included', async () => {
    for (const person of [cast.admin, cast.owner]) {
      const response = await rest('POST', '/saved-searches', {
        token: person.token,
        body: {
          realtor: cast.ownRealtor.id,
          kind: 'search',
          email: 'x@example.com',
          emailHash: 'x',
          locale: 'ko',
          frequency: 'daily',
          status: 'active',
        },
      })
      expect(response.status).toBe(403)
    }
  })

  it('refuses changing one, and the stored lead stays as it was', async () => {
    for (const person of [cast.admin, cast.staff, cast.owner]) {
      const response = await rest('PATCH', `/saved-searches/${leads.active.id}`, {
        token: person.token,
        body: { status: 'stopped', email: 'changed@example.com', consent: { text: 'rewritten' } },
      })
      expect([403, 404]).toContain(response.status)
    }
    const after = await payload.findByID({ collection: 'saved-searches', id: leads.active.id })
    expect(after).toMatchObject({ status: 'active', email: leads.active.email, consent: { text: leads.active.consent?.text } })
  })

  it('refuses an agent deleting one', async () => {
    expect([403, 404]).toContain((await rest('DELETE', `/saved-searches/${leads.stopped.id}`, { token: cast.owner.token })).status)
    expect((await payload.findByID({ collection: 'saved-searches', id: leads.stopped.id })).id).toBe(leads.stopped.id)
  })
})

describe('CSV export of buyer leads', () => {
  const header =
    'id,createdAt,realtor,name,email,phoneCountryCode,phone,kind,what,frequency,status,alertsSent,lastAlertAt,lastClickedAt,consentText,consentGivenAt,consentConfirmedAt,consentPage'

  async function csvOf(response: Response) {
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/csv')
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="saved-searches-\d{8}\.csv"/)
    const bytes = Buffer.from(await response.arrayBuffer())
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = bytes.subarray(3).toString('utf8').trim().split('\r\n')
    expect(lines[0]).toBe(header)
    return lines.slice(1)
  }
  const rowOf = (lines: string[], lead: SavedSearch) => lines.find((line) => line.startsWith(`${lead.id},`))

  it('gives an agent their own confirmed buyers, in words, with formula cells neutralised', async () => {
    const lines = await csvOf(
      await rest('GET', '/saved-searches/export-csv', { token: cast.owner.token, headers: { 'Accept-Language': 'en' } }),
    )
    expect(lines.map((line) => Number(line.split(',')[0])).sort()).toEqual([leads.active.id, leads.paused.id, leads.stopped.id].sort())
    const active = rowOf(lines, leads.active)!
    expect(active).toContain(`,${cast.ownRealtor.desiredUrl},"'=HYPERLINK(""http://evil.example"",""x"")",${leads.active.email},`)
    expect(active).toContain(
      `,search,"${criteriaInWords('en', criteria)}",daily,active,2,2026-11-22T08:00:00.000Z,2026-11-22T09:00:00.000Z,`,
    )
    expect(active).toContain(',2026-11-20T10:00:00.000Z,2026-11-20T10:05:00.000Z,http://localhost:3000/agent/homes')
    expect(active).not.toMatch(/(^|,)=HYPERLINK/)
    expect(rowOf(lines, leads.paused)).toContain(',favourites,Favourites (2 homes),')
    // The technical fields are not in the file.
    expect(lines.join('\n')).not.toContain(leads.active.emailHash)
  })

  it('words the search in the admin’s language', async () => {
    const lines = await csvOf(
      await rest('GET', '/saved-searches/export-csv', { token: cast.owner.token, headers: { 'Accept-Language': 'ja' } }),
    )
    expect(rowOf(lines, leads.active)).toContain(`,"${criteriaInWords('ja', criteria)}",`)
  })

  it('gives staff every buyer lead', async () => {
    const lines = await csvOf(await rest('GET', '/saved-searches/export-csv', { token: cast.support.token }))
    for (const lead of Object.values(leads)) expect(rowOf(lines, lead)).toBeTruthy()
    expect(rowOf(lines, leads.others)).toContain(`,${cast.otherRealtor.desiredUrl},`)
  })

  it('asks visitors to sign in (401)', async () => {
    expect((await rest('GET', '/saved-searches/export-csv')).status).toBe(401)
  })
})
