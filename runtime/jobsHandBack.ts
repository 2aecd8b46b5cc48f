/**
 * Hands back to the queue the jobs a worker claimed and has not finished, when
 * it must stop before they end (runtime/jobs.ts, shutdown deadline passed).
 *
 * Payload 3.90 does not say which jobs a run claimed: a claim sets `processing`
 * and `updatedAt` (the runner's clock), so the jobs still processing and
 * touched since the round began are this worker's. In the scaled mode the
 * worker is the only runner (web servers run with JOBS_AUTORUN=0); where another
 * runner works at the same time, a job of theirs handed back here may run twice,
 * which our tasks tolerate (they skip work already done, as for stale jobs).
 */
import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

export async function handBackJobsClaimedSince(payload: Payload, since: Date): Promise<number[]> {
  const db = payload.db as unknown as PostgresAdapter
  const { rows } = await db.drizzle.execute(sql`
    UPDATE payload_jobs SET processing = false, updated_at = ${new Date().toISOString()}
    WHERE processing = true AND completed_at IS NULL AND updated_at >= ${since.toISOString()}
    RETURNING id
  `)
  return (rows as { id: number }[]).map((row) => Number(row.id))
}
