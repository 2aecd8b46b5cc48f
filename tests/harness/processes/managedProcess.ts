/**
 * A child process of the resilience runner whose output goes to a log file
 * (thousands of delivery warnings would drown the test report), that tests can
 * kill with any signal.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'

export type ManagedProcess = {
  name: string
  pid: number
  logFile: string
  alive(): boolean
  exited: Promise<number>
  /** Sends `signal` and waits until the process is gone (SIGKILL after 15 s). */
  kill(signal?: NodeJS.Signals): Promise<void>
}

export function startManagedProcess(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  logFile: string,
  cwd?: string,
): ManagedProcess {
  fs.appendFileSync(logFile, '') // exists from now on, for waitForLogLine
  const log = fs.createWriteStream(logFile, { flags: 'a' })
  const child: ChildProcess = spawn(command, args, { env, cwd, stdio: ['ignore', 'pipe', 'pipe'] })
  child.stdout!.pipe(log, { end: false })
  child.stderr!.pipe(log, { end: false })
  let running = true
  const exited = new Promise<number>((resolve) => {
    child.once('exit', (code, signal) => {
      running = false
      log.write(`\n[runner] ${name} exited (${signal ?? code})\n`)
      resolve(code ?? 1)
    })
    child.once('error', (error) => {
      running = false
      log.write(`\n[runner] ${name} could not start: ${error.message}\n`)
      resolve(1)
    })
  })
  if (!child.pid) throw new Error(`${name} did not start (${command})`)
  return {
    name,
    pid: child.pid,
    logFile,
    alive: () => running,
    exited,
    async kill(signal = 'SIGTERM') {
      if (!running) return
      child.kill(signal)
      const escalate = setTimeout(() => child.kill('SIGKILL'), 15_000)
      await exited
      clearTimeout(escalate)
    },
  }
}

/** Resolves once the log file has a line matching `pattern`; rejects when the process exits first or `ms` pass. */
export async function waitForLogLine(process: ManagedProcess, pattern: RegExp, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms
  while (Date.now() < deadline) {
    if (pattern.test(fs.readFileSync(process.logFile, 'utf8'))) return
    if (!process.alive()) throw new Error(`${process.name} exited before printing ${pattern}; see ${process.logFile}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${process.name} did not print ${pattern} within ${ms / 1000} s; see ${process.logFile}`)
}

/** The last lines of a log file, for the report of a failed run. */
/** The last lines of a log, each cut to `width` characters (a failed query's SQL alone runs to 1,500). */
export function tail(file: string, lines = 40, width = Infinity): string {
  if (!fs.existsSync(file)) return ''
  return fs
    .readFileSync(file, 'utf8')
    .trimEnd()
    .split('\n')
    .slice(-lines)
    .map((line) => (line.length > width ? `${line.slice(0, width)}…` : line))
    .join('\n')
}
