/**
 * Who saved a version (the version history's "saved by"): written by the server on every save with
 * a user, whatever the request sends, and read only by signed-in editors.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { makeCast, type Cast } from '../harness/fixtures'
import { testPayload } from '../harness/payload'
import { rest } from '../harness/rest'

let payload: Payload
let cast: Cast
beforeAll(async () => {
  payload = await testPayload()
  cast = await makeCast(payload)
})

describe('editedBy', () => {
  it('is the account that saved, not what the request claims', async () => {
    const id = cast.ownRealtor.id
    const response = await rest('PATCH', `/realtors/${id}?draft=true&locale=ko`, {
      token: cast.owner.token,
      body: { headline: '새 한 줄 소개', editedBy: cast.admin.id },
    })
    expect(response.status).toBe(200)
    const { docs } = await payload.findVersions({
      collection: 'realtors',
      where: { parent: { equals: id } },
      sort: '-updatedAt',
      limit: 1,
      depth: 0,
    })
    expect((docs[0]!.version as { editedBy?: number }).editedBy).toBe(cast.owner.id)
  })

  it('is not shown to visitors', async () => {
    const response = await rest('GET', `/realtors/${cast.ownRealtor.id}?depth=0`)
    expect(response.status).toBe(200)
    expect(await response.json()).not.toHaveProperty('editedBy')
  })
})
