/**
 * The reset token a password-reset job gives its account, stored the way
 * Payload's reset-password operation reads it (users.reset_password_token and
 * reset_password_expiration, compared as they are).
 *
 * The token is derived from the job (an HMAC of its id and creation time with
 * the server secret): every attempt of one job writes and e-mails the same
 * token, so a link that went out in an attempt whose outcome we never learnt
 * (the SMTP server took the message, then the connection broke) still works
 * after the retry, and the queue never holds a working token.
 */
import { createHmac } from 'node:crypto'

import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

export function resetTokenForJob(secret: string, job: { id: number | string; createdAt: string }): string {
  // 40 hex characters, as long as the tokens Payload makes itself.
  return createHmac('sha256', secret).update(`password-reset:${job.id}:${job.createdAt}`).digest('hex').slice(0, 40)
}

function db(payload: Payload) {
  return (payload.db as unknown as PostgresAdapter).drizzle
}

/**
 * Gives the account `token`, valid for `validForMs` from now, unless a link
 * sent earlier is still valid (another request's: its token is not replaced,
 * so nobody can keep a person's link from working). Answers whether the token
 * is the account's now. Written on its own, outside the job's transaction.
 */
export async function issueResetToken(payload: Payload, userId: number | string, token: string, validForMs: number): Promise<boolean> {
  const expires = new Date(Date.now() + validForMs).toISOString()
  const { rows } = await db(payload).execute(sql`
    UPDATE users SET reset_password_token = ${token}, reset_password_expiration = ${expires}
    WHERE id = ${userId} AND (
      reset_password_token IS NULL OR reset_password_token = ${token}
      OR reset_password_expiration IS NULL OR reset_password_expiration <= now()
    )
    RETURNING id
  `)
  return rows.length > 0
}

/**
 * Takes back a token whose e-mail could not be sent, so the person can ask
 * again at once; the job's retry gives it again (the same token).
 */
export async function withdrawResetToken(payload: Payload, userId: number | string, token: string): Promise<void> {
  await db(payload).execute(sql`
    UPDATE users SET reset_password_token = NULL, reset_password_expiration = NULL
    WHERE id = ${userId} AND reset_password_token = ${token}
  `)
}
