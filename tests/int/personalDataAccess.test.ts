/**
 * Leads, contacts and accounts through GraphQL, for every kind of visitor: the
 * same rules as REST (tests/int/accessMatrix.test.ts), on the API that lets a
 * client ask for everything in one query.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { makeCast, type Cast, type Person } from '../harness/fixtures'
import { testPayload } from '../harness/payload'
import { graphql, rest } from '../harness/rest'

let payload: Payload
let cast: Cast
let leadId: number
const contactIds = { own: 0, other: 0 }

const headers = { 'X-Forwarded-For': `203.0.113.${Math.floor(Math.random() * 250)}` }

async function contactFor(realtorId: number): Promise<number> {
  const response = await rest('POST', '/realtor-contacts', {
    headers,
    body: {
      realtorId,
      lastName: '김',
      firstName: '하나',
      email: 'hana@example.com',
      phoneCountryCode: 'US',
      phone: '949-555-0101',
      message: '',
      isTerm: 'Y',
    },
  })
  expect(response.status).toBe(201)
  return (await response.json()).id
}

beforeAll(async () => {
  payload = await testPayload()
  cast = await makeCast(payload)
  const lead = await rest('POST', '/send-to-slack', {
    headers,
    body: {
      name: '이민수',
      area: 'Irvine',
      phoneCountryCode: 'KR',
      phone: '010-1234-5678',
      hasSite: false,
      agreePrivacy: true,
      agreeContact: true,
    },
  })
  expect(lead.status).toBe(201)
  leadId = (await lead.json()).id
  contactIds.own = await contactFor(cast.ownRealtor.id)
  contactIds.other = await contactFor(cast.otherRealtor.id)
})

/** Pages of 100 are the most an agent may ask for (src/server/queryGuard/listLimits.ts); staff may ask 1,000. */
const query = (limit: number) => `{
  Leads(limit: ${limit}) { docs { id phone } }
  Contacts(limit: ${limit}) { docs { id email } }
  Users(limit: ${limit}) { docs { id email } }
}`

type Seen = { leads: number[] | 'denied'; contacts: number[] | 'denied'; users: number[] | 'denied' }

async function seenBy(person: Person | null, limit = 1000): Promise<Seen> {
  const { body } = await graphql(query(limit), { token: person?.token })
  const ids = (key: string) => {
    const found = (body.data?.[key] as { docs: { id: number }[] } | null | undefined)?.docs
    return found ? found.map((doc) => doc.id) : ('denied' as const)
  }
  return { leads: ids('Leads'), contacts: ids('Contacts'), users: ids('Users') }
}

describe('personal data over GraphQL', () => {
  it('shows nothing to an anonymous visitor', async () => {
    expect(await seenBy(null)).toEqual({ leads: 'denied', contacts: 'denied', users: 'denied' })
  })

  it("shows an agent their own realtor's contacts and their own account, never leads", async () => {
    const seen = await seenBy(cast.owner, 100)
    expect(seen.leads).toBe('denied')
    expect(seen.contacts).toContain(contactIds.own)
    expect(seen.contacts).not.toContain(contactIds.other)
    expect(seen.users).toEqual([cast.owner.id])

    const other = await seenBy(cast.otherAgent, 100)
    expect(other.contacts).toContain(contactIds.other)
    expect(other.contacts).not.toContain(contactIds.own)
  })

  // Staff and support link agents to their pages, so they read accounts (never change them: accessMatrix).
  it.each(['staff', 'support'] as const)('shows %s every lead, contact and account', async (role) => {
    const seen = await seenBy(cast[role])
    expect(seen.leads).toContain(leadId)
    expect(seen.contacts).toEqual(expect.arrayContaining([contactIds.own, contactIds.other]))
    expect(seen.users).toEqual(expect.arrayContaining([cast[role].id, cast.owner.id, cast.admin.id]))
  })

  it('shows an admin everything, accounts included', async () => {
    const seen = await seenBy(cast.admin)
    expect(seen.leads).toContain(leadId)
    expect(seen.contacts).toEqual(expect.arrayContaining([contactIds.own, contactIds.other]))
    expect(seen.users).toEqual(expect.arrayContaining([cast.owner.id, cast.staff.id, cast.admin.id]))
  })
})
