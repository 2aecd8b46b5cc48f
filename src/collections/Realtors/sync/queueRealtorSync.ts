import type { Payload, PayloadRequest } from 'payload'

export type SyncInput = { realtorId: number; operation: 'upsert' | 'delete'; mainApiId?: string | null }

/** The concurrency key of a realtor's syncs (src/jobs/syncRealtor.ts): one at a time per realtor. */
export const realtorSyncKey = (realtorId: number) => `realtor-${realtorId}`

/**
 * Queues a main-API sync with `req`, so the job exists if and only if the
 * change commits (an outbox). The task sends the record as it is when it runs,
 * so the queue drops this realtor's syncs not yet started (the key's
 * `supersedes`) and runs the realtor's syncs one after another.
 */
export async function queueRealtorSync(req: PayloadRequest, input: SyncInput): Promise<void> {
  await req.payload.jobs.queue({ task: 'syncRealtor', queue: 'sync', input, req })
}

/**
 * True when a newer sync of this realtor is queued: that one sends the record,
 * so this one must not send it too. `supersedes` removes only syncs not yet
 * started; a sync that had started and failed waits for its retry beside the
 * newer one, and would send the same state again. The realtor's syncs never
 * run at once, and the task asks after reading the record: a change it did
 * not read committed together with its newer job (the outbox), so that job shows.
 */
export async function newerSyncQueued(payload: Payload, jobId: number | string, realtorId: number): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'payload-jobs',
    where: {
      and: [
        { concurrencyKey: { equals: realtorSyncKey(realtorId) } },
        { id: { greater_than: jobId } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
      ],
    },
    overrideAccess: true,
  })
  return totalDocs > 0
}
