/**
 * A Node request listener that hands the request to Payload's REST route handlers, as
 * Next's handler does in production: for tests of runtime/server/ (the HTTP layer in front
 * of Next) against the real endpoints and database without a production build.
 */
import type http from 'node:http'

import config from '@payload-config'
import { REST_GET, REST_POST } from '@payloadcms/next/routes'

const handlers = { GET: REST_GET(config), POST: REST_POST(config) }

export function payloadListener(request: http.IncomingMessage, response: http.ServerResponse): void {
  void (async () => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const headers = new Headers()
    for (const [name, value] of Object.entries(request.headers)) {
      for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, one)
    }
    const method = request.method === 'GET' ? 'GET' : 'POST'
    const url = new URL(request.url ?? '/', 'http://localhost:3000')
    const web = new Request(url, { method, headers, body: method === 'POST' ? Buffer.concat(chunks) : undefined })
    const slug = url.pathname.replace(/^\/api\//, '').split('/')
    const answer = await handlers[method](web, { params: Promise.resolve({ slug }) })
    response.writeHead(answer.status, Object.fromEntries(answer.headers))
    response.end(Buffer.from(await answer.arrayBuffer()))
  })().catch((error: Error) => {
    response.writeHead(500)
    response.end(error.message)
  })
}
