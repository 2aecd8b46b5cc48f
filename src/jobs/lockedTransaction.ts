/**
 * One transaction holding a PostgreSQL advisory lock: the way a job runner does a check-and-act that
 * must happen once across all runners (queue the next alerts run, escalate the due contacts).
 */
import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'

type Tx = PostgresAdapter['drizzle']

/**
 * Runs `work` in a new transaction once it holds the lock `key`; `wait` waits for another holder,
 * `try` gives up at once (answers null) when another runner holds it. Committed after `work`, rolled
 * back if it throws.
 */
export async function inLockedTransaction<T>(
  payload: Payload,
  key: number,
  mode: 'wait' | 'try',
  work: (tx: Tx, req: PayloadRequest) => Promise<T>,
): Promise<T | null> {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const db = payload.db as unknown as PostgresAdapter
    const tx = db.sessions[String(await req.transactionID)].db as Tx
    const { rows } = await tx.execute(
      mode === 'wait' ? sql`SELECT pg_advisory_xact_lock(${key}), true AS got` : sql`SELECT pg_try_advisory_xact_lock(${key}) AS got`,
    )
    const result = (rows[0] as { got: boolean }).got ? await work(tx, req) : null
    await commitTransaction(req)
    return result
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}
