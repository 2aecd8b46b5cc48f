/** Bookkeeping shared by the delivery tasks: count the attempt, record the outcome, throw to retry. */
import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { maskPhone } from '@/lib/leads/slackMessage'
import { DELIVERY_ATTEMPTS } from './retryPolicy'

type Forwardable = { id: number; phone: string }
type Table = 'leads' | 'contacts'

/**
 * `send` answers null when the third party took it, else why not. The outcome
 * is written outside the job's transaction, so a failed attempt stays recorded.
 */
export async function deliver(payload: Payload, collection: Table, doc: Forwardable, send: () => Promise<string | null>): Promise<void> {
  let failure: string | null
  try {
    failure = await send()
  } catch (error) {
    failure = `unreachable: ${(error as Error).message}`
  }
  const attempts = await recordForwarding(payload, collection, doc.id, failure)
  if (failure) {
    payload.logger.warn({ msg: `${collection} ${doc.id} not delivered (attempt ${attempts})`, phone: maskPhone(doc.phone), failure })
    throw new Error(failure)
  }
}

/**
 * The forwarding columns alone, in one statement: the attempt counted, and the
 * outcome, except that a failure never overwrites a delivery. Two runs of one
 * job can overlap (a slow runner's job handed to another as stale), and the
 * late failure of one must not mark the other's delivery as pending again.
 */
async function recordForwarding(payload: Payload, table: Table, id: number, failure: string | null): Promise<number> {
  const { drizzle } = payload.db as unknown as PostgresAdapter
  const status = sql.raw(`"enum_${table}_forwarding_status"`)
  const { rows } = await drizzle.execute(
    failure === null
      ? sql`
        UPDATE ${sql.identifier(table)} SET forwarding_status = 'delivered', forwarding_attempts = COALESCE(forwarding_attempts, 0) + 1,
          forwarding_delivered_at = ${new Date().toISOString()}, forwarding_last_error = NULL
        WHERE id = ${id} RETURNING forwarding_attempts AS attempts`
      : sql`
        UPDATE ${sql.identifier(table)} SET forwarding_attempts = COALESCE(forwarding_attempts, 0) + 1,
          forwarding_status = (CASE WHEN COALESCE(forwarding_attempts, 0) + 1 >= ${DELIVERY_ATTEMPTS} THEN 'failed' ELSE 'pending' END)::${status},
          forwarding_last_error = ${failure}
        WHERE id = ${id} AND forwarding_status IS DISTINCT FROM 'delivered' RETURNING forwarding_attempts AS attempts`,
  )
  return Number((rows[0] as { attempts?: number | string } | undefined)?.attempts ?? 0)
}
