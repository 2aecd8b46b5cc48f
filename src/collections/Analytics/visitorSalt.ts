/** The day's salt for the visitor hash, the same in every process (table analytics_salts). */
import { randomBytes } from 'node:crypto'

import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

const known = new Map<string, string>()

export async function saltOf(payload: Payload, day: string): Promise<string> {
  const cached = known.get(day)
  if (cached) return cached
  const db = (payload.db as unknown as PostgresAdapter).drizzle
  await db.execute(
    sql`INSERT INTO analytics_salts (day, salt) VALUES (${day}, ${randomBytes(32).toString('hex')}) ON CONFLICT (day) DO NOTHING`,
  )
  const { rows } = await db.execute(sql`SELECT salt FROM analytics_salts WHERE day = ${day}`)
  const salt = (rows[0] as { salt: string }).salt
  // Only today's and tomorrow's (a clock near midnight) stay in memory: an old day's salt is gone from here too.
  for (const other of known.keys()) if (other < day) known.delete(other)
  known.set(day, salt)
  return salt
}

/** Salts of days before `today` (UTC) are deleted: their hashes can never be recomputed. */
export async function forgetOldSalts(payload: Payload, today: string): Promise<void> {
  const db = (payload.db as unknown as PostgresAdapter).drizzle
  await db.execute(sql`DELETE FROM analytics_salts WHERE day < ${today}`)
  for (const day of known.keys()) if (day < today) known.delete(day)
}
