/**
 * POST /api/analytics/events answered here, before Next, once Payload has started and handed over
 * its beacon handling (src/collections/Analytics/serverHandoff.ts); until then, and for anything
 * else, the request goes on to Next (where the same handling runs as a Payload endpoint). The body
 * is read with the same 8 KB cap; the answer is the endpoint's: 204, or 400/413 with a message.
 */
import type http from 'node:http'

import { MAX_BEACON_BYTES } from '../../src/lib/analytics/beaconLimits'
import { errorSummary } from '../../src/lib/errorSummary'
import type { VisitorBeaconHandoff } from '../../src/collections/Analytics/serverHandoff'
import type { RequestListener } from './clientAddressHeaders'

const PATH = '/api/analytics/events'
const HANDOFF = Symbol.for('realtors.visitorBeacon')

const handoff = () => (globalThis as Record<symbol, VisitorBeaconHandoff | undefined>)[HANDOFF]

export function withVisitorBeacon(listener: RequestListener): RequestListener {
  return (request, response) => {
    const beacon = handoff()
    if (!beacon || request.method !== 'POST' || request.url !== PATH) return listener(request, response)
    readBody(request)
      .then((body) => beacon.accept(headersOf(request), body))
      .then((outcome) => {
        if (outcome.status === 204) {
          response.writeHead(204, { 'Cache-Control': 'no-store' })
          response.end()
        } else {
          response.writeHead(outcome.status, {
            'Content-Type': 'application/json; charset=utf-8',
            'Cache-Control': 'no-store',
            'X-Content-Type-Options': 'nosniff',
            // A body cut short (413) leaves unread bytes on the connection: it is not reused.
            ...(outcome.status === 413 ? { Connection: 'close' } : {}),
          })
          response.end(JSON.stringify({ errors: [{ message: outcome.message }] }))
        }
      })
      .catch((error: unknown) => {
        // The database unreachable for the day's salt: the visitor's page never hears of it.
        // A summary only: a failed query's message would carry its parameters (the day's salt).
        console.warn(`[server] could not count a visit: ${errorSummary(error)}`)
        if (!response.headersSent) response.writeHead(204, { 'Cache-Control': 'no-store' })
        response.end()
      })
  }
}

/** The flush the server calls when it stops, so the last second's events are written. */
export async function flushVisitorEvents(): Promise<void> {
  await handoff()?.flush()
}

/** The body, or null as soon as it passes the cap: the rest is never read, and the connection is closed after the 413. */
function readBody(request: http.IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const tooLarge = () => {
      request.pause()
      request.removeAllListeners('data')
      resolve(null)
    }
    if (Number(request.headers['content-length'] ?? 0) > MAX_BEACON_BYTES) return tooLarge()
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BEACON_BYTES) tooLarge()
      else chunks.push(chunk)
    })
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

/** The headers the beacon's handling reads, and no others (one comes with every page view: no needless work). */
const READ_HEADERS = ['user-agent', 'cookie', 'dnt', 'sec-gpc', 'x-forwarded-for', 'x-real-ip', 'host'] as const

function headersOf(request: http.IncomingMessage): Headers {
  const headers = new Headers()
  for (const name of READ_HEADERS) {
    const value = request.headers[name]
    if (typeof value === 'string') headers.set(name, value)
  }
  return headers
}
