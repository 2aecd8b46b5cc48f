/**
 * The scale runner's control port: the tests (in Vitest workers) stop and start
 * Redis, kill or stop a server with a signal, take the purges to Varnish down and
 * up, and read what the Slack stand-in received, through this small HTTP API (tests/harness/scale/scaleLab.ts calls it).
 */
import { startJsonControl, type Routes } from '../resilience/controlServer'
import type { Delivery } from '../standIns/switchableStandIn'

export type ServerName = 'a' | 'b'

export type ScaleStatus = {
  servers: Record<ServerName, { pid: number; alive: boolean; url: string; exitCode: number | null }>
  redis: 'up' | 'down'
  worker: boolean
}

export type ScaleLab = {
  status(): ScaleStatus
  stopRedis(): Promise<void>
  startRedis(): Promise<void>
  /** Sends `signal` to a server and resolves with its exit code once it is gone. */
  signalServer(name: ServerName, signal: NodeJS.Signals): Promise<number>
  slackDeliveries: Delivery[]
  /** Whether the relay between the app and Varnish passes purges on (false: a purge outage). */
  setPurgesUp(up: boolean): void
  purges: { at: number; keys: string; status: number }[]
  /** Back to normal: Redis up, both servers and the worker running. */
  reset(): Promise<void>
}

export async function startScaleControl(lab: ScaleLab): Promise<{ url: string; close(): Promise<void> }> {
  const routes: Routes = {
    'GET /status': () => lab.status(),
    'POST /reset': async () => (await lab.reset(), lab.status()),
    'POST /redis/stop': async () => (await lab.stopRedis(), { at: Date.now() }),
    'POST /redis/start': async () => (await lab.startRedis(), { at: Date.now() }),
    'POST /server/signal': async (body) => {
      if (body.name !== 'a' && body.name !== 'b') throw new Error(`unknown server ${String(body.name)}`)
      return { exitCode: await lab.signalServer(body.name, String(body.signal) as NodeJS.Signals) }
    },
    'POST /purges/up': () => (lab.setPurgesUp(true), { at: Date.now() }),
    'POST /purges/down': () => (lab.setPurgesUp(false), { at: Date.now() }),
    'GET /purges': () => ({ purges: lab.purges }),
    // The lead id of every delivery Slack took (its message names the lead as #id).
    'GET /slack/lead-ids': () => ({
      leadIds: lab.slackDeliveries
        .filter((delivery) => delivery.status === 200)
        .map((delivery) => Number(/#(\d+)/.exec(delivery.body)?.[1])),
    }),
  }
  return startJsonControl(routes)
}
