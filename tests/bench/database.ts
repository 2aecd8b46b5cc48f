/**
 * The bench's own throwaway embedded PostgreSQL (temp directory, free port, removed on stop),
 * migrated with the committed migrations and seeded with the demo content, like the e2e run.
 */
import crypto from 'node:crypto'
import path from 'node:path'

import { startTestDatabase, type TestDatabase } from '../harness/processes/testDatabase'
import { migrateAndSeed } from '../harness/processes/migrateAndSeed'

export const BENCH_ADMIN = {
  email: 'bench-admin@example.com',
  password: `bench-${crypto.randomBytes(12).toString('hex')}`,
}

export type BenchDatabase = TestDatabase & {
  /** the throwaway directory (data and media) that stop() removes */
  dir: string
}

/** Sets DATABASE_URL, MEDIA_DIR, PAYLOAD_SECRET and the seed admin in process.env for the server. */
export async function startBenchDatabase(): Promise<BenchDatabase> {
  const database = await startTestDatabase('bench')
  // startTestDatabase puts MEDIA_DIR inside its temp directory
  const dir = path.dirname(process.env.MEDIA_DIR!)
  try {
    process.env.DATABASE_URL = database.url
    process.env.PAYLOAD_SECRET = crypto.randomBytes(32).toString('hex')
    process.env.SEED_ADMIN_EMAIL = BENCH_ADMIN.email
    process.env.SEED_ADMIN_PASSWORD = BENCH_ADMIN.password
    await migrateAndSeed()
    return { ...database, dir }
  } catch (error) {
    await database.stop()
    throw error
  }
}
