/**
 * A throwaway embedded PostgreSQL for one test run: temp directory, free port,
 * durability off. Used by the Vitest global setup and the e2e runner.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { freePort, startEmbeddedPostgres } from '../../../runtime/db/embeddedPostgres'

/** Also points MEDIA_DIR at a folder inside the throwaway directory. */
export type TestDatabase = { url: string; stop(): Promise<void> }

export async function startTestDatabase(name: string): Promise<TestDatabase> {
  // Under /tmp rather than the project: as root, postgres must traverse the path.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `realtors-${name}-`))
  fs.chmodSync(dataDir, 0o755)
  const server = await startEmbeddedPostgres({
    dataDir: path.join(dataDir, 'pg'),
    port: await freePort(),
    fast: true,
    log: (line) => {
      if (/FATAL|PANIC/.test(line)) console.error(`[postgres] ${line}`)
    },
  })
  await server.ensureDatabase(name)
  const mediaDir = path.join(dataDir, 'media')
  fs.mkdirSync(mediaDir)
  process.env.MEDIA_DIR = mediaDir
  return {
    url: server.urlFor(name),
    async stop() {
      await server.stop()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
