/**
 * Requests the server answers itself, before Next, with a short plain text in
 * three languages and nothing logged as an error:
 *
 * - a method we serve no route for (TRACE, PROPFIND, LOCK...): 405 with Allow.
 *   Next answers TRACE with a 500 and a stack trace in the log, and renders
 *   pages for WebDAV methods. TRACK and other names Node's parser does not know
 *   end in its clientError, CONNECT in its connect event: both answered here
 *   with the same 405.
 * - a Host header that is not a host name, an IPv4 or a bracketed IPv6 address
 *   with an optional port (src/lib/hosts.ts): 400. The proxy would otherwise
 *   put it into the path it rewrites to (`evil.example/../park`).
 */
import type http from 'node:http'
import type { Duplex } from 'node:stream'

import { BAD_HOST_MESSAGE, isValidHost } from '../../src/lib/hosts'

type RequestListener = (request: http.IncomingMessage, response: http.ServerResponse) => void

/** Every method a route of ours (Next's pages, Payload's REST and GraphQL) answers. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const
const ALLOW = ALLOWED_METHODS.join(', ')

const METHOD_NOT_ALLOWED =
  'Method not allowed. Use one of: ' +
  `${ALLOW}.\n` +
  `허용되지 않는 메서드입니다. 다음 중 하나를 사용하세요: ${ALLOW}.\n` +
  `許可されていないメソッドです。次のいずれかを使ってください: ${ALLOW}。\n`

const PLAIN = { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' }

export function withRequestGate(listener: RequestListener): RequestListener {
  return (request, response) => {
    if (!(ALLOWED_METHODS as readonly string[]).includes(request.method ?? '')) {
      return refuse(response, 405, METHOD_NOT_ALLOWED, { Allow: ALLOW })
    }
    if (!isValidHost(request.headers.host)) return refuse(response, 400, BAD_HOST_MESSAGE)
    listener(request, response)
  }
}

function refuse(response: http.ServerResponse, status: number, text: string, extra: Record<string, string> = {}): void {
  // The body of the request is not read: the connection closes after the answer.
  response.writeHead(status, { ...PLAIN, ...extra, 'Content-Length': Buffer.byteLength(text), Connection: 'close' })
  response.end(text)
}

/** An answer written straight on a socket, for requests that never become a request event. */
function rawAnswer(status: string, text: string, extra: Record<string, string> = {}): string {
  const headers = { ...PLAIN, ...extra, 'Content-Length': String(Buffer.byteLength(text)), Connection: 'close' }
  return `HTTP/1.1 ${status}\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\r\n')}\r\n\r\n${text}`
}

/** Node's own answers to a request it could not parse, kept as they are; only an unknown method changes (400 -> 405). */
const PARSER_ANSWERS: Record<string, string> = {
  HPE_HEADER_OVERFLOW: 'HTTP/1.1 431 Request Header Fields Too Large\r\nConnection: close\r\n\r\n',
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 'HTTP/1.1 413 Payload Too Large\r\nConnection: close\r\n\r\n',
  ERR_HTTP_REQUEST_TIMEOUT: 'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n',
}
const BAD_REQUEST = 'HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n'

/** CONNECT and methods Node's parser refuses (TRACK): the same 405 as the other methods we do not serve. */
export function refuseOddRequestsOutsideHandler(server: http.Server): void {
  server.on('connect', (_request: http.IncomingMessage, socket: Duplex) => {
    socket.on('error', () => {})
    socket.end(rawAnswer('405 Method Not Allowed', METHOD_NOT_ALLOWED, { Allow: ALLOW }))
  })
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // As Node does without a listener: answer only when nothing of a response went out yet.
    const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage
    if (socket.writable && !inFlight?.headersSent) {
      const answer =
        error.code === 'HPE_INVALID_METHOD'
          ? rawAnswer('405 Method Not Allowed', METHOD_NOT_ALLOWED, { Allow: ALLOW })
          : (PARSER_ANSWERS[error.code ?? ''] ?? BAD_REQUEST)
      socket.end(answer)
      return
    }
    socket.destroy(error)
  })
}
