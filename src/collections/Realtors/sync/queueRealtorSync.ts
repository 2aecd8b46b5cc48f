import type { PayloadRequest } from 'payload'

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
