import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { CollectionBeforeDeleteHook } from 'payload'

/**
 * An agent deleted: their visitor numbers go with them, in the same transaction, before the foreign
 * keys would turn them into the landing page's.
 */
export const forgetAnalyticsOfDeletedAgent: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const adapter = req.payload.db as unknown as PostgresAdapter
  const session = adapter.sessions?.[String(await req.transactionID)]
  const db = session?.db ?? adapter.drizzle
  await db.execute(sql`DELETE FROM analytics_events WHERE realtor_id = ${Number(id)}`)
  await db.execute(sql`DELETE FROM analytics_rollups WHERE realtor_id = ${Number(id)}`)
}
