/**
 * A real HTTP server on 127.0.0.1 standing in for a third party (Slack, the
 * main API, the listings API). Records every request; answers as told.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { readBody, sendJson } from '../httpBodies'

export type Recorded = { method: string; path: string; headers: http.IncomingHttpHeaders; body: string }
export type Reply = { status: number; body?: unknown } | 'hang'
/** A reply the test gives later (a request held open until then). */
export type LaterReply = Promise<{ status: number; body?: unknown }>

export type StandIn = {
  url: string
  requests: Recorded[]
  /** Replies used in order, one per request; the last one repeats. */
  replyWith(...replies: Reply[]): void
  close(): Promise<void>
}

/**
 * `respond` picks the reply from the request (else the replyWith sequence).
 * GET /__requests lists what was received, for tests in another process.
 */
export async function startStandIn(respond?: (request: Recorded) => Reply | LaterReply | undefined, port = 0): Promise<StandIn> {
  const requests: Recorded[] = []
  let replies: Reply[] = [{ status: 200, body: { ok: true } }]
  const hanging = new Set<http.ServerResponse>()
  const server = http.createServer((request, response) => {
    void readBody(request).then(
      (body) => {
        if (request.url === '/__requests') {
          sendJson(response, 200, requests)
          return
        }
        const recorded = { method: request.method ?? '', path: request.url ?? '', headers: request.headers, body }
        requests.push(recorded)
        const reply = respond?.(recorded) ?? (replies.length > 1 ? replies.shift()! : replies[0])
        if (reply === 'hang') {
          hanging.add(response)
          return
        }
        if (reply instanceof Promise) {
          hanging.add(response)
          void reply.then((later) => {
            hanging.delete(response)
            sendJson(response, later.status, later.body ?? {})
          })
          return
        }
        sendJson(response, reply.status, reply.body ?? {})
      },
      () => response.destroy(),
    ) // a client that aborts mid-body gets no answer
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const address = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    replyWith: (...next) => (replies = next),
    close: () =>
      new Promise((resolve) => {
        for (const response of hanging) response.destroy()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
