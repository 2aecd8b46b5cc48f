/** What an agent can and cannot do to their own record, and what the public never sees. */
import { Forbidden, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'
import { makeCast, type Cast } from '../harness/fixtures'
import { testPayload } from '../harness/payload'
import { rest } from '../harness/rest'

let payload: Payload
let cast: Cast
let ownerUser: User

beforeAll(async () => {
  payload = await testPayload()
  cast = await makeCast(payload)
  ownerUser = await payload.findByID({ collection: 'users', id: cast.owner.id })
})

describe('an agent on their own realtor', () => {
  it('edits their content but cannot move owner, address or domain', async () => {
    const before = cast.ownRealtor
    // A draft: publishing is the publish checklist's business (tests/int/draftsAccess.test.ts).
    const response = await rest('PATCH', `/realtors/${before.id}?draft=true`, {
      token: cast.owner.token,
      body: {
        aboutMe: 'Updated by the agent',
        desiredUrl: 'taken-over',
        customDomain: 'stolen.example.com',
        owner: cast.otherAgent.id,
      },
    })
    expect(response.status).toBe(200)
    const after = await payload.findByID({ collection: 'realtors', id: before.id, depth: 0, draft: true })
    expect(after.aboutMe).toBe('Updated by the agent')
    expect(after.desiredUrl).toBe(before.desiredUrl)
    expect(after.customDomain ?? null).toBe(before.customDomain ?? null)
    // Publication rules: tests/int/draftsAccess.test.ts.
    expect((await payload.findByID({ collection: 'realtors', id: before.id, depth: 0 }))._status).toBe(before._status)
    expect(after.owner).toBe(cast.owner.id)
  })

  it('cannot touch another agent through the local API with access enforced', async () => {
    await expect(
      payload.update({
        collection: 'realtors',
        id: cast.otherRealtor.id,
        data: { aboutMe: 'hijacked' },
        user: ownerUser,
        overrideAccess: false,
      }),
    ).rejects.toBeInstanceOf(Forbidden)
    await expect(
      payload.delete({ collection: 'realtors', id: cast.otherRealtor.id, user: ownerUser, overrideAccess: false }),
    ).rejects.toBeInstanceOf(Forbidden)
    const other = await payload.findByID({ collection: 'realtors', id: cast.otherRealtor.id })
    expect(other.aboutMe ?? null).toBeNull()
  })

  it("files a listing under their own realtor even when another's id is sent", async () => {
    const response = await rest('POST', '/listings', {
      token: cast.owner.token,
      body: { realtor: cast.otherRealtor.id, status: 'sale', address: '9 Elm', city: 'Irvine', state: 'CA', price: 10 },
    })
    expect(response.status).toBe(201)
    const { doc } = await response.json()
    expect(doc.realtor.id ?? doc.realtor).toBe(cast.ownRealtor.id)
  })

  it('cannot promote themselves to admin', async () => {
    const response = await rest('PATCH', `/users/${cast.owner.id}`, {
      token: cast.owner.token,
      body: { roles: ['admin'], name: 'Renamed' },
    })
    expect(response.status).toBe(200)
    const user = await payload.findByID({ collection: 'users', id: cast.owner.id })
    expect(user.roles).toEqual(['agent'])
    expect(user.name).toBe('Renamed')
  })

  it('sees only their own realtor, not other published ones', async () => {
    const response = await rest('GET', '/realtors?limit=100&depth=0', { token: cast.owner.token })
    const { docs } = await response.json()
    expect(docs.map((r: { id: number }) => r.id)).toEqual([cast.ownRealtor.id])
    expect((await rest('GET', `/realtors/${cast.otherRealtor.id}`, { token: cast.owner.token })).status).toBe(404)
  })

  it('lists only their own account among users', async () => {
    const response = await rest('GET', '/users?limit=100', { token: cast.owner.token })
    const { docs } = await response.json()
    expect(docs.map((u: { email: string }) => u.email)).toEqual([cast.owner.email])
  })
})

describe('the public', () => {
  it('reads a published realtor without its owner or sync state', async () => {
    const response = await rest('GET', `/realtors/${cast.ownRealtor.id}`)
    expect(response.status).toBe(200)
    const doc = await response.json()
    expect(doc.desiredUrl).toBe(cast.ownRealtor.desiredUrl)
    expect(doc).not.toHaveProperty('owner')
    for (const hidden of ['syncStatus', 'mainApiId', 'lastSyncedAt', 'lastSyncError']) {
      expect(doc).not.toHaveProperty(hidden)
    }
  })

  it('cannot list users, leads or contacts', async () => {
    for (const collection of ['users', 'leads', 'contacts']) {
      const response = await rest('GET', `/${collection}`)
      expect(response.status, collection).toBe(403)
    }
  })
})
