/**
 * The production server (runtime/server/main.ts, as `npm start` runs it) in its own process group,
 * so stopping it also ends anything it forks. Its output is passed through with a [next] prefix.
 *
 * Bound to 127.0.0.1 only. Next's own origin stays http://localhost:port whatever we bind to
 * (main.ts passes hostname 'localhost' to next()): in Next 16.4.5 the proxy always sees request.url
 * on localhost, and with `next start -H 127.0.0.1` every NextResponse.rewrite of src/proxy.ts looked
 * external and was proxied over HTTP ('/' answered 308 to itself, '/en' 500 'socket hang up').
 */
import { spawn } from 'node:child_process'
import readline from 'node:readline'

import { productionEnv, productionServer } from '../../runtime/spawn'
import { waitForServer } from '../harness/processes/waitForServer'

export type BenchServer = {
  port: number
  /** pid of the server we spawned (the group leader) */
  pid: number
  stop(): Promise<void>
}

/** Variables a developer's shell may carry that would change what is measured. */
const CLEARED = ['LISTINGS_API_URL', 'MAIN_API_URL', 'MAIN_API_TOKEN', 'SLACK_WEBHOOK_URL', 'HOME_HOSTS', 'ENABLE_TEST_ROUTES', 'PORT']

/** `extraEnv` is applied last (e.g. JOBS_AUTORUN=1 and SMTP_URL for the speed-to-lead run). */
export async function startServer(port: number, extraEnv: Record<string, string> = {}): Promise<BenchServer> {
  const env: NodeJS.ProcessEnv = {
    ...productionEnv(),
    PUBLIC_URL: `http://localhost:${port}`,
    JOBS_AUTORUN: '0',
    // The bench stands where a deployment's proxy would: the speed-to-lead visitors each come with
    // their own X-Forwarded-For (the contact rate limit counts per address), which only a trusted hop may set.
    TRUSTED_PROXIES: '127.0.0.1',
  }
  for (const name of CLEARED) delete env[name]
  Object.assign(env, extraEnv)
  const [command, args] = productionServer(port, '127.0.0.1')
  // BENCH_CPU_PROFILE=<dir>: each server writes a V8 CPU profile there when it stops (open it in
  // Chrome's DevTools, or summarise it with tests/bench/profileSummary.ts).
  if (process.env.BENCH_CPU_PROFILE) args.unshift('--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`)
  const child = spawn(command, args, {
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
      console.error(`[bench] could not start the server: ${error.message}`)
      running = false
      resolve()
    })
  })
  const pid = child.pid
  if (pid === undefined) throw new Error('the server did not start')

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
