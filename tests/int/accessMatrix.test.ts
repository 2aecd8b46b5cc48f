/**
 * Who may read, create, update and delete what, through the REST API as a
 * browser or script would call it. Each cell acts on a record made for it.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { makeCast, makeRealtor, type Cast } from '../harness/fixtures'
import { testPayload } from '../harness/payload'
import { rest } from '../harness/rest'

type Actor = 'anonymous' | 'owner' | 'otherAgent' | 'staff' | 'support' | 'admin'
type Op = 'read' | 'create' | 'update' | 'delete'
const actors: Actor[] = ['anonymous', 'owner', 'otherAgent', 'staff', 'support', 'admin']

let payload: Payload
let cast: Cast

beforeAll(async () => {
  payload = await testPayload()
  cast = await makeCast(payload)
})

const tokenOf = (actor: Actor) => (actor === 'anonymous' ? undefined : cast[actor].token)

/** Runs one operation as `actor` on a fresh target; true when the API let it through. */
async function allowed(
  actor: Actor,
  op: Op,
  collection: string,
  target: () => Promise<{ id: number }>,
  body: Record<string, unknown>,
): Promise<boolean> {
  const token = tokenOf(actor)
  if (op === 'create') {
    const response = await rest('POST', `/${collection}`, { token, body: await resolve(body) })
    return expectStatus(response, [201], [400, 401, 403])
  }
  const { id } = await target()
  if (op === 'read') return expectStatus(await rest('GET', `/${collection}/${id}`, { token }), [200], [401, 403, 404])
  if (op === 'update') {
    const response = await rest('PATCH', `/${collection}/${id}`, { token, body: await resolve(body) })
    return expectStatus(response, [200], [401, 403, 404])
  }
  return expectStatus(await rest('DELETE', `/${collection}/${id}`, { token }), [200], [401, 403, 404])
}

async function resolve(body: Record<string, unknown>) {
  return Object.fromEntries(await Promise.all(Object.entries(body).map(async ([k, v]) => [k, typeof v === 'function' ? await v() : v])))
}

async function expectStatus(response: Response, yes: number[], no: number[]): Promise<boolean> {
  if (yes.includes(response.status)) return true
  if (no.includes(response.status)) return false
  throw new Error(`unexpected ${response.status}: ${await response.text()}`)
}

type Matrix = Record<Op, Actor[]>

function checkMatrix(collection: string, matrix: Matrix, target: () => Promise<{ id: number }>, body: () => Record<string, unknown>) {
  describe(collection, () => {
    for (const op of ['read', 'create', 'update', 'delete'] as Op[]) {
      it(`${op}: only ${matrix[op].join(', ') || 'nobody'}`, async () => {
        const outcome: Record<string, boolean> = {}
        for (const actor of actors) outcome[actor] = await allowed(actor, op, collection, target, body())
        const expected = Object.fromEntries(actors.map((a) => [a, matrix[op].includes(a)]))
        expect(outcome).toEqual(expected)
      })
    }
  })
}

const staffAndUp: Actor[] = ['staff', 'support', 'admin']

// An unpublished realtor owned by `owner`: the public must not see it, its owner must.
checkMatrix(
  'realtors',
  {
    read: ['owner', ...staffAndUp],
    create: ['admin'],
    update: ['owner', ...staffAndUp],
    delete: ['admin'],
  },
  async () => {
    // An agent owns one realtor: the fresh target takes `owner` over from the previous one.
    await payload.update({
      collection: 'realtors',
      where: { owner: { equals: cast.owner.id } },
      data: { owner: null },
    })
    return makeRealtor(payload, { _status: 'draft', owner: cast.owner.id })
  },
  () => ({
    displayName: 'Changed',
    desiredUrl: `made-${Math.random()
      .toString(36)
      .replace(/[^a-z]/g, '')}`,
  }),
)

const newLead = () =>
  payload.create({
    collection: 'leads',
    data: {
      name: 'Lead',
      area: 'Irvine',
      phone: '949-555-0101',
      phoneCountryCode: 'US',
      consent: { privacy: true, contact: true, agreedAt: new Date().toISOString() },
    },
  })

checkMatrix('leads', { read: staffAndUp, create: [], update: staffAndUp, delete: ['admin'] }, newLead, () => ({
  name: 'Lead',
  area: 'Irvine',
  phone: '949-555-0101',
  phoneCountryCode: 'US',
}))

const contactBody = () => ({
  realtor: cast.otherRealtor.id,
  name: 'Kim Hana',
  lastName: 'Kim',
  firstName: 'Hana',
  email: 'hana@example.com',
  phone: '949-555-0101',
  phoneCountryCode: 'US' as const,
  isTerm: 'Y' as const,
})

// The owner updates only the inbox fields (status, note); what the visitor sent stays (tests/int/contactInbox.test.ts).
checkMatrix(
  'contacts',
  { read: ['owner', ...staffAndUp], create: [], update: ['owner', ...staffAndUp], delete: ['admin'] },
  async () => payload.create({ collection: 'contacts', data: { ...contactBody(), realtor: await ownRealtorId() } }),
  contactBody,
)

const listingBody = () => ({
  status: 'sale',
  address: '1 Main St',
  city: 'Irvine',
  state: 'CA',
  price: 1000,
  realtor: cast.otherRealtor.id,
})

// A listing of an unpublished realtor owned by `owner`.
checkMatrix(
  'listings',
  {
    read: ['owner', ...staffAndUp],
    create: ['owner', 'otherAgent', ...staffAndUp],
    update: ['owner', ...staffAndUp],
    delete: ['owner', ...staffAndUp],
  },
  async () => {
    const realtor = await ownRealtorId()
    await payload.update({ collection: 'realtors', id: realtor, data: { _status: 'draft' } })
    return payload.create({ collection: 'listings', data: { ...listingBody(), status: 'sale' as const, realtor } })
  },
  listingBody,
)

checkMatrix(
  'users',
  // Staff read accounts (a realtor's agent account reads as the person); only admins change them.
  { read: ['staff', 'support', 'admin'], create: ['admin'], update: ['admin'], delete: ['admin'] },
  () =>
    payload.create({
      collection: 'users',
      data: { email: `target-${Math.random().toString(36).slice(2)}@example.com`, password: 'x-password-1', roles: ['agent'] },
    }),
  () => ({ email: `made-${Math.random().toString(36).slice(2)}@example.com`, password: 'x-password-1', roles: ['agent'] }),
)

/** The realtor `owner` owns now; the realtors matrix moves ownership and deletes targets. */
async function ownRealtorId(): Promise<number> {
  const { docs } = await payload.find({ collection: 'realtors', where: { owner: { equals: cast.owner.id } }, limit: 1 })
  return docs[0]?.id ?? (await makeRealtor(payload, { owner: cast.owner.id })).id
}
