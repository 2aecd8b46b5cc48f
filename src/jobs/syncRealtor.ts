/**
 * Sends a realtor to the main API: POST /v1/realtor (201, keeps the returned
 * id), PATCH /v1/realtor/{id} (200) or DELETE /v1/realtor/{id} (200), with the
 * bearer token. Any other answer throws, and the queue retries with backoff.
 */
import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload, TaskConfig } from 'payload'

import { newerSyncQueued } from '@/collections/Realtors/sync/queueRealtorSync'
import { exportRealtor } from '@/collections/Realtors/transfer/exportRealtor'
import { DELIVERY_ATTEMPTS, DELIVERY_TIMEOUT_MS, deliveryRetries } from './retryPolicy'

type Call = { method: 'POST' | 'PATCH' | 'DELETE'; path: string; expect: number; body?: unknown }

export const syncRealtor: TaskConfig<'syncRealtor'> = {
  slug: 'syncRealtor',
  inputSchema: [
    { name: 'realtorId', type: 'number', required: true },
    { name: 'operation', type: 'select', options: ['upsert', 'delete'], required: true },
    { name: 'mainApiId', type: 'text' },
  ],
  retries: deliveryRetries,
  handler: async ({ input, req, job }) => {
    const { payload } = req
    const baseUrl = process.env.MAIN_API_URL
    if (!baseUrl) return { output: {} }
    const attempt = (job.totalTried ?? 0) + 1

    if (input.operation === 'delete') {
      if (input.mainApiId) await callMainApi(baseUrl, { method: 'DELETE', path: `/v1/realtor/${input.mainApiId}`, expect: 200 })
      return { output: {} }
    }
    const realtor = await payload.findByID({ collection: 'realtors', id: input.realtorId, depth: 0, disableErrors: true })
    if (!realtor) return { output: {} } // deleted since: its delete job carries on
    // Only published pages are sent; unpublished since: the main API keeps its record.
    if (realtor._status !== 'published') return { output: {} }
    try {
      const body = await exportRealtor(payload, realtor.id)
      // Superseded while we read: the newer job sends this state or a later one.
      if (await newerSyncQueued(payload, job.id, realtor.id)) return { output: {} }
      const call: Call = realtor.mainApiId
        ? { method: 'PATCH', path: `/v1/realtor/${realtor.mainApiId}`, expect: 200, body }
        : { method: 'POST', path: '/v1/realtor', expect: 201, body }
      const answer = (await callMainApi(baseUrl, call)) as { id?: unknown } | null
      const mainApiId = realtor.mainApiId ?? (answer?.id != null ? String(answer.id) : null)
      await writeStatus(payload, realtor.id, { syncStatus: 'synced', mainApiId, lastSyncedAt: new Date().toISOString(), lastSyncError: null })
    } catch (error) {
      const message = (error as Error).message
      await writeStatus(payload, realtor.id, { syncStatus: attempt >= DELIVERY_ATTEMPTS ? 'failed' : 'pending', lastSyncError: `attempt ${attempt}: ${message}` })
      throw error
    }
    return { output: {} }
  },
}

async function callMainApi(baseUrl: string, call: Call): Promise<unknown> {
  const response = await fetch(new URL(call.path, baseUrl), {
    method: call.method,
    headers: {
      'Content-Type': 'application/json',
      ...(process.env.MAIN_API_TOKEN ? { Authorization: `Bearer ${process.env.MAIN_API_TOKEN}` } : {}),
    },
    body: call.body ? JSON.stringify(call.body) : undefined,
    signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
  })
  if (response.status !== call.expect) throw new Error(`main API ${call.method} ${call.path} answered ${response.status}`)
  return response.json().catch(() => null)
}

type SyncOutcome = { syncStatus: 'synced' | 'pending' | 'failed'; lastSyncError: string | null; mainApiId?: string | null; lastSyncedAt?: string }

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
  `)
}
