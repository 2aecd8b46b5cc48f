/**
 * npm start: applies pending migrations, then serves the production build
 * through runtime/server/main.ts.
 * With no DATABASE_URL it uses the embedded database and seeds it when empty.
 *
 * Migrations run once per deploy: in the scaled mode (REDIS_URL set, several
 * instances) the one-shot `npm run migrate` applies them before the web servers
 * start, and `npm start` does not; MIGRATE_ON_START=1 or 0 decides otherwise.
 */
import fs from 'node:fs'

import { redisSettings } from '../src/integrations/redis/settings.mjs'
import { prepareRuntimeEnv } from './db/runtimeEnv'
import { closePayload, loadPayload, migrateDatabase } from './payload'
import { forwardSignals, productionEnv, productionServer, run } from './spawn'
import { isEmpty, seed } from './seed/index'

// Cached CMS reads in .next/cache may come from another database: start clean.
fs.rmSync('.next/cache/fetch-cache', { recursive: true, force: true })

const { embedded } = await prepareRuntimeEnv('realtors')

const migrateOnStart = process.env.MIGRATE_ON_START ? process.env.MIGRATE_ON_START === '1' : !redisSettings()
if (migrateOnStart || embedded) {
  const payload = await loadPayload()
  if (migrateOnStart) await migrateDatabase(payload)
  if (embedded && (await isEmpty(payload))) await seed(payload)
  await closePayload(payload)
}

const port = process.env.PORT ?? '3000'
// Our server around Next's handler: it sets the client address (TRUSTED_PROXIES) first.
const { child, exited } = run(...productionServer(port), productionEnv())
forwardSignals(child)
const code = await exited
if (embedded && !embedded.reused) await embedded.stop()
process.exit(code)
