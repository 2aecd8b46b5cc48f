/**
 * Runs a command with DATABASE_URL and PAYLOAD_SECRET filled in (embedded
 * database when unset), e.g. `payload migrate:create` or `payload generate:types`.
 */
import { prepareRuntimeEnv } from '../runtime/db/runtimeEnv'
import { bin, forwardSignals, run } from '../runtime/spawn'

const [command, ...args] = process.argv.slice(2)
if (!command) {
  console.error('usage: tsx scripts/with-db.ts <command> [args...]')
  process.exit(2)
}
await prepareRuntimeEnv('realtors')
const { child, exited } = run(bin(command), args, { ...process.env, NODE_OPTIONS: '--no-deprecation' })
forwardSignals(child)
process.exit(await exited)
