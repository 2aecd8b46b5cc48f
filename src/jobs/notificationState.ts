/**
 * Writes a submission's e-mail notification state: its columns alone, outside
 * the job's transaction (so a failed attempt stays recorded), never touching
 * the status or note an agent may be saving at the same moment.
 */
import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { DELIVERY_ATTEMPTS } from './retryPolicy'

type Table = 'contacts' | 'leads' | 'contact_replies'
/** Which e-mail of the row: the agent's notice, or the visitor's acknowledgement (src/fields/notification.ts). */
type Email = 'notification' | 'acknowledgement'

const column = (email: Email, name: string) => sql.identifier(`${email}_${name}`)

function db(payload: Payload) {
  return (payload.db as unknown as PostgresAdapter).drizzle
}

/** Counts an attempt and answers its number. */
export async function countAttempt(payload: Payload, table: Table, id: number, email: Email = 'notification'): Promise<number> {
  const attempts = column(email, 'attempts')
  const { rows } = await db(payload).execute(sql`
    UPDATE ${sql.identifier(table)} SET ${attempts} = COALESCE(${attempts}, 0) + 1
    WHERE id = ${id} RETURNING ${attempts} AS attempts
  `)
  return Number((rows[0] as { attempts?: number } | undefined)?.attempts ?? 1)
}

/** Recipients that took the e-mail so far (a retry skips them). */
export async function recordSentTo(
  payload: Payload,
  table: Table,
  id: number,
  sentTo: string[],
  messageId: string,
  email: Email = 'notification',
): Promise<void> {
  await db(payload).execute(sql`
    UPDATE ${sql.identifier(table)} SET ${column(email, 'sent_to')} = ${sentTo.join(', ')}, ${column(email, 'message_id')} = ${messageId}
    WHERE id = ${id}
  `)
}

export async function recordOutcome(
  payload: Payload,
  table: Table,
  id: number,
  outcome: { status: 'sent' | 'kept' | 'none' | 'suppressed' } | { failure: string; attempt: number },
  email: Email = 'notification',
): Promise<void> {
  const [status, lastError, sentAt] = [column(email, 'status'), column(email, 'last_error'), column(email, 'sent_at')]
  if ('failure' in outcome) {
    const next = outcome.attempt >= DELIVERY_ATTEMPTS ? 'failed' : 'pending'
    // Never over a sent e-mail: a slow run of the same job (handed to another runner as stale) fails late.
    await db(payload).execute(sql`
      UPDATE ${sql.identifier(table)} SET ${status} = ${next}, ${lastError} = ${outcome.failure}
      WHERE id = ${id} AND ${status} IS DISTINCT FROM 'sent' AND ${status} IS DISTINCT FROM 'kept'
    `)
    return
  }
  const sent = outcome.status === 'sent' || outcome.status === 'kept'
  await db(payload).execute(sql`
    UPDATE ${sql.identifier(table)} SET ${status} = ${outcome.status},
      ${sentAt} = ${sent ? new Date().toISOString() : null}::timestamptz,
      ${lastError} = ${outcome.status === 'none' ? "No recipient: set the realtor's e-mail, its owner, or LEAD_NOTIFY_EMAILS." : null}
    WHERE id = ${id}
  `)
}
