/**
 * Every request, once answered: one access line in the log and its count and duration in the
 * metrics (src/integrations/observability/). Outermost of the server's wrappers, so the duration is the
 * whole answer (compression and the CSP hashing included) and the status is the one sent.
 *
 * The request id is the load balancer's X-Request-Id when the socket's peer is a trusted proxy
 * (TRUSTED_PROXIES, as for the client address) and the value looks like an id; otherwise a new
 * UUID, so a client cannot write into our log lines. It is handed to Next in the request, sent
 * back in the answer's X-Request-Id, and carried by every line logged while the request runs.
 */
import { randomUUID } from 'node:crypto'
import type http from 'node:http'

import type { Logger } from 'pino'

import type { TrustedProxies } from '../../src/lib/network/clientAddress'
import { routeKind, type RouteKind } from '../../src/lib/network/routeKind'
import { requestContext } from '../../src/integrations/observability/logger'
import { countRequest, metrics } from '../../src/integrations/observability/metrics'
import { peerIsTrustedProxy, type RequestListener } from './clientAddressHeaders'

/** Ids of the usual balancers and tracers (UUIDs, hex, AWS's `Root=1-...`); nothing that could break a log line. */
const REQUEST_ID = /^[\w.:;=/+@-]{1,128}$/

/** Requests a page makes many of, and polls: logged at `debug` while they succeed. */
const QUIET_KINDS = new Set<RouteKind>(['static', 'image', 'media', 'probe', 'beacon'])

/** Path segments after these are secrets (Payload's password-reset and e-mail verification links). */
const SECRET_AFTER = new Set(['reset', 'verify'])

const MAX_LOGGED_PATH = 200

export function requestIdFor(request: http.IncomingMessage, trusted: TrustedProxies): string {
  const given = request.headers['x-request-id']
  const value = Array.isArray(given) ? given[0] : given
  if (value && REQUEST_ID.test(value) && peerIsTrustedProxy(request.socket.remoteAddress, trusted)) return value
  return randomUUID()
}

/** The path as the log shows it: no query string (search terms, signed links), no token, bounded. */
export function loggedPath(target: string | undefined): string {
  const segments = (target ?? '/').split(/[?#]/)[0]!.split('/')
  const path = segments.map((segment, index) => (index > 0 && SECRET_AFTER.has(segments[index - 1]!) ? '[redacted]' : segment)).join('/')
  return path.length > MAX_LOGGED_PATH ? `${path.slice(0, MAX_LOGGED_PATH)}…` : path
}

export function withObservability(listener: RequestListener, { trusted, log }: { trusted: TrustedProxies; log: Logger }): RequestListener {
  return (request, response) => {
    const started = process.hrtime.bigint()
    const reqId = requestIdFor(request, trusted)
    request.headers['x-request-id'] = reqId
    response.setHeader('X-Request-Id', reqId)
    const kind = routeKind(request.url)
    const { httpInFlight } = metrics()
    httpInFlight.inc()

    let counted = false
    const done = () => {
      if (counted) return
      counted = true
      httpInFlight.dec()
      const seconds = Number(process.hrtime.bigint() - started) / 1e9
      const status = response.statusCode
      const header = response.getHeader('x-nextjs-cache')
      const cache = typeof header === 'string' ? header.toLowerCase() : undefined
      countRequest(kind, status, seconds, cache)
      const level = status >= 500 ? 'error' : QUIET_KINDS.has(kind) && status < 400 ? 'debug' : 'info'
      log[level](
        {
          reqId,
          kind,
          method: request.method,
          path: loggedPath(request.url),
          status,
          durationMs: Math.round(seconds * 10_000) / 10,
          ...(cache ? { cache } : {}),
          // The client went away before the whole answer was sent.
          ...(response.writableFinished ? {} : { aborted: true }),
        },
        'request',
      )
    }
    response.once('finish', done)
    response.once('close', done)
    requestContext().run({ reqId }, () => listener(request, response))
  }
}
