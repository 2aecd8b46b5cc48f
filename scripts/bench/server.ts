/**
 * `next start` in its own process group, so stopping it also ends the next-server child it forks.
 * Its output is passed through with a [next] prefix.
 *
 * Bound with `-H localhost`, not `-H 127.0.0.1`: in Next 16.4.5 the proxy (middleware) always sees
 * request.url on http://localhost:port, while with -H 127.0.0.1 the router's own origin is
 * http://127.0.0.1:port, so every NextResponse.rewrite of src/proxy.ts looks external and is proxied
 * over HTTP (measured: '/' answered 308 to itself, '/en' 500 with 'Failed to proxy ... socket hang
 * up'). With -H localhost both agree. That binds the loopback address localhost resolves to; when it
 * is not 127.0.0.1 (hosts file with ::1 first) no -H is given, which listens on all interfaces,
 * as `npm start` and the e2e run do.
 */
import { spawn } from 'node:child_process'
import dns from 'node:dns/promises'
import readline from 'node:readline'

import { bin } from '../lib/spawn'
import { waitForServer } from '../lib/waitForServer'

export type BenchServer = {
  port: number
  /** pid of the `next start` CLI we spawned (the group leader) */
  pid: number
  stop(): Promise<void>
}

/** Variables a developer's shell may carry that would change what is measured. */
const CLEARED = ['LISTINGS_API_URL', 'MAIN_API_URL', 'MAIN_API_TOKEN', 'SLACK_WEBHOOK_URL', 'HOME_HOSTS', 'ENABLE_TEST_ROUTES', 'PORT']

export async function startServer(port: number): Promise<BenchServer> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NODE_OPTIONS: '--no-deprecation',
    NEXT_TELEMETRY_DISABLED: '1',
    PUBLIC_URL: `http://localhost:${port}`,
    JOBS_AUTORUN: '0',
  }
  for (const name of CLEARED) delete env[name]
  const { address } = await dns.lookup('localhost')
  const bind = address === '127.0.0.1' ? ['-H', 'localhost'] : []
  if (!bind.length) console.warn(`[bench] localhost is ${address}: next start listens on all interfaces`)
  const child = spawn(bin('next'), ['start', '-p', String(port), ...bind], {
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on('line', (line) => console.log(`[next] ${line}`))
  }
  let running = true
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      running = false
      resolve()
    })
    child.once('error', (error) => {
      console.error(`[bench] could not start next: ${error.message}`)
      running = false
      resolve()
    })
  })
  const pid = child.pid
  if (pid === undefined) throw new Error('next start did not start')

  const server: BenchServer = {
    port,
    pid,
    async stop() {
      if (running) killGroup(pid, 'SIGTERM')
      const stopped = await Promise.race([exited.then(() => true), delay(10_000).then(() => false)])
      // The group may outlive its leader (a forked child): end whatever is left of it.
      if (!stopped || groupAlive(pid)) killGroup(pid, 'SIGKILL')
      await exited
    },
  }
  try {
    await waitForServer(`http://127.0.0.1:${port}/api/build`, () => running)
  } catch (error) {
    await server.stop()
    throw error
  }
  return server
}

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal)
  } catch {
    // already gone
  }
}

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0)
    return true
  } catch {
    return false
  }
}


export const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
