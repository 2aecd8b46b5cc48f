/**
 * Document locks ("someone is editing this") are taken only on documents the user may update: through
 * the REST and local APIs of Payload's `payload-locked-documents`, and through the admin's form-state
 * server function, which Payload lets write a lock straight into the database.
 *
 * The server action itself (POST /admin with a Next-Action header) needs Next's runtime, and Payload's
 * form-state module loads the admin's CSS, which Node cannot import. So the test wraps, as the admin
 * layout does (src/server/adminServerFunctions.ts, checked by tests/unit/adminLayout.test.ts), a
 * stand-in that ends as Payload's form state ends: with Payload's own locking step
 * (handleFormStateLocking), under the request Payload builds for a signed-in user. Unwrapped, that
 * step is the control that shows the hole.
 */
import { handleFormStateLocking } from '@payloadcms/ui/utilities/handleFormStateLocking'
import { createLocalReq, Forbidden, type Payload, type PayloadRequest, type Where } from 'payload'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { lockOnlyWhereEditable } from '@/server/formStateLocks'
import type { User } from '@/payload-types'
import { makeCast, type Cast, type Person } from '../harness/fixtures'
import { testPayload } from '../harness/payload'
import { rest } from '../harness/rest'

let payload: Payload
let cast: Cast

beforeAll(async () => {
  payload = await testPayload()
  cast = await makeCast(payload)
})

beforeEach(async () => {
  await payload.delete({ collection: 'payload-locked-documents', where: { id: { exists: true } } })
})

const onRealtor = (id: number) => ({ document: { relationTo: 'realtors', value: id } })
const userRef = (person: Person) => ({ user: { relationTo: 'users', value: person.id } })

const lockVia = (person: Person, target: object) =>
  rest('POST', '/payload-locked-documents', { token: person.token, body: { ...target, ...userRef(person) } })

async function locksOn(target: { collection: string; id: number } | { global: string }) {
  const where: Where =
    'global' in target
      ? { globalSlug: { equals: target.global } }
      : { and: [{ 'document.relationTo': { equals: target.collection } }, { 'document.value': { equals: target.id } }] }
  return (await payload.find({ collection: 'payload-locked-documents', where, depth: 0 })).docs
}

const userOf = async (person: Person) => (await payload.findByID({ collection: 'users', id: person.id })) as User

describe('locks through the API', () => {
  it("an agent cannot lock another agent's realtor, the site settings or the landing page (REST)", async () => {
    expect((await lockVia(cast.owner, onRealtor(cast.otherRealtor.id))).status).toBe(403)
    expect((await lockVia(cast.owner, { globalSlug: 'site-settings' })).status).toBe(403)
    expect((await lockVia(cast.owner, { globalSlug: 'landing' })).status).toBe(403)
    expect(await locksOn({ collection: 'realtors', id: cast.otherRealtor.id })).toHaveLength(0)
    expect(await locksOn({ global: 'site-settings' })).toHaveLength(0)
  })

  it('an agent locks their own realtor; staff the landing page but not the site settings (admins only)', async () => {
    expect((await lockVia(cast.owner, onRealtor(cast.ownRealtor.id))).status).toBe(201)
    expect((await lockVia(cast.staff, { globalSlug: 'landing' })).status).toBe(201)
    expect((await lockVia(cast.staff, { globalSlug: 'site-settings' })).status).toBe(403)
    expect((await lockVia(cast.admin, { globalSlug: 'site-settings' })).status).toBe(201)
  })

  it('a lock is always in its writer’s name', async () => {
    const response = await rest('POST', '/payload-locked-documents', {
      token: cast.owner.token,
      body: { ...onRealtor(cast.ownRealtor.id), ...userRef(cast.admin) },
    })
    expect(response.status).toBe(201)
    const [lock] = await locksOn({ collection: 'realtors', id: cast.ownRealtor.id })
    expect(lock.user).toEqual({ relationTo: 'users', value: cast.owner.id })
  })

  it('the local API with the agent as user refuses too', async () => {
    await expect(
      payload.create({
        collection: 'payload-locked-documents',
        data: { ...onRealtor(cast.otherRealtor.id), ...userRef(cast.owner) } as never,
        user: await userOf(cast.owner),
        overrideAccess: false,
      }),
    ).rejects.toBeInstanceOf(Forbidden)
  })

  it('an agent can neither take over nor move a lock onto a document they may not update, nor release another’s', async () => {
    const staffLock = await payload.create({
      collection: 'payload-locked-documents',
      data: { ...onRealtor(cast.otherRealtor.id), ...userRef(cast.staff) } as never,
    })
    const takeOver = await rest('PATCH', `/payload-locked-documents/${staffLock.id}`, {
      token: cast.owner.token,
      body: userRef(cast.owner),
    })
    expect([403, 404]).toContain(takeOver.status)
    const release = await rest('DELETE', `/payload-locked-documents/${staffLock.id}`, { token: cast.owner.token })
    expect([403, 404]).toContain(release.status)
    expect(await locksOn({ collection: 'realtors', id: cast.otherRealtor.id })).toHaveLength(1)

    const own = await (await lockVia(cast.owner, onRealtor(cast.ownRealtor.id))).json()
    const moved = await rest('PATCH', `/payload-locked-documents/${own.doc.id}`, {
      token: cast.owner.token,
      body: { globalSlug: 'site-settings' },
    })
    expect(moved.status).toBe(403)
    expect(await locksOn({ global: 'site-settings' })).toHaveLength(0)
    expect((await rest('DELETE', `/payload-locked-documents/${own.doc.id}`, { token: cast.owner.token })).status).toBe(200)
  })

  it('staff take over a lock on a realtor they may edit', async () => {
    const agentLock = await payload.create({
      collection: 'payload-locked-documents',
      data: { ...onRealtor(cast.ownRealtor.id), ...userRef(cast.owner) } as never,
    })
    const takeOver = await rest('PATCH', `/payload-locked-documents/${agentLock.id}`, {
      token: cast.staff.token,
      body: userRef(cast.staff),
    })
    expect(takeOver.status).toBe(200)
    const [lock] = await locksOn({ collection: 'realtors', id: cast.ownRealtor.id })
    expect(lock.user).toEqual({ relationTo: 'users', value: cast.staff.id })
  })
})

type FormStateArgs = { req: PayloadRequest; returnLockStatus?: boolean; collectionSlug?: string; globalSlug?: string; id?: number }

/** What Payload's form state does with the lock status (the rest of it builds fields, beside the point here). */
const payloadFormState = async (args: FormStateArgs) =>
  args.returnLockStatus ? handleFormStateLocking({ ...args, id: args.id, updateLastEdited: true } as never) : undefined

describe("the admin's form-state server function", () => {
  async function formStateAs(
    person: Person,
    target: { collectionSlug: string; id: number } | { globalSlug: string },
    handler: (args: FormStateArgs) => Promise<unknown> = lockOnlyWhereEditable(payloadFormState),
  ) {
    const user = { ...(await userOf(person)), collection: 'users' }
    const req = (await createLocalReq({ user } as never, payload)) as PayloadRequest
    return handler({ ...target, returnLockStatus: true, req })
  }

  it("Payload's own locking step locks another agent's realtor (the hole)", async () => {
    await formStateAs(cast.owner, { collectionSlug: 'realtors', id: cast.otherRealtor.id }, payloadFormState)
    expect(await locksOn({ collection: 'realtors', id: cast.otherRealtor.id })).toHaveLength(1)
  })

  it("ours takes no lock on another agent's realtor or the site settings", async () => {
    await formStateAs(cast.owner, { collectionSlug: 'realtors', id: cast.otherRealtor.id })
    await formStateAs(cast.owner, { globalSlug: 'site-settings' })
    expect(await locksOn({ collection: 'realtors', id: cast.otherRealtor.id })).toHaveLength(0)
    expect(await locksOn({ global: 'site-settings' })).toHaveLength(0)
  })

  it('and still locks what the user may edit', async () => {
    await formStateAs(cast.owner, { collectionSlug: 'realtors', id: cast.ownRealtor.id })
    await formStateAs(cast.admin, { globalSlug: 'site-settings' })
    expect(await locksOn({ collection: 'realtors', id: cast.ownRealtor.id })).toHaveLength(1)
    expect(await locksOn({ global: 'site-settings' })).toHaveLength(1)
  })
})
