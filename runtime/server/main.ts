/**
 * The production web server: Next's request handler (the build in .next)
 * behind a plain Node HTTP server that first sets the client's address from the
 * socket and TRUSTED_PROXIES (./clientAddressHeaders.ts). `npm start` runs it
 * after migrating; the e2e, resilience and bench runners start it directly.
 *
 *   node --import tsx runtime/server/main.ts [-p PORT] [-H BIND_ADDRESS]
 *
 * It lives in runtime/ beside the other process entry points (start, jobs, migrate)
 * because it is one: it is not part of the Next bundle; the decisions it applies
 * are the framework-free src/lib/network/clientAddress.ts and src/lib/security/scriptHashes.ts.
 */
import http from 'node:http'
import { parseArgs } from 'node:util'

import next from 'next'

import { onTagsExpired } from '../../src/integrations/httpCache/pageTags.mjs'
import { knownInlineScripts } from '../../src/lib/inlineScripts'
import { parseTrustedProxies, TrustedProxiesError } from '../../src/lib/network/clientAddress'
import { sendConsoleToLog, sharedLogger } from '../../src/integrations/observability/logger'
import { metrics } from '../../src/integrations/observability/metrics'
import { withClientAddress } from './clientAddressHeaders'
import { createDrainer, SHUTDOWN_TIMEOUT_MS } from './gracefulShutdown'
import { withPageCompression } from './compression'
import { withSharedCacheHeaders } from './sharedCacheHeaders'
import { withHashedPolicy } from './cspHashes'
import { apiReadCache } from './apiReadCache'
import { withImageCache } from './imageCache'
import { staticFileMemory } from './staticFileMemory'
import { withObservability } from './observability'
import { refuseOddRequestsOutsideHandler, withRequestGate } from './requestGate'
import { applyRuntimeConfig } from './runtimeConfig'
import { flushVisitorEvents, withVisitorBeacon } from './visitorBeacon'

const { values } = parseArgs({
  options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } },
})
const port = Number(values.port ?? process.env.PORT ?? 3000)

// Production logs are JSON lines (src/integrations/observability/logger.ts): Next's console output and ours
// go through the same logger as the access lines and Payload's.
const log = sharedLogger()
if (process.env.NODE_ENV === 'production') sendConsoleToLog(log)
// Created now rather than at the first request: the Redis cache handler counts into it too.
metrics()

let trusted
try {
  trusted = parseTrustedProxies(process.env.TRUSTED_PROXIES)
} catch (error) {
  if (!(error instanceof TrustedProxiesError)) throw error
  console.error(error.message)
  process.exit(1)
}

// The build's deployment id in a checkout, the build's config in the image (./runtimeConfig.ts).
applyRuntimeConfig(process.cwd())

// Where the app reaches this server itself (src/server/revalidate.ts: cache expiries announced by
// jobs are carried out in a request of their own). An address we bind to, else the loopback.
const selfHost = !values.hostname || ['0.0.0.0', '::', '[::]'].includes(values.hostname) ? '127.0.0.1' : values.hostname
;(globalThis as Record<symbol, string>)[Symbol.for('realtors.selfUrl')] =
  `http://${selfHost.includes(':') && !selfHost.startsWith('[') ? `[${selfHost}]` : selfHost}:${port}`

// Next's own origin is always http://localhost:PORT, whatever address we listen on: the
// proxy (src/proxy.ts) sees request.url on localhost, and a rewrite to any other origin
// would be proxied over HTTP instead of served (see tests/bench/server.ts).
const app = next({ dir: process.cwd(), dev: false, hostname: 'localhost', port })
await app.prepare()
const handle = app.getRequestHandler()

// Public pages: their cached HTML gets a policy of script hashes (./cspHashes.ts) for Next's RSC
// data and our own inline scripts (src/lib/inlineScripts.ts), nothing else.
const knownScripts = new Set(knownInlineScripts)

// Visitors' API reads of agents and listings, forgotten at every tag expiry (./apiReadCache.ts).
const apiReads = apiReadCache()
onTagsExpired('api reads', apiReads.forget)

const server = http.createServer()
const drainer = createDrainer(server)
server.on(
  'request',
  drainer.track(
    withObservability(
      // Methods we do not serve and Host headers that name no host: answered here, before Next (./requestGate.ts).
      withRequestGate(
        withClientAddress(
          // Next's build files kept compressed in memory, so each is compressed once, not per request (./staticFileMemory.ts).
          staticFileMemory().handler(
            // The beacon of every page view, answered before Next (./visitorBeacon.ts).
            withVisitorBeacon(
              // Optimised pictures kept in memory, so each is encoded once, not per request (./imageCache.ts).
              withImageCache(
                // Visitors' reads of agents and listings over the API, kept until a change (./apiReadCache.ts).
                apiReads.handler(
                  // Public or private for a shared cache in front, with the page's purge keys (./sharedCacheHeaders.ts).
                  withSharedCacheHeaders(
                    withPageCompression(
                      withHashedPolicy(
                        (request, response) => {
                          // Every response, whatever Next decides: a file of ours never runs as a script or style of
                          // another type (the public pages' policy allows same-origin scripts: SECURITY.md).
                          response.setHeader('X-Content-Type-Options', 'nosniff')
                          handle(request, response).catch((error: Error) => {
                            // Next answers its own errors; this is only for one that escapes it, so the socket is not left hanging.
                            console.error(`[server] request failed: ${error.message}`)
                            if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
                            response.end('Internal Server Error')
                          })
                        },
                        { knownScripts },
                      ),
                    ),
                  ),
                ),
              ),
            ),
          ),
          trusted,
        ),
      ),
      { trusted, log },
    ),
  ),
)
refuseOddRequestsOutsideHandler(server)
server.listen(port, values.hostname, () => {
  const trust = trusted.kind === 'none' ? 'the socket only' : trusted.kind === 'hops' ? `${trusted.count} proxy hop(s)` : trusted.text
  console.log(`> Ready on http://localhost:${port} (client address from ${trust})`)
})

// SIGTERM (orchestrator, docker stop) or Ctrl-C: stop accepting, let the requests in flight
// finish (bounded: ./gracefulShutdown.ts), then exit 0. A second signal stops at once.
// (`npm start` forwards the signal a terminal's Ctrl-C already sent: a repeat within 1 s is that echo.)
let stoppingSince = 0
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stoppingSince) {
      if (Date.now() - stoppingSince < 1000) return
      console.error(`[server] ${signal} again: stopping now`)
      process.exit(1)
    }
    stoppingSince = Date.now()
    console.log(`[server] ${signal}: draining ${drainer.inFlight()} request(s) in flight (up to ${SHUTDOWN_TIMEOUT_MS} ms)`)
    void drainer.drain().then(async (clean) => {
      // The visitor events still waiting in memory (at most the last second's).
      await Promise.race([flushVisitorEvents().catch(() => {}), new Promise((resolve) => setTimeout(resolve, 2000).unref())])
      // Next's close() has no deadline of its own.
      await Promise.race([app.close().catch(() => {}), new Promise((resolve) => setTimeout(resolve, 3000).unref())])
      console.log(
        `[server] stopped ${Date.now() - stoppingSince} ms after ${clean ? 'the signal' : 'the signal (requests cut at the deadline)'}`,
      )
      process.exit(clean ? 0 : 1)
    })
  })
}
