/**
 * The move from the `published` checkbox to drafts keeps every realtor and listing exactly as
 * visible as before, and starts each one's history from its current state. The database here
 * has the drafts schema already; the test puts a few records back into the state the drafts
 * schema migration leaves them in (a `published` column read by step 1, then `_status` at its
 * default and no versions) and runs the two hand-written data steps on them.
 */
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { sql } from '@payloadcms/db-postgres'
import { createLocalReq, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import * as saveVisibility from '@/migrations/20261123_145800_drafts_save_visibility'
import * as versionsData from '@/migrations/20261123_235900_drafts_versions_data'
import type { Realtor } from '@/payload-types'
import { seed } from '../../runtime/seed/index'
import { makePublishableRealtor } from '../harness/drafts'
import { makeCast, makeRealtor, type Cast } from '../harness/fixtures'
import { testPayload } from '../harness/payload'
import { rest } from '../harness/rest'

let payload: Payload
let cast: Cast
let db: PostgresAdapter['drizzle']

beforeAll(async () => {
  payload = await testPayload()
  cast = await makeCast(payload)
  db = (payload.db as unknown as PostgresAdapter).drizzle
})

const visibleToVisitors = async (realtor: Realtor) =>
  ((await (await rest('GET', `/realtors?where[desiredUrl][equals]=${realtor.desiredUrl}`)).json()) as { totalDocs: number }).totalDocs === 1
const visibleListings = async (realtor: Realtor) =>
  ((await (await rest('GET', `/listings?where[realtor][equals]=${realtor.id}`)).json()) as { totalDocs: number }).totalDocs

describe('drafts migration', () => {
  it('keeps seeded, imported, hidden realtors and their listings exactly as visible, with one version each', async () => {
    await seed(payload)
    const { docs: seeded } = await payload.find({ collection: 'realtors', where: { desiredUrl: { in: ['kim', 'park'] } }, depth: 0 })
    expect(seeded).toHaveLength(2)
    const imported = await makePublishableRealtor(payload)
    const file = await (await rest('GET', `/realtors/${imported.id}/export`, { token: cast.support.token })).json()
    const form = new FormData()
    form.append('file', new Blob([JSON.stringify({ ...file, aboutMeKr: '가져온 소개' })], { type: 'application/json' }), 'r.json')
    form.append('realtorId', String(imported.id))
    expect((await rest('POST', `/realtors/${imported.id}/import?publish=true`, { token: cast.support.token, body: form })).status).toBe(201)
    const hidden = await makeRealtor(payload, { _status: 'draft' })
    const subjects = [...seeded, imported, hidden]
    for (const realtor of [imported, hidden]) {
      await payload.create({
        collection: 'listings',
        data: { _status: 'published', realtor: realtor.id, status: 'sale', address: '1 Main St', city: 'Irvine', state: 'CA', price: 1 },
      })
    }
    const before = await Promise.all(subjects.map(async (r) => ({ page: await visibleToVisitors(r), listings: await visibleListings(r) })))
    expect(before.map((b) => b.page)).toEqual([true, true, true, false])

    // Back to the pre-drafts shape for these records: the `published` column step 1 reads...
    const ids = subjects.map((r) => r.id)
    const idList = sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )
    await db.execute(sql`ALTER TABLE realtors ADD COLUMN published boolean DEFAULT false`)
    try {
      await db.execute(sql`UPDATE realtors SET published = (_status = 'published') WHERE id IN (${idList})`)
      const req = await createLocalReq({}, payload)
      await saveVisibility.up({ db, payload, req })
      // ...then what the schema migration leaves: `_status` at its default, no versions, no `published`.
      await db.execute(sql`DELETE FROM _realtors_v WHERE parent_id IN (${idList})`)
      await db.execute(sql`DELETE FROM _listings_v WHERE version_realtor_id IN (${idList})`)
      await db.execute(sql`UPDATE realtors SET _status = 'draft' WHERE id IN (${idList})`)
      await db.execute(sql`UPDATE listings SET _status = 'draft' WHERE realtor_id IN (${idList})`)
      await db.execute(sql`DELETE FROM _drafts_visibility WHERE realtor_id NOT IN (${idList})`)
    } finally {
      await db.execute(sql`ALTER TABLE realtors DROP COLUMN IF EXISTS published`)
    }
    expect(await visibleToVisitors(imported)).toBe(false)

    await versionsData.up({ db, payload, req: await createLocalReq({}, payload) })

    const after = await Promise.all(subjects.map(async (r) => ({ page: await visibleToVisitors(r), listings: await visibleListings(r) })))
    expect(after).toEqual(before)
    for (const realtor of subjects) {
      const { docs } = await payload.findVersions({ collection: 'realtors', where: { parent: { equals: realtor.id } }, locale: 'all' })
      expect(docs).toHaveLength(1)
      expect(docs[0].latest).toBe(true)
      expect(docs[0].version._status).toBe(realtor.id === hidden.id ? 'draft' : 'published')
    }
    const { docs: importedVersion } = await payload.findVersions({
      collection: 'realtors',
      where: { parent: { equals: imported.id } },
      locale: 'ko',
    })
    expect(importedVersion[0].version.aboutMe).toBe('가져온 소개')
    const holding = await db.execute(sql`SELECT to_regclass('public._drafts_visibility') AS t`)
    expect((holding.rows[0] as { t: string | null }).t).toBeNull()
  }, 180_000)
})
