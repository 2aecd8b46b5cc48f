/**
 * The jobs worker's logs and metrics. The worker is a process of its own, so the counters it
 * keeps (e-mail lag, its database pool, Node's own figures) are not in any web instance's
 * /api/metrics: with METRICS_PORT set it answers them itself at http://<host>:METRICS_PORT/metrics,
 * behind the same METRICS_TOKEN (404 without it). Scrape each worker like each web instance.
 * In production its console lines become JSON log lines, as the web server's do.
 */
import http from 'node:http'

import { sendConsoleToLog, sharedLogger } from '../src/integrations/observability/logger'
import { metrics } from '../src/integrations/observability/metrics'
import { metricsTokenProblem, scrapeAllowed } from '../src/integrations/observability/metricsAccess'

export function observeWorker(env: NodeJS.ProcessEnv = process.env): http.Server | null {
  if (env.NODE_ENV === 'production') sendConsoleToLog(sharedLogger())
  const port = env.METRICS_PORT?.trim()
  if (!port) return null
  if (!/^\d+$/.test(port) || Number(port) > 65535) {
    console.error(`[jobs] METRICS_PORT=${port} is not a port number: the worker serves no metrics`)
    return null
  }
  const problem = metricsTokenProblem(env.METRICS_TOKEN)
  if (problem) console.warn(`[jobs] METRICS_TOKEN is ${problem}: the worker's /metrics answers 404 until it is set (16+ characters)`)
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0]
    if (request.method !== 'GET' || path !== '/metrics' || !scrapeAllowed(request.headers.authorization, env.METRICS_TOKEN)) {
      response.writeHead(404, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
      response.end(JSON.stringify({ message: `Route not found "${path}"` }))
      return
    }
    const { registry } = metrics()
    registry.metrics().then(
      (text) => {
        response.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' })
        response.end(text)
      },
      (error: Error) => {
        console.error(`[jobs] metrics could not be collected: ${error.message}`)
        response.writeHead(500).end()
      },
    )
  })
  server.on('error', (error) => console.error(`[jobs] metrics server on port ${port} failed: ${error.message}`))
  server.listen(Number(port), env.METRICS_HOST || undefined, () => console.log(`[jobs] metrics on port ${port} at /metrics`))
  // The worker's own loop decides when the process ends.
  server.unref()
  return server
}
