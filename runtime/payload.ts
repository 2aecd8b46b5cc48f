/**
 * Loads Payload outside Next (scripts and test setup). The config reads its
 * environment at import time, so this must run after the environment is ready.
 */
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Migration, Payload } from 'payload'
import pg from 'pg'

/** Any number, the same for every process that migrates this database (a PostgreSQL advisory lock key). */
const MIGRATION_LOCK_KEY = 4_715_001

export async function loadPayload(): Promise<Payload> {
  const { getPayload } = await import('payload')
  const { default: config } = await import('../src/payload.config')
  return getPayload({ config })
}

/**
 * Applies pending committed migrations; refuses a database that dev push has shaped.
 * Under a PostgreSQL advisory lock: two processes that migrate at once (two
 * `npm start`, a second deploy's migrate) run one after the other, and the second
 * finds nothing left to do instead of applying the same migration twice.
 */
export async function migrateDatabase(payload: Payload): Promise<void> {
  const lock = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await lock.connect()
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
    await migrateUnderLock(payload)
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {})
    await lock.end().catch(() => {})
  }
}

async function migrateUnderLock(payload: Payload): Promise<void> {
  const { migrations } = await import('../src/migrations')
  const { docs: pushed } = await payload
    .find({
      collection: 'payload-migrations',
      where: { batch: { equals: -1 } },
      limit: 1,
    })
    .catch(() => ({ docs: [] as unknown[] }))
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
