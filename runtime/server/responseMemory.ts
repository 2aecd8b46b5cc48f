/**
 * Answers kept in this process's memory exactly as the handler sent them (status 200, headers and
 * bytes) and replayed, least recently used out first, each for a bounded time. Used for optimised
 * pictures (./imageCache.ts), visitors' API reads (./apiReadCache.ts) and Next's build files
 * (./staticFileMemory.ts): only what a visitor without an account was given is ever kept, so a kept
 * answer is right for anybody.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

import { interceptResponse } from './responseInterceptor'
import { VersionMemo } from './versionMemo'

export type Kept = { headers: OutgoingHttpHeaders; body: Buffer; etag: string | undefined; expiresAt: number; bytes: number }

/** Headers of the connection, not of the answer: written anew each time. */
const NOT_KEPT = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'date'])

/** The project's byte-bounded LRU (./versionMemo.ts), with a lifetime per answer. */
export class ResponseMemory {
  private readonly entries: VersionMemo<Kept>

  constructor(
    private readonly maxBytes: number,
    /** The longest an answer is kept, whatever its own max-age. */
    private readonly maxAgeS: number,
    private readonly now: () => number = Date.now,
  ) {
    this.entries = new VersionMemo<Kept>(maxBytes)
  }

  get(key: string): Kept | undefined {
    const kept = this.entries.get(key)
    if (kept && kept.expiresAt <= this.now()) {
      this.entries.delete(key)
      return undefined
    }
    return kept
  }

  /**
   * An answer over a sixteenth of the memory is not kept: it would push out too many others. Its key and
   * headers count with its body: the client chooses the address, the host and the origin.
   */
  set(key: string, headers: OutgoingHttpHeaders, body: Buffer, maxAgeS: number): void {
    const bytes = body.length + key.length + JSON.stringify(headers).length
    if (bytes > this.maxBytes / 16 || maxAgeS <= 0) return
    const etag = typeof headers.etag === 'string' ? headers.etag : undefined
    this.entries.set(key, { headers, body, etag, bytes, expiresAt: this.now() + Math.min(maxAgeS, this.maxAgeS) * 1000 })
  }

  clear(): void {
    this.entries.clear()
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.entries.heldBytes }
  }
}

/** A request that may carry a session: Payload's cookie or an Authorization header. */
export function signedIn(request: IncomingMessage): boolean {
  return Boolean(request.headers.authorization) || /(?:^|;\s*)payload-token=/.test(String(request.headers.cookie ?? ''))
}

/** The seconds a shared cache may keep the answer, by its Cache-Control: 0 when it must not. */
export function sharedMaxAge(cacheControl: unknown): number {
  const value = String(cacheControl ?? '')
  if (!/\bpublic\b/i.test(value) || /\b(?:private|no-store|no-cache)\b/i.test(value)) return 0
  const age = /\b(?:s-maxage|max-age)=(\d+)/i.exec(value)
  return age ? Number(age[1]) : 0
}

/** Sends a kept answer, marked with `marker` (a header name and its value) if given; 304 when the browser has it. */
export function replay(request: IncomingMessage, response: ServerResponse, kept: Kept, marker?: [string, string]): void {
  for (const [name, value] of Object.entries(kept.headers)) if (value !== undefined) response.setHeader(name, value)
  if (marker) response.setHeader(marker[0], marker[1])
  if (kept.etag && request.headers['if-none-match'] === kept.etag) {
    response.statusCode = 304
    response.end()
    return
  }
  response.statusCode = 200
  response.setHeader('content-length', kept.body.length)
  response.end(request.method === 'HEAD' ? undefined : kept.body)
}

/**
 * The headers of the answer `response` is about to get that belong to the answer itself: not those of
 * the connection, nor those in `ownedByRequest` (set for this request alone by the layers around).
 */
export function answerHeaders(response: ServerResponse, ownedByRequest: Set<string>): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {}
  for (const [name, value] of Object.entries(response.getHeaders())) {
    if (!NOT_KEPT.has(name) && !ownedByRequest.has(name)) headers[name] = value
  }
  return headers
}

/**
 * Keeps the answer `response` is about to get under `key` when it is a 200 that `keepable` accepts
 * (asked once its headers are set), for `maxAge()` seconds; `stillCurrent()` is asked at its end
 * (false: something changed while it was made, so it is sent but not kept). `done()` is told when a
 * held answer is complete here, kept or not, before it is sent: how fast the client reads it does
 * not matter to anybody waiting for it.
 */
export function keepAnswer(
  response: ServerResponse,
  memory: ResponseMemory,
  key: string,
  options: { keepable: () => boolean; maxAge: () => number; stillCurrent?: () => boolean; done?: () => void; label: string },
): void {
  // Set by the layers around this one for this request alone (its X-Request-Id): they set them again on a replay.
  const ownedByRequest = new Set(response.getHeaderNames())
  interceptResponse(
    response,
    () => (response.statusCode === 200 && !response.getHeader('set-cookie') && options.keepable() ? 'hold' : 'pass'),
    (body) => {
      if (options.stillCurrent?.() !== false) memory.set(key, answerHeaders(response, ownedByRequest), body, options.maxAge())
      options.done?.()
      return body
    },
    options.label,
  )
}
