/**
 * Delivery and notification state, and the consent records, are written by the system alone
 * (the submission endpoints and the delivery jobs, through the local API without a user or SQL).
 * Through the API nobody can make a failed delivery look delivered or rewrite what a person agreed
 * to, admins included: the write is dropped and the rest of the save is stored.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'
import { contactData, leadData, makeCast, type Cast, type Person } from '../harness/fixtures'
import { testPayload } from '../harness/payload'
import { graphql, rest } from '../harness/rest'

let payload: Payload
let cast: Cast

beforeAll(async () => {
  payload = await testPayload()
  cast = await makeCast(payload)
})

const newContact = () => payload.create({ collection: 'contacts', data: contactData(cast.ownRealtor.id) })

const agreedAt = '2026-01-02T03:04:05.000Z'
const newLead = () => payload.create({ collection: 'leads', data: leadData(agreedAt, { page: '/ko' }) })

const forgedDelivery = {
  notification: { status: 'sent', attempts: 1, sentAt: '2026-01-01T00:00:00.000Z', sentTo: 'me@example.com', messageId: '<forged@x>' },
  forwarding: { status: 'delivered', attempts: 1, deliveredAt: '2026-01-01T00:00:00.000Z', lastError: null },
}

function expectUntouchedDelivery(doc: { notification?: unknown; forwarding?: unknown }) {
  expect(doc.notification).toMatchObject({ status: 'pending', attempts: 0 })
  expect(doc.forwarding).toMatchObject({ status: 'pending', attempts: 0 })
}

describe('a contact’s delivery state', () => {
  it('the owning agent cannot forge it over REST; their status and note are stored', async () => {
    const contact = await newContact()
    const response = await rest('PATCH', `/contacts/${contact.id}`, {
      token: cast.owner.token,
      body: { ...forgedDelivery, status: 'replied', note: 'Called' },
    })
    expect(response.status).toBe(200)
    const after = await payload.findByID({ collection: 'contacts', id: contact.id })
    expect(after).toMatchObject({ status: 'replied', note: 'Called' })
    expectUntouchedDelivery(after)
  })

  it('nor over GraphQL, nor the local API with access enforced', async () => {
    const contact = await newContact()
    const { body } = await graphql(
      `mutation { updateContact(id: ${contact.id}, data: { notification: { status: sent }, forwarding: { status: delivered }, note: "gql" }) { id } }`,
      { token: cast.owner.token },
    )
    expect(body.errors).toBeUndefined()
    const user = (await payload.findByID({ collection: 'users', id: cast.owner.id })) as User
    await payload.update({
      collection: 'contacts',
      id: contact.id,
      data: { notification: { status: 'sent' }, forwarding: { status: 'delivered' } },
      user,
      overrideAccess: false,
    })
    const after = await payload.findByID({ collection: 'contacts', id: contact.id })
    expect(after.note).toBe('gql')
    expectUntouchedDelivery(after)
  })

  it('staff, support and admins cannot either', async () => {
    for (const person of [cast.staff, cast.support, cast.admin]) {
      const contact = await newContact()
      const response = await rest('PATCH', `/contacts/${contact.id}`, {
        token: person.token,
        body: { ...forgedDelivery, status: 'closed' },
      })
      expect(response.status).toBe(200)
      const after = await payload.findByID({ collection: 'contacts', id: contact.id })
      expect(after.status).toBe('closed')
      expectUntouchedDelivery(after)
    }
  })

  it('the agent reads the e-mail notification of their contact, not the forwarding (a staff matter)', async () => {
    const contact = await newContact()
    const asAgent = await (await rest('GET', `/contacts/${contact.id}`, { token: cast.owner.token })).json()
    expect(asAgent.notification).toMatchObject({ status: 'pending' })
    expect(asAgent).not.toHaveProperty('forwarding')
    const asStaff = await (await rest('GET', `/contacts/${contact.id}`, { token: cast.staff.token })).json()
    expect(asStaff.forwarding).toMatchObject({ status: 'pending' })
  })

  it('the consent to the terms stays as the visitor sent it', async () => {
    const contact = await newContact()
    await rest('PATCH', `/contacts/${contact.id}`, { token: cast.admin.token, body: { isTerm: 'N' } })
    expect((await payload.findByID({ collection: 'contacts', id: contact.id })).isTerm).toBe('Y')
  })

  it('the system (a job, the local API without a user) still writes it', async () => {
    const contact = await newContact()
    await payload.update({ collection: 'contacts', id: contact.id, data: { forwarding: { status: 'off' } } })
    expect((await payload.findByID({ collection: 'contacts', id: contact.id })).forwarding?.status).toBe('off')
  })
})

describe('a lead’s delivery state and consent record', () => {
  const patchLead = (person: Person, id: number, body: Record<string, unknown>) =>
    rest('PATCH', `/leads/${id}`, { token: person.token, body })

  it('staff correct what the visitor typed but not the delivery, the consent or the page it came from', async () => {
    for (const person of [cast.staff, cast.admin]) {
      const lead = await newLead()
      const response = await patchLead(person, lead.id, {
        ...forgedDelivery,
        name: 'Park Ji-soo',
        consent: { privacy: false, contact: false, agreedAt: '2020-01-01T00:00:00.000Z', locale: 'en' },
        page: '/elsewhere',
      })
      expect(response.status).toBe(200)
      const after = await payload.findByID({ collection: 'leads', id: lead.id })
      expect(after.name).toBe('Park Ji-soo')
      expectUntouchedDelivery(after)
      expect(after.consent).toMatchObject({ privacy: true, contact: true, agreedAt, locale: 'ko' })
      expect(after.page).toBe('/ko')
    }
  })
})
