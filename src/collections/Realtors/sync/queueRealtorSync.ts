import type { PayloadRequest } from 'payload'

export type SyncInput = { realtorId: number; operation: 'upsert' | 'delete'; mainApiId?: string | null }

/**
 * Queues a main-API sync with `req`, so the job exists if and only if the
 * change commits (an outbox). The task sends the record as it is when it runs,
 * so the queue drops this realtor's syncs not yet started (the task's
 * concurrency key supersedes them, src/jobs/syncRealtor.ts) and runs the
 * realtor's syncs one after another.
 */
export async function queueRealtorSync(req: PayloadRequest, input: SyncInput): Promise<void> {
  await req.payload.jobs.queue({ task: 'syncRealtor', queue: 'sync', input, req })
}
