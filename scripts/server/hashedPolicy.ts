/**
 * The cacheable Content-Security-Policy of public pages (issue 19). A public page's HTML comes from
 * Next's cache, so it cannot carry a per-request nonce; its policy names the SHA-256 of each inline
 * script instead. Next's proxy (src/proxy.ts) never sees the rendered HTML, so this server does: a
 * response whose policy holds SCRIPT_HASHES_PLACEHOLDER is buffered, its inline scripts that are
 * ours are hashed (src/lib/security/scriptHashes.ts), and the placeholder is replaced.
 *
 * Computed once per cached version: the result (policy and compressed bodies) is memoised by a
 * hash of the policy template and the body, so a cache hit costs one SHA-256 over the page and a
 * map lookup. Document requests reach Next without Accept-Encoding (it would compress first) and are
 * compressed here, once per version as well. Responses without the placeholder (the admin and live
 * preview with their nonce, files, the API) pass through untouched.
 */
import { createHash } from 'node:crypto'
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import zlib from 'node:zlib'

import { pageScripts, policyWithHashes, SCRIPT_HASHES_PLACEHOLDER } from '../../src/lib/security/scriptHashes'

type Handler = (request: IncomingMessage, response: ServerResponse) => void

type Version = { policy: string; bytes: number; gzip?: Buffer; br?: Buffer }

/** Memoised versions, least recently used first, bounded by the bytes they hold. */
export class VersionMemo {
  private readonly entries = new Map<string, Version>()
  private bytes = 0
  constructor(private readonly maxBytes = 48 * 1024 * 1024) {}

  get(key: string): Version | undefined {
    const version = this.entries.get(key)
    if (version) {
      this.entries.delete(key)
      this.entries.set(key, version)
    }
    return version
  }

  set(key: string, version: Version): void {
    this.entries.set(key, version)
    this.bytes += version.bytes
    this.trim()
  }

  grow(version: Version, bytes: number): void {
    version.bytes += bytes
    this.bytes += bytes
    this.trim()
  }

  get size(): number {
    return this.entries.size
  }

  private trim(): void {
    for (const [key, version] of this.entries) {
      if (this.bytes <= this.maxBytes || this.entries.size <= 1) break
      this.entries.delete(key)
      this.bytes -= version.bytes
    }
  }
}

/** Paths that may be a page (not Next's files, the API or the admin: those keep Next's compression). */
function mayBePage(request: IncomingMessage): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  const path = request.url ?? '/'
  return !/^\/(?:_next\/|api(?:\/|$|\?)|admin(?:\/|$|\?))/.test(path)
}

export function withHashedPolicy(
  handler: Handler,
  {
    knownScripts,
    memo = new VersionMemo(),
    log = console.warn,
  }: { knownScripts: ReadonlySet<string>; memo?: VersionMemo; log?: (line: string) => void },
): Handler {
  const reported = new Set<string>()
  return (request, response) => {
    const acceptEncoding = String(request.headers['accept-encoding'] ?? '')
    // Pages are compressed here, once per version; Next would compress every response again.
    if (mayBePage(request)) delete request.headers['accept-encoding']
    interceptResponse(response, (body) => finish(request, response, decoded(response, body), acceptEncoding))
    handler(request, response)
  }

  function finish(request: IncomingMessage, response: ServerResponse, body: Buffer, acceptEncoding: string): Buffer {
    const template = String(response.getHeader('content-security-policy'))
    if (response.statusCode === 304) {
      // The browser keeps the policy it stored with the body this 304 confirms.
      response.removeHeader('content-security-policy')
      return body
    }
    if (body.length === 0) {
      response.setHeader('content-security-policy', policyWithHashes(template, []))
      return body
    }
    // RSC payloads of client-side navigations come this way too: no script to hash, compressed all the same.
    const html = /^text\/html\b/i.test(String(response.getHeader('content-type') ?? ''))
    const key = createHash('sha256').update(template).update('\0').update(body).digest('base64')
    let version = memo.get(key)
    if (!version) {
      const { hashes, unknown } = html ? pageScripts(body.toString('utf8'), knownScripts) : { hashes: [], unknown: [] }
      const policy = policyWithHashes(template, hashes)
      version = { policy, bytes: policy.length + 100 }
      memo.set(key, version)
      const path = (request.url ?? '/').split('?')[0]!
      if (unknown.length && !reported.has(path)) {
        reported.add(path)
        log(`[csp] ${unknown.length} inline script(s) of ${path} are not ours and stay blocked: ${JSON.stringify(unknown[0])}`)
      }
    }
    response.setHeader('content-security-policy', version.policy)
    const encoding = body.length < 1024 ? null : /\bbr\b/.test(acceptEncoding) ? 'br' : /\bgzip\b/.test(acceptEncoding) ? 'gzip' : null
    if (!encoding) return body
    let encoded = version[encoding]
    if (!encoded) {
      // A cached page is compressed once, so hard; a page rendered per request (no-store) cheaply.
      const once = !/no-store/i.test(String(response.getHeader('cache-control') ?? ''))
      encoded =
        encoding === 'br'
          ? zlib.brotliCompressSync(body, {
              params: { [zlib.constants.BROTLI_PARAM_QUALITY]: once ? 9 : 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
            })
          : zlib.gzipSync(body, { level: once ? 9 : 5 })
      version[encoding] = encoded
      memo.grow(version, encoded.length)
    }
    response.setHeader('content-encoding', encoding)
    const vary = String(response.getHeader('vary') ?? '')
    if (!/accept-encoding/i.test(vary)) response.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
    return request.method === 'HEAD' ? Buffer.alloc(0) : encoded
  }
}

/** A body Next compressed after all (a path that is no page of ours, such as /_next/… 404s), as sent to the browser. */
function decoded(response: ServerResponse, body: Buffer): Buffer {
  const encoding = String(response.getHeader('content-encoding') ?? '')
    .trim()
    .toLowerCase()
  if (!encoding || encoding === 'identity' || body.length === 0) return body
  response.removeHeader('content-encoding')
  if (encoding === 'gzip') return zlib.gunzipSync(body)
  if (encoding === 'br') return zlib.brotliDecompressSync(body)
  if (encoding === 'deflate') return zlib.inflateSync(body)
  throw new Error(`unknown content-encoding ${encoding}`)
}

/**
 * Holds back a response whose policy carries the placeholder until Next has written all of it, then
 * sends what `complete` makes of the body; any other response is written through as it comes.
 */
function interceptResponse(response: ServerResponse, complete: (body: Buffer) => Buffer): void {
  // The originals are called through these wrappers, never put back on the response: Next's own
  // compression wraps write/end again after us, and restoring ours would cut it out.
  const writeHead = response.writeHead
  const write = response.write
  const end = response.end
  let mode: 'undecided' | 'pass' | 'hold' = 'undecided'
  let flushing = false
  const chunks: Buffer[] = []

  const decide = () => {
    if (mode !== 'undecided') return
    const policy = response.getHeader('content-security-policy')
    mode = typeof policy === 'string' && policy.includes(SCRIPT_HASHES_PLACEHOLDER) ? 'hold' : 'pass'
  }
  const toBuffer = (chunk: unknown, encoding?: BufferEncoding) =>
    Buffer.isBuffer(chunk) ? chunk : typeof chunk === 'string' ? Buffer.from(chunk, encoding) : Buffer.from(chunk as Uint8Array)

  response.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    if (mode === 'pass' || flushing) return (writeHead as (...a: unknown[]) => ServerResponse).call(this, status, ...rest)
    this.statusCode = status
    if (typeof rest[0] === 'string') this.statusMessage = rest.shift() as string
    const headers = rest[0] as OutgoingHttpHeaders | unknown[] | undefined
    if (Array.isArray(headers)) {
      const flat = (headers as unknown[]).flat() as string[]
      for (let i = 0; i + 1 < flat.length; i += 2) this.setHeader(flat[i]!, flat[i + 1]!)
    } else if (headers) {
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) this.setHeader(name, value)
    }
    decide()
    return (mode as string) === 'pass' ? writeHead.call(this, this.statusCode) : this
  } as typeof response.writeHead

  response.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    decide()
    if (mode === 'pass' || flushing) return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest)
    const encoding = typeof rest[0] === 'string' ? (rest[0] as BufferEncoding) : undefined
    chunks.push(toBuffer(chunk, encoding))
    const callback = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined
    if (callback) process.nextTick(callback)
    return true
  } as typeof response.write

  response.end = function (this: ServerResponse, ...args: unknown[]) {
    decide()
    if (mode === 'pass' || flushing) return (end as (...a: unknown[]) => ServerResponse).apply(this, args)
    const callback = args.find((arg) => typeof arg === 'function') as (() => void) | undefined
    const chunk = args[0]
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') {
      chunks.push(toBuffer(chunk, typeof args[1] === 'string' ? (args[1] as BufferEncoding) : undefined))
    }
    flushing = true
    let body: Buffer
    try {
      body = complete(Buffer.concat(chunks))
    } catch (error) {
      // Never a page without its policy: the placeholder alone lets no inline script run.
      console.error(`[csp] could not hash a page: ${(error as Error).message}`)
      body = Buffer.concat(chunks)
    }
    this.removeHeader('transfer-encoding')
    if (this.statusCode !== 304 && this.statusCode !== 204 && this.req?.method !== 'HEAD') this.setHeader('content-length', body.length)
    return (end as (...a: unknown[]) => ServerResponse).call(this, body.length ? body : undefined, callback)
  } as typeof response.end
}
