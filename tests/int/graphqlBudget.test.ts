/**
 * GraphQL answers only what fits the caller's budget, refused before anything
 * runs: an anonymous caller may only sign in (the public site never uses
 * GraphQL), and a signed-in one at most 300 fields, 8 levels deep.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { makeCast, PASSWORD, type Cast } from '../harness/fixtures'
import { testPayload } from '../harness/payload'
import { graphql } from '../harness/rest'

let payload: Payload
let cast: Cast

beforeAll(async () => {
  payload = await testPayload()
  cast = await makeCast(payload)
})

const aliases = (count: number) =>
  `{ ${Array.from({ length: count }, (_, i) => `a${i}: Realtors(limit: 100) { docs { id displayName desiredUrl } }`).join(' ')} }`

describe('GraphQL budget', () => {
  it('refuses the 200-alias anonymous query at once, without running it', async () => {
    // Refused by the validation rule, so no resolver runs: no data at all, not a partial answer.
    // (It used to take ~5 s; how fast the refusal is belongs to the bench, not to a timed test.)
    const { body } = await graphql(aliases(200))
    expect(body.data ?? null).toBeNull()
    expect(body.errors?.[0].message).toMatch(/signed-in account/)
  })

  it('refuses even a one-field anonymous read, but still lets an anonymous caller sign in', async () => {
    const read = await graphql('{ Realtors(limit: 1) { docs { id } } }')
    expect(read.body.data ?? null).toBeNull()
    expect(read.body.errors?.[0].message).toMatch(/signed-in account/)
    const signIn = await graphql(`mutation { loginUser(email: "${cast.staff.email}", password: "${PASSWORD}") { token } }`)
    expect(signIn.body.data?.loginUser).toMatchObject({ token: expect.any(String) })
  })

  it('refuses 200 aliases from a signed-in agent too, and answers a normal query', async () => {
    const big = await graphql(aliases(200), { token: cast.owner.token })
    expect(big.body.data ?? null).toBeNull()
    expect(big.body.errors?.[0].message).toMatch(/more than 300 fields/)

    const normal = await graphql('{ Realtors(limit: 10) { docs { id displayName } } }', { token: cast.owner.token })
    expect(normal.body.errors).toBeUndefined()
    expect((normal.body.data?.Realtors as { docs: { id: number }[] }).docs.map((doc) => doc.id)).toEqual([cast.ownRealtor.id])
  })

  it('refuses a query nested deeper than 8 levels', async () => {
    const deep = `{ Realtors { docs { owner { realtor { docs { owner { realtor { docs { owner { id } } } } } } } } } }`
    const { body } = await graphql(deep, { token: cast.staff.token })
    expect(body.data ?? null).toBeNull()
    expect(body.errors?.[0].message).toMatch(/deeper than 8 levels/)
  })

  it('counts fragments where they are spread', async () => {
    const fragment = `fragment F on Realtor { ${Array.from({ length: 40 }, (_, i) => `f${i}: id`).join(' ')} }`
    const query = `{ ${Array.from({ length: 10 }, (_, i) => `r${i}: Realtors { docs { ...F } }`).join(' ')} } ${fragment}`
    const { body } = await graphql(query, { token: cast.staff.token })
    expect(body.errors?.[0].message).toMatch(/more than 300 fields/)
  })
})
