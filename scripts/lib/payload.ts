/**
 * Loads Payload outside Next (scripts and test setup). The config reads its
 * environment at import time, so this must run after the environment is ready.
 */
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Migration, Payload } from 'payload'

export async function loadPayload(): Promise<Payload> {
  const { getPayload } = await import('payload')
  const { default: config } = await import('../../src/payload.config')
  return getPayload({ config })
}

/** Applies pending committed migrations; refuses a database that dev push has shaped. */
export async function migrateDatabase(payload: Payload): Promise<void> {
  const { migrations } = await import('../../src/migrations')
  const { docs: pushed } = await payload.find({
    collection: 'payload-migrations',
    where: { batch: { equals: -1 } },
    limit: 1,
  }).catch(() => ({ docs: [] as unknown[] }))
  if (pushed.length > 0) {
    throw new Error(
      'This database was shaped by `npm run dev` (schema push), so migrations cannot run on it. ' +
        'Point DATABASE_URL at another database; the embedded dev database is separate by default.',
    )
  }
  // The generated index types its entries more narrowly than Payload's Migration.
  await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
}

/**
 * payload.destroy() leaves the pg pool open, and pool.end() can wait forever on
 * a client Payload never released: close idle sockets without waiting, and keep
 * a later server shutdown from crashing the process through the pool.
 */
export async function closePayload(payload: Payload): Promise<void> {
  const pool = (payload.db as unknown as PostgresAdapter).pool
  pool?.on('error', () => {})
  await payload.destroy()
  void pool?.end().catch(() => {})
}
