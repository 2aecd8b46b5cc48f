/**
 * Deleting an agent: one without contacts goes (with their buyers' saved searches); one who still has
 * contacts is refused with a 409 that says what to do instead, and nothing of it is touched.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { contactData, makePerson, makeRealtor, type Person } from '../harness/fixtures'
import { testPayload } from '../harness/payload'
import { rest } from '../harness/rest'

let payload: Payload
let admin: Person

beforeAll(async () => {
  payload = await testPayload()
  admin = await makePerson(payload, 'admin')
})

describe('deleting an agent', () => {
  it('with contacts: refused in the admin language, the agent and the contacts kept', async () => {
    const realtor = await makeRealtor(payload)
    const contact = await payload.create({ collection: 'contacts', data: contactData(realtor.id) as never })
    const refused = await rest('DELETE', `/realtors/${realtor.id}`, { token: admin.token, headers: { 'Accept-Language': 'en' } })
    expect(refused.status).toBe(409)
    expect((await refused.json()).errors[0].message).toBe(
      'This agent still has 1 contact(s), so it cannot be deleted. Download them as CSV and delete them first, or unpublish the page instead.',
    )
    expect(await payload.findByID({ collection: 'realtors', id: realtor.id, disableErrors: true })).not.toBeNull()
    expect(await payload.findByID({ collection: 'contacts', id: contact.id, disableErrors: true })).not.toBeNull()

    const inKorean = await rest('DELETE', `/realtors/${realtor.id}`, { token: admin.token, headers: { 'Accept-Language': 'ko' } })
    expect((await inKorean.json()).errors[0].message).toMatch(/^이 에이전트에게 받은 문의가 1건 있어 삭제할 수 없습니다\./)

    // Once the contacts are gone, so can the agent be.
    await payload.delete({ collection: 'contacts', id: contact.id })
    expect((await rest('DELETE', `/realtors/${realtor.id}`, { token: admin.token })).status).toBe(200)
  })
})
