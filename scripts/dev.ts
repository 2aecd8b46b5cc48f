/**
 * npm run dev: Next dev server with the admin, on an embedded database when
 * DATABASE_URL is unset. Dev pushes the schema, into its own database.
 */
import { prepareRuntimeEnv } from '../runtime/db/runtimeEnv'
import { closePayload, loadPayload } from '../runtime/payload'
import { bin, forwardSignals, run } from '../runtime/spawn'
import { isEmpty, seed } from '../runtime/seed/index'

process.env.PAYLOAD_DB_PUSH = '1'
const { embedded } = await prepareRuntimeEnv(process.env.DEV_DATABASE ?? 'realtors_dev')

const payload = await loadPayload()
if (await isEmpty(payload)) await seed(payload)
await closePayload(payload)

const port = process.env.PORT ?? '3000'
const { child, exited } = run(bin('next'), ['dev', '-p', port], {
  ...process.env,
  NODE_OPTIONS: '--no-deprecation',
  NEXT_TELEMETRY_DISABLED: '1',
})
forwardSignals(child)
const code = await exited
if (embedded && !embedded.reused) await embedded.stop()
process.exit(code)
