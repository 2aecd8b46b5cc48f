/** npm run migrate: applies committed migrations to the `npm start` database. */
import { prepareRuntimeEnv } from './db/runtimeEnv'
import { loadPayload, migrateDatabase } from './payload'

await prepareRuntimeEnv('realtors')
const payload = await loadPayload()
await migrateDatabase(payload)
console.log('[migrate] database is up to date')
process.exit(0)
