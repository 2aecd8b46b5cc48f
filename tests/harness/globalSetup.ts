/**
 * Vitest global setup for integration tests: a throwaway database (in a child
 * process, see testDatabaseServer.ts), migrated by `npm run migrate` in another
 * child, shared with the test workers through the environment.
 */
import { execFileSync, spawn } from 'node:child_process'
import readline from 'node:readline'

export default async function setup() {
  const server = spawn('node_modules/.bin/tsx', ['tests/harness/processes/testDatabaseServer.ts', 'int'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()))
  const firstLine = await new Promise<string>((resolve, reject) => {
    readline.createInterface({ input: server.stdout! }).once('line', resolve)
    server.once('exit', (code) => reject(new Error(`test database process exited (${code}) before it was ready`)))
  })
  const { url, mediaDir } = JSON.parse(firstLine) as { url: string; mediaDir: string }
  process.env.DATABASE_URL = url
  process.env.MEDIA_DIR = mediaDir
  process.env.PAYLOAD_SECRET = 'integration-test-secret'
  // Tests run queued jobs themselves, and retry without waiting.
  process.env.JOBS_AUTORUN = '0'
  process.env.JOB_RETRY_BASE_DELAY_MS = '0'
  // Every test signs in and imports from the same in-process address; the
  // rate-limit tests lower these themselves.
  process.env.LOGIN_RATE_LIMIT = '100000'
  process.env.IMPORT_RATE_LIMIT = '100000'
  process.env.UNLOCK_RATE_LIMIT = '100000'
  process.env.FORGOT_PASSWORD_RATE_LIMIT = '100000'
  process.env.UPLOAD_RATE_LIMIT = '100000'
  execFileSync('node_modules/.bin/tsx', ['runtime/migrate.ts'], { stdio: 'inherit', env: process.env })
  return async () => {
    server.kill('SIGTERM')
    await exited
  }
}
