import { spawn } from 'node:child_process'

/** Runs a command with inherited stdio; resolves with its exit code. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const child = spawn(command, args, { stdio: 'inherit', env })
  const exited = new Promise<number>((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
    child.on('error', (error) => {
      console.error(`Could not start ${command}: ${error.message}`)
      resolve(1)
    })
  })
  return { child, exited }
}

/** Forwards Ctrl-C / termination to the child, so our own cleanup runs after it stops. */
export function forwardSignals(child: ReturnType<typeof spawn>): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => child.kill(signal))
  }
}

export const bin = (name: string) => `node_modules/.bin/${name}`

/** Command and arguments of the production web server (runtime/server/main.ts): node itself, so signals reach it. */
export function productionServer(port: number | string, bindAddress?: string): [string, string[]] {
  return [process.execPath, ['--import', 'tsx', 'runtime/server/main.ts', '-p', String(port), ...(bindAddress ? ['-H', bindAddress] : [])]]
}

/** Environment of the production web server (NODE_ENV first: Next reads it when it loads). */
export function productionEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return { ...env, NODE_ENV: 'production', NODE_OPTIONS: '--no-deprecation', NEXT_TELEMETRY_DISABLED: '1' }
}
