/**
 * A throwaway embedded PostgreSQL that can be stopped (fast shutdown: every
 * session is cut, as in a crash or a failover) and started again on the same
 * data directory and port, so the app's connection string stays valid.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { type EmbeddedServer, freePort, startEmbeddedPostgres } from '../../../runtime/db/embeddedPostgres'

export type RestartablePostgres = {
  url: string
  mediaDir: string
  isUp(): boolean
  stop(): Promise<void>
  start(): Promise<void>
  destroy(): Promise<void>
}

export async function startRestartablePostgres(name: string, logFile: string): Promise<RestartablePostgres> {
  // Under /tmp rather than the project: as root, postgres must traverse the path.
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `realtors-${name}-`))
  fs.chmodSync(root, 0o755)
  const mediaDir = path.join(root, 'media')
  fs.mkdirSync(mediaDir)
  const log = fs.createWriteStream(logFile, { flags: 'a' })
  const options = {
    dataDir: path.join(root, 'pg'),
    port: await freePort(),
    fast: true,
    log: (line: string) => log.write(`${line}\n`),
  }
  let server: EmbeddedServer | null = await startEmbeddedPostgres(options)
  await server.ensureDatabase(name)
  const url = server.urlFor(name)

  return {
    url,
    mediaDir,
    isUp: () => server !== null,
    async stop() {
      await server?.stop()
      server = null
    },
    async start() {
      server ??= await startEmbeddedPostgres(options)
    },
    async destroy() {
      await server?.stop()
      server = null
      log.end()
      fs.rmSync(root, { recursive: true, force: true })
    },
  }
}
