import type { Payload, PayloadRequest } from 'payload'

export type SyncInput = { realtorId: number; operation: 'upsert' | 'delete'; mainApiId?: string | null }

/**
 * Queues a main-API sync with `req`, so the job exists if and only if the
 * change commits (an outbox). The task sends the record as it is when it runs,
 * so a newer change supersedes jobs for the same realtor not yet started.
 */
export async function queueRealtorSync(req: PayloadRequest, input: SyncInput): Promise<void> {
  await req.payload.delete({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: 'syncRealtor' } },
        { 'input.realtorId': { equals: input.realtorId } },
        { processing: { equals: false } },
        { completedAt: { exists: false } },
      ],
    },
    req,
    overrideAccess: true,
  })
  await req.payload.jobs.queue({ task: 'syncRealtor', queue: 'sync', input, req })
}

/**
 * True when a sync for this realtor was queued after job `jobId` and has not
 * run yet: that one sends the record, so this one must not send it too. The
 * delete above spares a job already running, and one a runner is claiming at
 * that moment may still run (Payload claims jobs without a lock), so the task
 * asks again after reading the record: a change it read committed together
 * with its newer job (the outbox), so that job shows.
 */
export async function newerSyncQueued(payload: Payload, jobId: number | string, realtorId: number): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: 'syncRealtor' } },
        { 'input.realtorId': { equals: realtorId } },
        { id: { greater_than: jobId } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
      ],
    },
    overrideAccess: true,
  })
  return totalDocs > 0
}
