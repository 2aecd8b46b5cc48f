/**
 * Holds back a response until its handler has written all of it, when `decide` says so, then sends
 * what `complete` makes of the body; any other response is written through as it comes. `decide` is
 * asked when the headers are set ('headers'), at the first body chunk ('write') and at the end
 * ('end'), until it answers 'hold' or 'pass'.
 */
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http'
import zlib from 'node:zlib'

export type Phase = 'headers' | 'write' | 'end'
export type Decision = 'hold' | 'pass' | 'undecided'

export function interceptResponse(
  response: ServerResponse,
  decide: (phase: Phase) => Decision,
  complete: (body: Buffer) => Buffer,
  label: string,
): void {
  // The originals are called through these wrappers, never put back on the response: Next's own
  // compression wraps write/end again after us, and restoring ours would cut it out.
  const writeHead = response.writeHead
  const write = response.write
  const end = response.end
  let mode: Decision = 'undecided'
  let flushing = false
  const chunks: Buffer[] = []

  const decideAt = (phase: Phase) => {
    if (mode === 'undecided') mode = decide(phase)
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
    decideAt('headers')
    return (mode as Decision) === 'pass' ? writeHead.call(this, this.statusCode) : this
  } as typeof response.writeHead

  response.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    decideAt('write')
    if (mode === 'pass' || flushing) return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest)
    const encoding = typeof rest[0] === 'string' ? (rest[0] as BufferEncoding) : undefined
    chunks.push(toBuffer(chunk, encoding))
    const callback = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined
    if (callback) process.nextTick(callback)
    return true
  } as typeof response.write

  response.end = function (this: ServerResponse, ...args: unknown[]) {
    decideAt('end')
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
      console.error(`[${label}] could not finish a response: ${(error as Error).message}`)
      body = Buffer.concat(chunks)
    }
    this.removeHeader('transfer-encoding')
    if (this.statusCode !== 304 && this.statusCode !== 204 && this.req?.method !== 'HEAD') this.setHeader('content-length', body.length)
    return (end as (...a: unknown[]) => ServerResponse).call(this, body.length ? body : undefined, callback)
  } as typeof response.end
}

/** A body Next compressed after all (a path that is no page of ours, such as /_next/… 404s), as sent to the browser. */
export function decodedBody(response: ServerResponse, body: Buffer): Buffer {
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
