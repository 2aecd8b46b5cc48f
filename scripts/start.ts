/**
 * npm start: applies pending migrations, then serves the production build
 * through scripts/server/main.ts.
 * With no DATABASE_URL it uses the embedded database and seeds it when empty.
 */
import fs from 'node:fs'

import { prepareRuntimeEnv } from './db/runtimeEnv'
import { closePayload, loadPayload, migrateDatabase } from './lib/payload'
import { forwardSignals, productionEnv, productionServer, run } from './lib/spawn'
import { isEmpty, seed } from './seed/index'

// Cached CMS reads in .next/cache may come from another database: start clean.
fs.rmSync('.next/cache/fetch-cache', { recursive: true, force: true })

const { embedded } = await prepareRuntimeEnv('realtors')

const payload = await loadPayload()
await migrateDatabase(payload)
if (embedded && (await isEmpty(payload))) await seed(payload)
await closePayload(payload)

const port = process.env.PORT ?? '3000'
// Our server around Next's handler: it sets the client address (TRUSTED_PROXIES) first.
const { child, exited } = run(...productionServer(port), productionEnv())
forwardSignals(child)
const code = await exited
if (embedded && !embedded.reused) await embedded.stop()
process.exit(code)
