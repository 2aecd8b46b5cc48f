/**
 * A third party (Slack, the main API) on a real port that the resilience tests
 * take down and bring back: `up` answers as the real service would, `down`
 * answers 503, `refuse` closes the port (connections refused), and a hang rule
 * holds matching requests open without an answer. Every request that reaches
 * it is recorded with the status it got, so tests can count deliveries.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { readBody, sendJson } from '../httpBodies'

export type Mode = 'up' | 'down' | 'refuse'
export type Delivery = { seq: number; at: number; method: string; path: string; body: string; status: number | 'hang' }
export type Answer = { status: number; body?: unknown }

export type SwitchableStandIn = {
  url: string
  mode(): Mode
  setMode(mode: Mode): Promise<void>
  /** Requests whose body contains `text` are held open (null: none). */
  hangWhenBodyIncludes(text: string | null): void
  deliveries: Delivery[]
  close(): Promise<void>
}

export async function startSwitchableStandIn(answer: (request: Omit<Delivery, 'status'>) => Answer): Promise<SwitchableStandIn> {
  const deliveries: Delivery[] = []
  let mode: Mode = 'up'
  let hangText: string | null = null
  const hanging = new Set<http.ServerResponse>()

  const server = http.createServer((request, response) => {
    void readBody(request).then(
      (body) => {
        const recorded = { seq: deliveries.length + 1, at: Date.now(), method: request.method ?? '', path: request.url ?? '', body }
        if (hangText !== null && body.includes(hangText)) {
          deliveries.push({ ...recorded, status: 'hang' })
          hanging.add(response)
          response.on('close', () => hanging.delete(response))
          return
        }
        const reply: Answer = mode === 'up' ? answer(recorded) : { status: 503, body: { error: 'stand-in is down' } }
        deliveries.push({ ...recorded, status: reply.status })
        sendJson(response, reply.status, reply.body ?? {})
      },
      () => response.destroy(),
    ) // a client that aborts mid-body gets no answer
  })
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject)
        resolve()
      })
    })
  const stopListening = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve())
      // Kept-alive sockets would still carry requests: a closed port closes them too.
      server.closeAllConnections()
      for (const response of hanging) response.destroy()
    })

  await listen(0)
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    mode: () => mode,
    async setMode(next) {
      if (next === mode) return
      if (next === 'refuse') await stopListening()
      else if (mode === 'refuse') await listen(port)
      mode = next
    },
    hangWhenBodyIncludes: (text) => (hangText = text),
    deliveries,
    close: async () => {
      if (mode !== 'refuse') await stopListening()
    },
  }
}
