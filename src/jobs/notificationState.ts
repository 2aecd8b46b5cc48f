/**
 * Writes a submission's e-mail notification state: its columns alone, outside
 * the job's transaction (so a failed attempt stays recorded), never touching
 * the status or note an agent may be saving at the same moment.
 */
import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { DELIVERY_ATTEMPTS } from './retryPolicy'

type Table = 'contacts' | 'leads'

function db(payload: Payload) {
  return (payload.db as unknown as PostgresAdapter).drizzle
}

/** Counts an attempt and answers its number. */
export async function countAttempt(payload: Payload, table: Table, id: number): Promise<number> {
  const { rows } = await db(payload).execute(sql`
    UPDATE ${sql.identifier(table)} SET notification_attempts = COALESCE(notification_attempts, 0) + 1
    WHERE id = ${id} RETURNING notification_attempts AS attempts
  `)
  return Number((rows[0] as { attempts?: number } | undefined)?.attempts ?? 1)
}

/** Recipients that took the e-mail so far (a retry skips them). */
export async function recordSentTo(payload: Payload, table: Table, id: number, sentTo: string[], messageId: string): Promise<void> {
  await db(payload).execute(sql`
    UPDATE ${sql.identifier(table)} SET notification_sent_to = ${sentTo.join(', ')}, notification_message_id = ${messageId}
    WHERE id = ${id}
  `)
}

export async function recordOutcome(
  payload: Payload,
  table: Table,
  id: number,
  outcome: { status: 'sent' | 'kept' | 'none' } | { failure: string; attempt: number },
): Promise<void> {
  if ('failure' in outcome) {
    const status = outcome.attempt >= DELIVERY_ATTEMPTS ? 'failed' : 'pending'
    // Never over a sent e-mail: a slow run of the same job (handed to another runner as stale) fails late.
    await db(payload).execute(sql`
      UPDATE ${sql.identifier(table)} SET notification_status = ${status}, notification_last_error = ${outcome.failure}
      WHERE id = ${id} AND notification_status IS DISTINCT FROM 'sent' AND notification_status IS DISTINCT FROM 'kept'
    `)
    return
  }
  await db(payload).execute(sql`
    UPDATE ${sql.identifier(table)} SET notification_status = ${outcome.status},
      notification_sent_at = ${outcome.status === 'none' ? null : new Date().toISOString()}::timestamptz,
      notification_last_error = ${outcome.status === 'none' ? "No recipient: set the realtor's e-mail, its owner, or LEAD_NOTIFY_EMAILS." : null}
    WHERE id = ${id}
  `)
}
