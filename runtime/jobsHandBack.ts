/**
 * Hands back to the queue the jobs this process claimed and has not finished,
 * when it must stop before they end (runtime/jobs.ts, shutdown deadline passed).
 * Each claim names the process that made it (src/jobs/claimJobsAtomically.ts),
 * so other runners' jobs stay theirs; clearing the claim also drops whatever
 * this process would still write to those jobs.
 */
import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { RUNNER } from '../src/jobs/claimJobsAtomically'

export async function handBackJobsOfThisProcess(payload: Payload): Promise<number[]> {
  const db = payload.db as unknown as PostgresAdapter
  const { rows } = await db.drizzle.execute(sql`
    UPDATE payload_jobs SET processing = false, claimed_by = NULL, updated_at = ${new Date().toISOString()}
    WHERE processing = true AND completed_at IS NULL AND starts_with(claimed_by, ${RUNNER})
    RETURNING id
  `)
  return (rows as { id: number }[]).map((row) => Number(row.id))
}
