/**
 * Names edited in the admin (a realtor's display name in any language, an account's name) keep to
 * one line: a line break, a C1 control (U+0085, U+009B) or a bidi override (U+202E, which shows
 * "Kim" as another name) is refused with a message, as the public forms refuse it.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { makePerson, makeRealtor, type Person } from '../harness/fixtures'
import { testPayload } from '../harness/payload'
import { graphql, rest } from '../harness/rest'

let payload: Payload
let agent: Person
/** An unpublished page of the owner's: a save checks its fields (a published one would also need the publish checklist). */
let realtorId: number
beforeAll(async () => {
  payload = await testPayload()
  agent = await makePerson(payload, 'agent')
  realtorId = (await makeRealtor(payload, { owner: agent.id, _status: 'draft' })).id
})

const BAD = ['Kim\u202Emiy', 'Kim\u0085Lee', 'Kim\u009B31m', 'Kim\nLee', 'Kim\u2066x']

describe('a realtor display name', () => {
  it.each(BAD.map((name) => [JSON.stringify(name), name]))('%s is refused in every language, nothing stored', async (_, name) => {
    for (const locale of ['ko', 'en', 'ja']) {
      const response = await rest('PATCH', `/realtors/${realtorId}?locale=${locale}`, {
        token: agent.token,
        body: { displayName: name },
      })
      expect(response.status, locale).toBe(400)
      expect(JSON.stringify(await response.json())).toContain('한 줄로 입력하세요')
    }
    const stored = await payload.findByID({ collection: 'realtors', id: realtorId, locale: 'all', draft: true })
    expect(JSON.stringify(stored.displayName)).not.toContain('Lee')
  })

  it('a Korean name with spaces is fine, and GraphQL is refused the same', async () => {
    expect((await rest('PATCH', `/realtors/${realtorId}?locale=ko`, { token: agent.token, body: { displayName: '김 하나' } })).status).toBe(
      200,
    )
    const { body } = await graphql(`mutation { updateRealtor(id: ${realtorId}, data: { displayName: "Kim\\u202Eyim" }) { id } }`, {
      token: agent.token,
    })
    expect(body.errors?.[0].message).toBeTruthy()
  })
})

describe("an account's name", () => {
  it('refuses controls and bidi overrides, in the editor language', async () => {
    const response = await rest('PATCH', `/users/${agent.id}`, { token: agent.token, body: { name: 'Agent\u202E' } })
    expect(response.status).toBe(400)
    expect(JSON.stringify(await response.json())).toContain('한 줄로 입력하세요')
    expect((await rest('PATCH', `/users/${agent.id}`, { token: agent.token, body: { name: '김 에이전트' } })).status).toBe(200)
  })
})
