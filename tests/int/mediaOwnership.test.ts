/**
 * Media ownership through the REST API: an agent's upload belongs to their
 * realtor whatever the client claims, a staff upload to the platform; agents
 * list and attach only their own pictures, staff all; visitors list only the
 * pictures published pages use, and those files stay readable by anyone.
 */
import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { makeCast, makeRealtor, type Cast, type Person } from '../harness/fixtures'
import { testPayload } from '../harness/payload'
import { rest } from '../harness/rest'

let payload: Payload
let cast: Cast

type MediaDoc = { id: number; filename: string; owner: number | { id: number } | null }

async function upload(person: Person, claims: Record<string, unknown> = {}): Promise<MediaDoc> {
  const image = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#225588' } })
    .png()
    .toBuffer()
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'house.png')
  form.append('_payload', JSON.stringify({ alt: 'house', ...claims }))
  const response = await rest('POST', '/media', { token: person.token, body: form })
  expect(response.status).toBe(201)
  return ((await response.json()) as { doc: MediaDoc }).doc
}

const ownerId = (doc: MediaDoc) => (doc.owner && typeof doc.owner === 'object' ? doc.owner.id : doc.owner)

/** Every page of the media list this caller may read (pages of 100, the most anyone but staff may ask). */
async function listed(token?: string): Promise<number[]> {
  const ids: number[] = []
  for (let page = 1; ; page++) {
    const response = await rest('GET', `/media?limit=100&page=${page}&depth=0`, { token })
    expect(response.status).toBe(200)
    const answer = (await response.json()) as { docs: { id: number }[]; hasNextPage: boolean }
    ids.push(...answer.docs.map((doc) => doc.id))
    if (!answer.hasNextPage) return ids
  }
}

let own: MediaDoc
let others: MediaDoc
let platform: MediaDoc

beforeAll(async () => {
  payload = await testPayload()
  cast = await makeCast(payload)
  own = await upload(cast.owner, { owner: cast.otherRealtor.id })
  others = await upload(cast.otherAgent)
  platform = await upload(cast.staff)
})

describe('media ownership', () => {
  it("gives an agent's upload to their realtor whatever the client claims, and a staff upload to the platform", () => {
    expect(ownerId(own)).toBe(cast.ownRealtor.id)
    expect(ownerId(others)).toBe(cast.otherRealtor.id)
    expect(ownerId(platform) ?? null).toBeNull()
  })

  it('lists an agent only their own pictures, and staff all of them', async () => {
    const agentSees = await listed(cast.owner.token)
    expect(agentSees).toContain(own.id)
    expect(agentSees).not.toContain(others.id)
    expect(agentSees).not.toContain(platform.id)
    expect(await listed(cast.staff.token)).toEqual(expect.arrayContaining([own.id, others.id, platform.id]))
  })

  it("refuses an agent attaching another agent's picture, but keeps pictures staff attached", async () => {
    // Staff (here: our own server code) put a platform picture on the agent's realtor.
    await payload.update({ collection: 'realtors', id: cast.ownRealtor.id, data: { photos: [{ kind: 'gallery', image: platform.id }] } })
    // Drafts: publishing is the publish checklist's business (tests/int/draftsAccess.test.ts).
    const response = await rest('PATCH', `/realtors/${cast.ownRealtor.id}?draft=true`, {
      token: cast.owner.token,
      body: {
        photos: [
          { kind: 'gallery', image: platform.id },
          { kind: 'gallery', image: others.id },
        ],
      },
    })
    expect(response.status).toBe(400)
    const accepted = await rest('PATCH', `/realtors/${cast.ownRealtor.id}?draft=true`, {
      token: cast.owner.token,
      body: {
        photos: [
          { kind: 'gallery', image: platform.id },
          { kind: 'gallery', image: own.id },
        ],
      },
    })
    expect(accepted.status).toBe(200)
  })

  it('lists to a visitor only pictures published pages use, and serves those files to anyone', async () => {
    const hidden = await makeRealtor(payload, { _status: 'draft' })
    const unpublishedPicture = await upload(cast.staff, { owner: hidden.id })
    await payload.update({ collection: 'realtors', id: hidden.id, data: { photos: [{ kind: 'gallery', image: unpublishedPicture.id }] } })
    await payload.update({ collection: 'realtors', id: cast.ownRealtor.id, data: { photos: [{ kind: 'gallery', image: own.id }] } })

    const visitorSees = await listed()
    expect(visitorSees).toContain(own.id)
    expect(visitorSees).not.toContain(others.id)
    expect(visitorSees).not.toContain(platform.id)
    expect(visitorSees).not.toContain(unpublishedPicture.id)

    for (const token of [undefined, cast.otherAgent.token]) {
      expect((await rest('GET', `/media/file/${own.filename}`, { token })).status).toBe(200)
    }
    expect((await rest('GET', `/media/file/${others.filename}`)).status).toBeGreaterThanOrEqual(400)
    expect((await rest('GET', `/media/file/${unpublishedPicture.filename}`)).status).toBeGreaterThanOrEqual(400)
    // The owner still reaches their own file while it is unused.
    expect((await rest('GET', `/media/file/${others.filename}`, { token: cast.otherAgent.token })).status).toBe(200)
  })
})
