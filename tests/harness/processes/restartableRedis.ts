/**
 * Debian's redis-server on its own port, stopped and started again on the same
 * port and data directory. Append-only file on, as a production Redis keeps its
 * data across a restart: entries cached before an outage are still there after it,
 * which is the case the cache handler must get right (tags expired meanwhile).
 */
import fs from 'node:fs'
import path from 'node:path'

import { startManagedProcess, waitForLogLine, type ManagedProcess } from './managedProcess'

export type RestartableRedis = { url: string; isUp(): boolean; stop(): Promise<void>; start(): Promise<void> }

export async function startRestartableRedis(dir: string, port: number, logFile: string): Promise<RestartableRedis> {
  fs.mkdirSync(dir, { recursive: true })
  let process: ManagedProcess | null = null
  let starts = 0
  const start = async () => {
    if (process?.alive()) return
    const log = `${logFile.replace(/\.log$/, '')}-${++starts}.log`
    process = startManagedProcess(
      'redis',
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'yes', '--appendfsync', 'always'],
      globalThis.process.env,
      path.resolve(log),
    )
    await waitForLogLine(process, /Ready to accept connections/, 20_000)
  }
  await start()
  return {
    url: `redis://127.0.0.1:${port}`,
    isUp: () => Boolean(process?.alive()),
    async stop() {
      await process?.kill('SIGTERM')
    },
    start,
  }
}
