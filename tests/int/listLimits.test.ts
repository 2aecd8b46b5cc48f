/**
 * How much one API read may ask for: pages of at most 100 and depth 2 for everyone, more for staff
 * (up to 1,000 and 10), everything at once for admins alone, and every language at once for
 * signed-in editors only. REST and GraphQL alike; the answer to too much is a 400 that says what to
 * ask instead.
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

type Who = 'anonymous' | 'owner' | 'staff' | 'support' | 'admin'
const tokenOf = (who: Who) => (who === 'anonymous' ? undefined : cast[who].token)

async function status(who: Who, path: string): Promise<{ status: number; message?: string }> {
  const response = await rest('GET', path, { token: tokenOf(who) })
  const body = (await response.json()) as { errors?: { message: string }[] }
  return { status: response.status, message: body.errors?.[0]?.message }
}

describe('REST lists', () => {
  it('anonymous: every listing at once, deep and in every language is refused with what to ask instead', async () => {
    const everything = await status('anonymous', '/listings?limit=0&depth=10&locale=all')
    expect(everything.status).toBe(400)
    expect(everything.message).toMatch(/depth/)
    expect(await status('anonymous', '/listings?limit=0')).toMatchObject({ status: 400, message: expect.stringMatching(/at most 100/) })
    expect(await status('anonymous', '/listings?pagination=false')).toMatchObject({ status: 400 })
    expect(await status('anonymous', '/listings?limit=101')).toMatchObject({
      status: 400,
      message: expect.stringMatching(/"limit" can be at most 100/),
    })
    expect(await status('anonymous', '/listings?depth=3')).toMatchObject({
      status: 400,
      message: expect.stringMatching(/"depth" can be at most 2/),
    })
    expect(await status('anonymous', '/listings?locale=all')).toMatchObject({ status: 400, message: expect.stringMatching(/locale=all/) })
  })

  it('anonymous: pages of up to 100 at depth 2 in one language are served', async () => {
    expect((await status('anonymous', '/listings?limit=100&depth=2&locale=en')).status).toBe(200)
    expect((await status('anonymous', `/realtors/${cast.ownRealtor.id}?depth=2`)).status).not.toBe(400)
  })

  it('a read by id keeps to the depth limit too', async () => {
    expect((await status('anonymous', `/listings/1?depth=5`)).status).toBe(400)
  })

  it('a signed-in agent may read every language at once, but not more than 100 at a time', async () => {
    expect(await status('owner', '/listings?locale=all&limit=10')).toEqual({ status: 200 })
    expect((await status('owner', '/listings?limit=500')).status).toBe(400)
    expect((await status('owner', '/listings?limit=0')).status).toBe(400)
  })

  it('staff and support: up to 1,000 and depth 10, never everything at once', async () => {
    for (const who of ['staff', 'support'] as const) {
      expect((await status(who, '/listings?limit=1000&depth=10&locale=all')).status, who).toBe(200)
      expect((await status(who, '/listings?limit=1001')).status, who).toBe(400)
      expect((await status(who, '/listings?limit=0')).status, who).toBe(400)
    }
  })

  it('admins may ask for everything at once', async () => {
    expect((await status('admin', '/listings?limit=0&depth=10&locale=all')).status).toBe(200)
    expect((await status('admin', '/listings?pagination=false')).status).toBe(200)
  })

  it('version history lists keep the same limits', async () => {
    expect((await status('owner', `/realtors/versions?where[parent][equals]=${cast.ownRealtor.id}&limit=0`)).status).toBe(400)
    expect((await status('owner', `/realtors/versions?where[parent][equals]=${cast.ownRealtor.id}&limit=50&locale=all`)).status).toBe(200)
  })

  it('globals: one language and depth 2 for visitors', async () => {
    expect((await status('anonymous', '/globals/landing?locale=all')).status).toBe(400)
    expect((await status('anonymous', '/globals/landing?depth=3')).status).toBe(400)
    expect((await status('anonymous', '/globals/landing?locale=en&depth=1')).status).toBe(200)
    expect((await status('staff', '/globals/landing?locale=all')).status).toBe(200)
  })
})

describe('GraphQL lists', () => {
  it('an agent: limit 0, more than 100 or everything unpaged is refused', async () => {
    for (const query of [
      '{ Listings(limit: 0) { docs { id } } }',
      '{ Listings(limit: 500) { docs { id } } }',
      '{ Listings(pagination: false) { docs { id } } }',
    ]) {
      const { body } = await graphql(query, { token: cast.owner.token })
      expect(body.data?.Listings ?? null, query).toBeNull()
      expect(body.errors?.[0].message, query).toMatch(/limit|page/)
    }
    const { body } = await graphql('{ Listings(limit: 100) { docs { id } } }', { token: cast.owner.token })
    expect(body.errors).toBeUndefined()
  })

  it('admins may still ask for everything', async () => {
    const { body } = await graphql('{ Listings(limit: 0) { docs { id } } }', { token: cast.admin.token })
    expect(body.errors).toBeUndefined()
  })
})
