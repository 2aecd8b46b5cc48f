/**
 * Sends a realtor to the main API: POST /v1/realtor (201, keeps the returned
 * id), PATCH /v1/realtor/{id} (200) or DELETE /v1/realtor/{id} (200), with the
 * bearer token (src/integrations/mainApi/client.ts). Any other answer throws, and the queue
 * retries with backoff.
 *
 * One realtor's syncs run one after another (their concurrency key), so they
 * reach the main API in the order of the changes; different realtors' syncs
 * run side by side. The task sends the record as it is when it runs, so a
 * newer change replaces a sync not yet started (`supersedes`), and one that
 * is waiting for a retry leaves the sending to the newer one.
 *
 * Each call carries an Idempotency-Key the main API can recognise a repeat by
 * (a runner that died after sending, before recording): a create is once per
 * realtor, any other call once per job (the same through the job's retries).
 */
import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload, TaskConfig } from 'payload'

import { newerSyncQueued, realtorSyncKey } from '@/collections/Realtors/sync/queueRealtorSync'
import { exportRealtor } from '@/collections/Realtors/transfer/exportRealtor'
import { callMainApi, mainApiConfigured, type MainApiCall } from '@/integrations/mainApi/client'
import { DELIVERY_ATTEMPTS, deliveryRetries } from './retryPolicy'

export const syncRealtor: TaskConfig<'syncRealtor'> = {
  slug: 'syncRealtor',
  inputSchema: [
    { name: 'realtorId', type: 'number', required: true },
    { name: 'operation', type: 'select', options: ['upsert', 'delete'], required: true },
    { name: 'mainApiId', type: 'text' },
  ],
  retries: deliveryRetries,
  concurrency: { key: ({ input }) => realtorSyncKey(input.realtorId), supersedes: true },
  handler: async ({ input, req, job }) => {
    const { payload } = req
    if (!mainApiConfigured()) return { output: {} }
    const attempt = (job.totalTried ?? 0) + 1
    const startedAt = new Date().toISOString()

    if (input.operation === 'delete') {
      if (input.mainApiId) {
        await callMainApi({
          method: 'DELETE',
          path: `/v1/realtor/${input.mainApiId}`,
          expect: 200,
          idempotencyKey: `realtor-sync-${job.id}`,
        })
      }
      return { output: {} }
    }
    const realtor = await payload.findByID({ collection: 'realtors', id: input.realtorId, depth: 0, disableErrors: true })
    if (!realtor) return { output: {} } // deleted since: its delete job carries on
    // Only published pages are sent; unpublished since: the main API keeps its record.
    if (realtor._status !== 'published') return { output: {} }
    try {
      const body = await exportRealtor(payload, realtor.id)
      // A newer sync is queued (this one had started and failed before it): it sends this state or a later one.
      if (await newerSyncQueued(payload, job.id, realtor.id)) return { output: {} }
      const call: MainApiCall = realtor.mainApiId
        ? { method: 'PATCH', path: `/v1/realtor/${realtor.mainApiId}`, expect: 200, body, idempotencyKey: `realtor-sync-${job.id}` }
        : { method: 'POST', path: '/v1/realtor', expect: 201, body, idempotencyKey: `realtor-${realtor.id}-create` }
      const answer = (await callMainApi(call)) as { id?: unknown } | null
      const mainApiId = realtor.mainApiId ?? (answer?.id != null ? String(answer.id) : null)
      await writeStatus(payload, realtor.id, {
        syncStatus: 'synced',
        mainApiId,
        lastSyncedAt: new Date().toISOString(),
        lastSyncError: null,
      })
    } catch (error) {
      const message = (error as Error).message
      await writeStatus(payload, realtor.id, {
        syncStatus: attempt >= DELIVERY_ATTEMPTS ? 'failed' : 'pending',
        lastSyncError: `attempt ${attempt}: ${message}`,
        unlessSyncedSince: startedAt,
      })
      throw error
    }
    return { output: {} }
  },
}

type SyncOutcome = {
  syncStatus: 'synced' | 'pending' | 'failed'
  lastSyncError: string | null
  mainApiId?: string | null
  lastSyncedAt?: string
  /** A failure is not written over a success recorded after this attempt began (a later run's). */
  unlessSyncedSince?: string
}

/**
 * The outcome's columns alone, outside the job's transaction, queueing nothing.
 * Not payload.update: it writes back the whole record as this job read it, so
 * an editor's save committed meanwhile was undone (seen in npm run test:resilience).
 */
async function writeStatus(payload: Payload, id: number, outcome: SyncOutcome): Promise<void> {
  const { drizzle } = payload.db as unknown as PostgresAdapter
  await drizzle.execute(sql`
    UPDATE realtors SET
      sync_status = ${outcome.syncStatus},
      last_sync_error = ${outcome.lastSyncError},
      main_api_id = COALESCE(${outcome.mainApiId ?? null}, main_api_id),
      last_synced_at = COALESCE(${outcome.lastSyncedAt ?? null}::timestamptz, last_synced_at)
    WHERE id = ${id}
      AND (${outcome.unlessSyncedSince ?? null}::timestamptz IS NULL OR last_synced_at IS NULL OR last_synced_at < ${outcome.unlessSyncedSince ?? null}::timestamptz)
  `)
}
