/**
 * Compression of pages, once per version. Document requests reach Next without Accept-Encoding
 * (it would compress every response again, cache hits included); a page whose whole body arrives
 * at once (a cached page, or one the policy wrapper buffered) is compressed here, memoised by a
 * SHA-256 of the body, so a cache hit is compressed once, not per request. A page that streams
 * (the homes search's results under their loading state) passes as it comes, uncompressed, so its
 * first bytes are not held back. Paths that are no page of ours (Next's files, the API, the admin)
 * keep Next's own compression.
 */
import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

import { encodeSync, preferredEncoding, varyOnEncoding } from './bodyEncoding'
import { decodedBody, interceptResponse } from './responseInterceptor'
import { VersionMemo } from './versionMemo'

type Handler = (request: IncomingMessage, response: ServerResponse) => void
type Compressed = { bytes: number; gzip?: Buffer; br?: Buffer }

/** Smaller bodies are sent as they are: compressing them saves less than it costs. */
const MIN_BYTES = 1024

/** Paths that may be a page (not Next's files, the API or the admin: those keep Next's compression). */
function mayBePage(request: IncomingMessage): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  const path = request.url ?? '/'
  return !/^\/(?:_next\/|api(?:\/|$|\?)|admin(?:\/|$|\?))/.test(path)
}

export function withPageCompression(handler: Handler, { memo = new VersionMemo<Compressed>() } = {}): Handler {
  return (request, response) => {
    if (!mayBePage(request)) return handler(request, response)
    const acceptEncoding = String(request.headers['accept-encoding'] ?? '')
    delete request.headers['accept-encoding']
    interceptResponse(
      response,
      (phase) => (response.getHeader('content-encoding') ? 'pass' : phase === 'write' ? 'pass' : phase === 'end' ? 'hold' : 'undecided'),
      (body) => compressed(request, response, decodedBody(response, body), acceptEncoding),
      'compression',
    )
    handler(request, response)
  }

  function compressed(request: IncomingMessage, response: ServerResponse, body: Buffer, acceptEncoding: string): Buffer {
    if (response.statusCode === 304 || response.statusCode === 204 || body.length < MIN_BYTES) return body
    const encoding = preferredEncoding(acceptEncoding)
    response.setHeader('vary', varyOnEncoding(response.getHeader('vary')))
    if (!encoding) return body
    const key = createHash('sha256').update(body).digest('base64')
    let version = memo.get(key)
    if (!version) {
      version = { bytes: 100 }
      memo.set(key, version)
    }
    let encoded = version[encoding]
    if (!encoded) {
      // A cached page is compressed once, so hard; a page rendered per request (no-store) cheaply.
      const once = !/no-store/i.test(String(response.getHeader('cache-control') ?? ''))
      encoded = encodeSync(body, encoding, once ? 'hard' : 'cheap')
      version[encoding] = encoded
      memo.grow(version, encoded.length)
    }
    response.setHeader('content-encoding', encoding)
    return request.method === 'HEAD' ? Buffer.alloc(0) : encoded
  }
}
