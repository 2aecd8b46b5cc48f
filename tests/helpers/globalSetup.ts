/**
 * Vitest global setup for integration tests: a throwaway database, migrated
 * by `npm run migrate` in a child process (loading Payload inside Vitest's
 * main process occasionally stalls), shared by the test workers via env.
 */
import { execFileSync } from 'node:child_process'

import { startTestDatabase } from './testDatabase'

export default async function setup() {
  const database = await startTestDatabase('int')
  process.env.DATABASE_URL = database.url
  process.env.PAYLOAD_SECRET = 'integration-test-secret'
  // Tests run queued jobs themselves, and retry without waiting.
  process.env.JOBS_AUTORUN = '0'
  process.env.JOB_RETRY_BASE_DELAY_MS = '0'
  execFileSync('node_modules/.bin/tsx', ['scripts/migrate.ts'], { stdio: 'inherit', env: process.env })
  return async () => {
    await database.stop()
  }
}
