/**
 * The runner's control port: Vitest runs the tests in worker processes, so
 * they reach the database, the stand-ins and the job workers the runner owns
 * through this small HTTP API (tests/harness/resilience/control.ts calls it).
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Delivery, Mode, SwitchableStandIn } from '../standIns/switchableStandIn'

export type StandInName = 'slack' | 'mainApi'

export type LabStatus = {
  server: { pid: number; alive: boolean }
  workers: { pid: number; alive: boolean }[]
  postgres: 'up' | 'down'
  slack: Mode
  mainApi: Mode
}

export type Lab = {
  status(): LabStatus
  stopPostgres(): Promise<void>
  startPostgres(): Promise<void>
  standIns: Record<StandInName, SwitchableStandIn>
  /** SIGKILLs every live job worker; answers their pids. */
  killWorkers(): Promise<number[]>
  /** Starts a job worker and resolves once it runs; answers its pid. */
  startWorker(): Promise<number>
  /** Back to normal: PostgreSQL up, stand-ins up without hang rules, exactly one live worker. */
  reset(): Promise<void>
}

export async function startControlServer(lab: Lab): Promise<{ url: string; close(): Promise<void> }> {
  const routes: Routes = {
    'GET /status': () => lab.status(),
    'POST /reset': async () => (await lab.reset(), lab.status()),
    'POST /postgres/stop': async () => timed(() => lab.stopPostgres()),
    'POST /postgres/start': async () => timed(() => lab.startPostgres()),
    'POST /workers/kill': async () => ({ killed: await lab.killWorkers() }),
    'POST /workers/start': async () => ({ pid: await lab.startWorker() }),
    'POST /stand-ins/mode': async (body) => {
      await standIn(lab, body.name).setMode(body.mode as Mode)
      return lab.status()
    },
    'POST /stand-ins/hang': (body) => {
      standIn(lab, body.name).hangWhenBodyIncludes((body.text as string | null) ?? null)
      return {}
    },
    'GET /stand-ins/deliveries': (_, url): Delivery[] => {
      const after = Number(url.searchParams.get('after') ?? 0)
      return standIn(lab, url.searchParams.get('name')).deliveries.filter((delivery) => delivery.seq > after)
    },
  }

  return startJsonControl(routes)
}

export type Routes = Record<string, (body: Record<string, unknown>, url: URL) => Promise<unknown> | unknown>

/** A JSON API on 127.0.0.1: `'METHOD /path'` to a handler; its errors answer 500 with the message. */
export async function startJsonControl(routes: Routes): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    let text = ''
    request.setEncoding('utf8')
    request.on('data', (chunk) => (text += chunk))
    request.on('end', async () => {
      const url = new URL(request.url ?? '/', 'http://control')
      const route = routes[`${request.method} ${url.pathname}`]
      try {
        if (!route) throw new Error(`no route ${request.method} ${url.pathname}`)
        const result = await route(text ? JSON.parse(text) : {}, url)
        response.writeHead(200, { 'Content-Type': 'application/json' })
        response.end(JSON.stringify(result ?? {}))
      } catch (error) {
        response.writeHead(500, { 'Content-Type': 'application/json' })
        response.end(JSON.stringify({ error: (error as Error).message }))
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

function standIn(lab: Lab, name: unknown): SwitchableStandIn {
  if (name !== 'slack' && name !== 'mainApi') throw new Error(`unknown stand-in ${String(name)}`)
  return lab.standIns[name]
}

async function timed(action: () => Promise<void>): Promise<{ ms: number; at: number }> {
  const start = Date.now()
  await action()
  return { ms: Date.now() - start, at: Date.now() }
}
