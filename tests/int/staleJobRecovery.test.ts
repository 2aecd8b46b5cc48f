/** recoverStaleJobs: only jobs a gone runner left `processing` past the threshold are handed back, each once. */
import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { recoverStaleJobs } from '@/jobs/recoverStaleJobs'
import { testPayload } from '../harness/payload'

// A queue nobody runs, so these jobs stay as the test leaves them.
const QUEUE = 'stale-recovery-test'
let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})
afterAll(async () => {
  await payload.delete({ collection: 'payload-jobs', where: { queue: { equals: QUEUE } } })
})

/** A job as a runner leaves it: claimed `agoMs` ago, finished or not. */
async function job(state: { processing: boolean; agoMs: number; completed?: boolean }): Promise<number> {
  const { id } = await payload.jobs.queue({ task: 'forwardLead', queue: QUEUE, input: { leadId: 1 } })
  const at = new Date(Date.now() - state.agoMs).toISOString()
  await (payload.db as unknown as PostgresAdapter).drizzle.execute(sql`
    UPDATE payload_jobs SET processing = ${state.processing}, updated_at = ${at},
      completed_at = ${state.completed ? at : null} WHERE id = ${id}`)
  return Number(id)
}

const processing = async (id: number) => (await payload.findByID({ collection: 'payload-jobs', id, depth: 0 })).processing

describe('recoverStaleJobs', () => {
  it('hands back a job claimed longer ago than the threshold, and nothing else', async () => {
    const stale = await job({ processing: true, agoMs: 120_000 })
    const running = await job({ processing: true, agoMs: 5_000 })
    const waiting = await job({ processing: false, agoMs: 120_000 })
    const finished = await job({ processing: true, agoMs: 120_000, completed: true })

    const released = await recoverStaleJobs(payload, 60_000)
    expect(released).toContain(stale)
    expect(released).not.toContain(running)
    expect(released).not.toContain(finished)
    expect(await processing(stale)).toBe(false)
    expect(await processing(running)).toBe(true)
    expect(await processing(waiting)).toBe(false)
    expect(await processing(finished)).toBe(true)
    // Handed back now: not stale again until another claim goes stale.
    expect(await recoverStaleJobs(payload, 60_000)).not.toContain(stale)
  })

  it('deletes completed jobs a stopped runner left behind once they are older than the threshold', async () => {
    const left = await job({ processing: false, agoMs: 120_000, completed: true })
    const justDone = await job({ processing: false, agoMs: 5_000, completed: true })
    await recoverStaleJobs(payload, 60_000)
    const ids = (await payload.find({ collection: 'payload-jobs', where: { queue: { equals: QUEUE } }, limit: 0, depth: 0 })).docs.map(
      (doc) => doc.id,
    )
    expect(ids).not.toContain(left)
    expect(ids).toContain(justDone)
  })

  it('run by several processes at once, releases each job once', async () => {
    const stale = await Promise.all([1, 2, 3].map(() => job({ processing: true, agoMs: 300_000 })))
    const results = await Promise.all([1, 2, 3, 4].map(() => recoverStaleJobs(payload, 60_000)))
    const released = results.flat().filter((id) => stale.includes(id))
    expect(released.sort()).toEqual([...stale].sort())
  })
})
