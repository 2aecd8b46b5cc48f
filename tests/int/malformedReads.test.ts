/**
 * REST reads a client can get wrong, answered 4xx with a message instead of a
 * 500 from PostgreSQL; sorting and filtering only by fields the caller may
 * read, including through a relationship (a user's hash, salt, e-mail).
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { makeCast, type Cast } from '../harness/fixtures'
import { testPayload } from '../harness/payload'
import { graphql, rest } from '../harness/rest'

let payload: Payload
let cast: Cast

beforeAll(async () => {
  payload = await testPayload()
  cast = await makeCast(payload)
})

async function refused(path: string, token?: string) {
  const response = await rest('GET', path, { token, headers: { 'Accept-Language': 'en' } })
  const body = (await response.json()) as { errors?: { message?: string }[]; docs?: unknown[] }
  return { status: response.status, message: body.errors?.[0]?.message ?? '', docs: body.docs }
}

describe('malformed reads', () => {
  const cases: [string, number][] = [
    ['/realtors/abc', 400],
    ['/realtors/1.5', 400],
    ['/realtors/2147483648', 400],
    ['/realtors/99999999999999999999', 400],
    ['/listings/abc', 400],
    ['/media/abc', 400],
    ['/realtors?page=-1', 400],
    ['/realtors?page=abc', 400],
    ['/realtors?limit=-5', 400],
    ['/realtors?depth=-1', 400],
    ['/realtors?depth=1000', 400],
    // A file nobody may read and a missing one look alike to visitors and agents (staff: 404, below).
    ['/media/file/no-such-file.webp', 403],
    ['/realtors?where[id][in]=a,b', 400],
    ['/realtors?where[id][equals]=99999999999999999999', 400],
    ['/listings?where[id][near]=1,2', 400],
    ['/realtors?where[desiredUrl][within]=1', 400],
    ['/realtors?where[id][bogus]=1', 400],
    ['/realtors?where=%7Bnot-json', 400],
  ]

  it.each(cases)('%s answers %i with a message, for a visitor and for an agent', async (path, status) => {
    for (const token of [undefined, cast.owner.token]) {
      const answer = await refused(path, token)
      expect(answer.status, path).toBe(status)
      expect(answer.message.length, path).toBeGreaterThan(10)
    }
  })

  it('answers staff 404 with a message for a media file that does not exist', async () => {
    const answer = await refused('/media/file/no-such-file.webp', cast.staff.token)
    expect(answer.status).toBe(404)
    expect(answer.message).toMatch(/does not exist/)
  })

  it('refuses a contact for a realtor id PostgreSQL cannot hold with 400, not 500', async () => {
    const response = await rest('POST', '/realtor-contacts', {
      headers: { 'X-Forwarded-For': `contact-${Math.random()}` },
      body: {
        realtorId: 99_999_999_999,
        lastName: '김',
        firstName: '민수',
        email: 'kim@example.com',
        phoneCountryCode: 'KR',
        phone: '010-1234-5678',
        message: '',
        isTerm: true,
      },
    })
    expect(response.status).toBe(400)
  })
})

describe('sorting and filtering by fields the caller may not read', () => {
  const hidden = ['owner.hash', '-owner.salt', 'owner.password', 'owner.resetPasswordToken', 'owner.loginAttempts', 'owner.lockUntil']

  it.each(hidden)('sort=%s is refused for a visitor and an agent, so the order tells nothing', async (sort) => {
    for (const token of [undefined, cast.owner.token]) {
      const answer = await refused(`/realtors?sort=${sort}&limit=100`, token)
      expect(answer.status, sort).toBe(400)
      expect(answer.docs).toBeUndefined()
      expect(answer.message).toMatch(/sort/)
    }
  })

  it("refuses a visitor's sort or filter by an owner's e-mail", async () => {
    expect((await refused('/realtors?sort=owner.email')).status).toBe(400)
    expect((await refused('/realtors?where[owner.email][like]=example')).status).toBe(400)
  })

  it('refuses filtering by a hash through a relationship, also for staff', async () => {
    expect((await refused('/listings?where[realtor.owner.hash][exists]=true', cast.staff.token)).status).toBe(400)
    expect((await refused('/realtors?where[owner.salt][like]=a', cast.staff.token)).status).toBe(400)
  })

  it('refuses the same sort through GraphQL', async () => {
    const { body } = await graphql('{ Realtors(sort: "owner.hash") { docs { id } } }', { token: cast.staff.token })
    expect(body.data?.Realtors ?? null).toBeNull()
    expect(body.errors?.[0].message).toMatch(/sort/)
  })

  it('still sorts and filters by ordinary fields', async () => {
    const answer = await refused(`/realtors?sort=-createdAt&where[desiredUrl][equals]=${cast.ownRealtor.desiredUrl}`)
    expect(answer.status).toBe(200)
    expect(answer.docs).toHaveLength(1)
  })
})
