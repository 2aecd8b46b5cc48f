/**
 * A realtor's platform bookkeeping (the admin's "Advanced (staff)" tab) is decided by staff at the
 * API, not only hidden in the admin form: an agent's write is dropped on REST, GraphQL and the local
 * API with access enforced, and only staff read the values (the export and the sync, which run as the
 * system, keep them).
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { exportRealtor } from '@/collections/Realtors/transfer/exportRealtor'
import type { Realtor, User } from '@/payload-types'
import { makeCast, makeRealtor, type Cast } from '../harness/fixtures'
import { testPayload } from '../harness/payload'
import { graphql, rest } from '../harness/rest'

let payload: Payload
let cast: Cast

const staffValues = { isMakeHomepage: false, madeForRealtor: true, ppProfileId: 'pp-staff-1' }
const forged = { isMakeHomepage: true, madeForRealtor: false, ppProfileId: 'pp-forged' }
const bookkeeping = Object.keys(staffValues) as (keyof typeof staffValues)[]

beforeAll(async () => {
  payload = await testPayload()
  cast = await makeCast(payload)
})

/** A published realtor owned by `owner`, with the staff's values set (as the system). */
async function ownRealtor(): Promise<Realtor> {
  await payload.update({ collection: 'realtors', where: { owner: { equals: cast.owner.id } }, data: { owner: null } })
  return makeRealtor(payload, { owner: cast.owner.id, ...staffValues })
}

const latestDraft = (id: number) => payload.findByID({ collection: 'realtors', id, depth: 0, draft: true })

const pick = (doc: Partial<Realtor>) => Object.fromEntries(bookkeeping.map((key) => [key, doc[key]]))

describe("an agent and their realtor's staff-only fields", () => {
  it('REST: a PATCH of their own realtor keeps the staff values (the rest of the save is stored)', async () => {
    const realtor = await ownRealtor()
    const response = await rest('PATCH', `/realtors/${realtor.id}?draft=true`, {
      token: cast.owner.token,
      body: { ...forged, aboutMe: 'Written by the agent' },
    })
    expect(response.status).toBe(200)
    const draft = await latestDraft(realtor.id)
    expect(draft.aboutMe).toBe('Written by the agent')
    expect(pick(draft)).toEqual(staffValues)
    expect(pick(await payload.findByID({ collection: 'realtors', id: realtor.id, depth: 0 }))).toEqual(staffValues)
  })

  it('GraphQL: the update mutation keeps them too', async () => {
    const realtor = await ownRealtor()
    const { body } = await graphql(
      `mutation { updateRealtor(id: ${realtor.id}, draft: true, data: { isMakeHomepage: true, madeForRealtor: false, ppProfileId: "pp-forged", aboutMe: "Via GraphQL" }) { id } }`,
      { token: cast.owner.token },
    )
    expect(body.errors).toBeUndefined()
    const draft = await latestDraft(realtor.id)
    expect(draft.aboutMe).toBe('Via GraphQL')
    expect(pick(draft)).toEqual(staffValues)
  })

  it('the local API with the agent as user keeps them', async () => {
    const realtor = await ownRealtor()
    const user = (await payload.findByID({ collection: 'users', id: cast.owner.id })) as User
    await payload.update({
      collection: 'realtors',
      id: realtor.id,
      draft: true,
      data: { ...forged, aboutMe: 'Local API' },
      user,
      overrideAccess: false,
    })
    expect(pick(await latestDraft(realtor.id))).toEqual(staffValues)
  })

  it('staff, support and admins still set them', async () => {
    for (const person of [cast.staff, cast.support, cast.admin]) {
      const realtor = await ownRealtor()
      const ppProfileId = `pp-${person.id}`
      const response = await rest('PATCH', `/realtors/${realtor.id}?draft=true`, {
        token: person.token,
        body: { isMakeHomepage: true, madeForRealtor: false, ppProfileId },
      })
      expect(response.status).toBe(200)
      expect(pick(await latestDraft(realtor.id))).toEqual({ isMakeHomepage: true, madeForRealtor: false, ppProfileId })
    }
  })
})

describe('who reads them', () => {
  it('visitors and agents (the owner included) never get them; staff do', async () => {
    const realtor = await ownRealtor()
    for (const token of [undefined, cast.owner.token]) {
      const doc = await (await rest('GET', `/realtors/${realtor.id}`, { token })).json()
      expect(doc.id).toBe(realtor.id)
      for (const key of bookkeeping) expect(doc, `${key} as ${token ? 'owner' : 'visitor'}`).not.toHaveProperty(key)
    }
    const listed = await (await rest('GET', `/realtors?where[id][equals]=${realtor.id}&depth=0`)).json()
    for (const key of bookkeeping) expect(listed.docs[0]).not.toHaveProperty(key)
    for (const person of [cast.staff, cast.support, cast.admin]) {
      expect(pick(await (await rest('GET', `/realtors/${realtor.id}`, { token: person.token })).json())).toEqual(staffValues)
    }
  })

  it('GraphQL answers null to the agent', async () => {
    const realtor = await ownRealtor()
    const { body } = await graphql(`{ Realtor(id: ${realtor.id}) { displayName isMakeHomepage madeForRealtor ppProfileId } }`, {
      token: cast.owner.token,
    })
    expect(body.data?.Realtor).toEqual({ displayName: realtor.displayName, isMakeHomepage: null, madeForRealtor: null, ppProfileId: null })
  })

  it('a visitor cannot find a realtor by them (where on a field they cannot read)', async () => {
    const realtor = await ownRealtor()
    const response = await rest('GET', `/realtors?where[ppProfileId][equals]=${staffValues.ppProfileId}&depth=0`)
    const ids = response.status === 200 ? (await response.json()).docs.map((d: { id: number }) => d.id) : []
    expect(ids).not.toContain(realtor.id)
  })

  it('the export and the sync body (the system) keep them', async () => {
    const realtor = await ownRealtor()
    const json = await exportRealtor(payload, realtor.id)
    expect({ isMakeHomepage: json.isMakeHomepage, madeForRealtor: json.madeForRealtor, ppProfileId: json.ppProfileId }).toEqual(staffValues)
  })
})
