/** npm run seed: demo content and the admin user, in the same database `npm start` uses. */
import { prepareRuntimeEnv } from '../runtime/db/runtimeEnv'
import { loadPayload, migrateDatabase } from '../runtime/payload'
import { seed } from '../runtime/seed/index'

await prepareRuntimeEnv('realtors')
const payload = await loadPayload()
await migrateDatabase(payload)
await seed(payload)
console.log('[seed] done')
process.exit(0)
