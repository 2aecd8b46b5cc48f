/**
 * Writes a client can get wrong, answered 4xx with a message naming the field
 * instead of a 500 (or a value silently turned into text): a value of the wrong
 * JSON type in any field of any collection or global (an array or an object
 * where text goes, text where a list goes, a number where true/false goes), and
 * e-mail verification, which this product does not use.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { makeCast, makePerson, type Cast } from '../harness/fixtures'
import { testPayload } from '../harness/payload'
import { rest } from '../harness/rest'

let payload: Payload
let cast: Cast

beforeAll(async () => {
  payload = await testPayload()
  cast = await makeCast(payload)
})

type ErrorBody = { errors?: { message?: string; data?: { errors?: { path: string; message: string }[] } }[] }

async function refusal(response: Response) {
  const body = (await response.json()) as ErrorBody
  const error = body.errors?.[0]
  return { status: response.status, message: error?.message ?? '', fields: error?.data?.errors ?? [] }
}

describe('POST /api/users/verify/:token', () => {
  it('answers 404 with a message: accounts are never verified by e-mail here', async () => {
    const answer = await refusal(await rest('POST', '/users/verify/abc', { headers: { 'Accept-Language': 'en' } }))
    expect(answer.status).toBe(404)
    expect(answer.message).toMatch(/verification/i)
  })

  it('in the language of the request', async () => {
    const answer = await refusal(await rest('POST', '/users/verify/abc', { headers: { 'Accept-Language': 'ja' } }))
    expect(answer.status).toBe(404)
    expect(answer.message).toMatch(/確認/)
  })
})

describe('an agent changing their own e-mail to a value that is not text', () => {
  it.each([[['new@example.com']], [{ address: 'new@example.com' }], [5], [true]])(
    '%j: 400 naming the e-mail field, the account unchanged',
    async (email) => {
      const person = await makePerson(payload, 'agent')
      const response = await rest('PATCH', `/users/${person.id}`, {
        token: person.token,
        body: { email },
        headers: { 'Accept-Language': 'en' },
      })
      const answer = await refusal(response)
      expect(answer.status).toBe(400)
      expect(answer.message).toMatch(/email/)
      expect(answer.fields).toEqual([{ path: 'email', message: expect.stringMatching(/takes text/) }])
      expect((await payload.findByID({ collection: 'users', id: person.id })).email).toBe(person.email)
    },
  )
})

describe('a value of the wrong JSON type, in any collection', () => {
  const cases: { what: string; collection: string; body: Record<string, unknown>; path: string; message: RegExp }[] = [
    { what: 'text as a list', collection: 'users', body: { name: ['x'] }, path: 'name', message: /takes text/ },
    { what: 'text as an object', collection: 'users', body: { name: { x: 1 } }, path: 'name', message: /takes text/ },
    { what: 'a select as a number', collection: 'users', body: { language: 5 }, path: 'language', message: /takes text/ },
    { what: 'a list as an object', collection: 'realtors', body: { photos: { a: 1 } }, path: 'photos', message: /list/ },
    { what: 'a list as text', collection: 'realtors', body: { activityRegion: 'Irvine' }, path: 'activityRegion', message: /list/ },
    {
      what: 'text inside a list row',
      collection: 'realtors',
      body: { activityRegion: [{ state: 'CA', city: 'Irvine', zipcode: 92604 }] },
      path: 'activityRegion.0.zipcode',
      message: /takes text/,
    },
    {
      what: 'a localized text as a list',
      collection: 'realtors',
      body: { displayName: ['x'] },
      path: 'displayName',
      message: /takes text/,
    },
    { what: 'a number as a list', collection: 'realtors', body: { salesCount: [1] }, path: 'salesCount', message: /number/ },
    { what: 'a number as true', collection: 'realtors', body: { salesCount: true }, path: 'salesCount', message: /number/ },
  ]

  it.each(cases)('$what ($path): 400 naming the field', async ({ collection, body, path, message }) => {
    const id = collection === 'users' ? cast.owner.id : cast.ownRealtor.id
    const response = await rest('PATCH', `/${collection}/${id}?draft=true`, {
      token: cast.owner.token,
      body,
      headers: { 'Accept-Language': 'en' },
    })
    const answer = await refusal(response)
    expect(answer.status).toBe(400)
    expect(answer.fields).toContainEqual({ path, message: expect.stringMatching(message) })
  })

  it('in a global, edited by an admin: 400 naming the field', async () => {
    const response = await rest('POST', '/globals/site-settings', {
      token: cast.admin.token,
      body: { tagManagerId: ['GTM-ABC'] },
      headers: { 'Accept-Language': 'en' },
    })
    const answer = await refusal(response)
    expect(answer.status).toBe(400)
    expect(answer.fields).toContainEqual({ path: 'tagManagerId', message: expect.stringMatching(/takes text/) })
  })

  it('answers in the language of the request', async () => {
    const response = await rest('PATCH', `/users/${cast.owner.id}`, {
      token: cast.owner.token,
      body: { name: ['x'] },
      headers: { 'Accept-Language': 'ko' },
    })
    const answer = await refusal(response)
    expect(answer.status).toBe(400)
    expect(answer.fields[0]?.message).toMatch(/텍스트/)
  })

  it("takes an empty list as Payload's admin form sends it (its row count, 0)", async () => {
    const response = await rest('PATCH', `/realtors/${cast.ownRealtor.id}?draft=true`, {
      token: cast.owner.token,
      body: { translationGlossary: 0, etcInfo: 0 },
    })
    expect(response.status).toBe(200)
  })

  it('still takes values of the right type, and null to clear', async () => {
    const person = await makePerson(payload, 'agent')
    for (const name of ['New Name', null]) {
      const response = await rest('PATCH', `/users/${person.id}`, { token: person.token, body: { name } })
      expect(response.status).toBe(200)
    }
    expect((await payload.findByID({ collection: 'users', id: person.id })).name ?? null).toBeNull()
  })
})
