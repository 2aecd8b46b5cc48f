/**
 * Cache expiries wait for the commit (src/server/afterCommit.ts): the work a hook hands over runs
 * only once the change is visible to every other connection, which is what another instance reads
 * when it renders the page again; a rolled-back change runs nothing.
 */
import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { afterCommit } from '@/server/afterCommit'
import { makeRealtor } from '../harness/fixtures'
import { testPayload } from '../harness/payload'

let payload: Payload
const db = () => payload.db as unknown as PostgresAdapter
/** The phone as another connection (another instance) sees it: committed data only. */
const committedPhone = async (id: number) =>
  (await db().drizzle.execute(sql`SELECT contact_phone FROM realtors WHERE id = ${id}`)).rows[0]?.contact_phone

beforeAll(async () => {
  payload = await testPayload()
})

async function changeInTransaction(phone: string): Promise<{ req: PayloadRequest; id: number; seen: unknown[] }> {
  const { id } = await makeRealtor(payload, { contactPhone: '949-555-0100' })
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  await payload.update({ collection: 'realtors', id, data: { contactPhone: phone }, req })
  const seen: unknown[] = []
  await afterCommit(req, async () => {
    seen.push(await committedPhone(id))
  })
  return { req, id, seen }
}

describe('work after the commit', () => {
  it('runs once the change is visible to other connections, not before', async () => {
    const { req, id, seen } = await changeInTransaction('949-555-0101')
    expect(await committedPhone(id)).toBe('949-555-0100')
    expect(seen).toEqual([])
    await commitTransaction(req)
    expect(seen).toEqual(['949-555-0101'])
  })

  it('runs nothing for a change that is rolled back', async () => {
    const { req, id, seen } = await changeInTransaction('949-555-0102')
    await killTransaction(req)
    expect(seen).toEqual([])
    expect(await committedPhone(id)).toBe('949-555-0100')
  })

  it('runs at once without a transaction', async () => {
    const seen: string[] = []
    await afterCommit(await createLocalReq({}, payload), () => {
      seen.push('ran')
    })
    expect(seen).toEqual(['ran'])
  })
})
