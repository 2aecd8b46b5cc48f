/** npm run db:start: the embedded PostgreSQL alone, until Ctrl-C. */
import { prepareRuntimeEnv } from '../runtime/db/runtimeEnv'

if (process.env.DATABASE_URL) {
  console.log(`DATABASE_URL is set (${new URL(process.env.DATABASE_URL).host}); nothing to start.`)
  process.exit(0)
}
const { embedded } = await prepareRuntimeEnv('realtors')
await embedded?.ensureDatabase('realtors_dev')
console.log(`DATABASE_URL=${embedded?.urlFor('realtors')}`)
if (embedded?.reused) process.exit(0)
console.log('Press Ctrl-C to stop.')
await new Promise<void>((resolve) => {
  process.once('SIGINT', resolve)
  process.once('SIGTERM', resolve)
})
await embedded?.stop()
