/**
 * Graceful shutdown of the production web server (SIGTERM from an orchestrator,
 * `docker stop`, a deploy; Ctrl-C):
 *
 * 1. stop accepting: the listening socket closes at once, so a load balancer's
 *    next connection is refused and goes to another instance (nginx, Caddy and
 *    Traefik retry a refused connection, nothing having been sent);
 * 2. requests in flight run to their end, and each answer sent from now on
 *    (also to a request that still arrives on an open keep-alive connection)
 *    carries `Connection: close`, so the client closes that connection itself
 *    after reading it instead of sending another request into a closing socket;
 * 3. a keep-alive connection idle at that moment is closed by the server's
 *    keep-alive timeout (5 s), which clients know from the `Keep-Alive: timeout=5`
 *    header and do not reuse a connection near: closing it at once instead would
 *    reset a request already on its way (an error for the client, not a retry);
 * 4. when no connection is left `drain()` resolves true; the caller exits 0.
 *
 * Bounded by SHUTDOWN_TIMEOUT_MS (default 25 s): our slowest requests (a 10 MB
 * upload, a realtor import, a page under load) end within seconds, the idle
 * connections within 5 s, and 25 s stays inside the usual kill deadlines
 * (Kubernetes' 30 s grace period; docker-compose.yml gives 30 s), leaving time to
 * close Next. Past it, the connections still open are cut and it resolves false.
 *
 * While draining, `globalThis[Symbol.for('realtors.server.draining')]` is true,
 * for a readiness check answered on a connection that is still open.
 */
import type http from 'node:http'
import net from 'node:net'

export const DRAINING = Symbol.for('realtors.server.draining')

export const SHUTDOWN_TIMEOUT_MS = Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 25_000)

export type Drainer = {
  /** Wraps the server's request listener: counts requests in flight, answers `Connection: close` while draining. */
  track: (listener: http.RequestListener) => http.RequestListener
  /** Starts draining; resolves true when every connection ended in time, false when some were cut at the deadline. */
  drain: (timeoutMs?: number) => Promise<boolean>
  inFlight: () => number
}

export function createDrainer(server: http.Server): Drainer {
  const open = new Set<http.ServerResponse>()
  let draining: Promise<boolean> | null = null

  const track =
    (listener: http.RequestListener): http.RequestListener =>
    (request, response) => {
      open.add(response)
      response.once('close', () => open.delete(response))
      if (draining) response.setHeader('Connection', 'close')
      listener(request, response)
    }

  const drain = (timeoutMs = SHUTDOWN_TIMEOUT_MS): Promise<boolean> => {
    draining ??= new Promise<boolean>((resolve) => {
      ;(globalThis as Record<symbol, unknown>)[DRAINING] = true
      for (const response of open) {
        if (!response.headersSent) response.setHeader('Connection', 'close')
      }
      const deadline = setTimeout(() => {
        console.error(`[server] ${open.size} request(s) still running after ${timeoutMs} ms: cut`)
        server.closeAllConnections()
        resolve(false)
      }, timeoutMs)
      deadline.unref()
      // net's close, not http's: http.Server#close() also closes the idle keep-alive
      // connections at once (step 3). The callback runs when every connection has ended.
      net.Server.prototype.close.call(server, () => {
        clearTimeout(deadline)
        resolve(true)
      })
    })
    return draining
  }

  return { track, drain, inFlight: () => open.size }
}
