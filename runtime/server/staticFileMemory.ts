/**
 * Next's build files (`/_next/static/…`: scripts, styles and fonts, named by their content, so never
 * changed) kept compressed in this process's memory (./responseMemory.ts). Next compresses each one
 * again on every request: about 40 ms of CPU for the scripts of one public page, taken from the cores
 * that render the pages, at the moment a visitor's phone is waiting for them.
 *
 * The first request for a file is answered from Next's file, compressed here as cheaply as Next would
 * (brotli 4 or gzip 5). Meanwhile the file is compressed once, hard (brotli 11 and gzip 9, about 15 %
 * smaller than Next's gzip), off the event loop and one file at a time, so that the first visits after
 * a start (the admin's scripts are megabytes) take at most one core for it; every later request is
 * answered from memory, with no CPU. A request for a range, without an encoding the memory keeps, or
 * answered other than 200 (a 304, a 404) goes to Next as before.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

import { countMemoryCache } from '../../src/integrations/observability/metrics'
import { type BodyEncoding, encode, encodeSync, preferredEncoding, varyOnEncoding } from './bodyEncoding'
import { interceptResponse } from './responseInterceptor'
import { answerHeaders, replay, ResponseMemory, sharedMaxAge } from './responseMemory'

type Handler = (request: IncomingMessage, response: ServerResponse) => void

/** Every public page's files several times over (all of .next/static is about 1.2 MB once compressed). */
export const STATIC_MEMORY_BYTES = 32 * 1024 * 1024
/** Files never change, but a day bounds what a deployment that is gone can hold. */
const MAX_AGE_S = 24 * 3600
/** Smaller files are sent as they are: compressing them saves less than it costs. */
const MIN_BYTES = 1024
/**
 * A build file's path: its name is Next's, so only these characters, and no `..` or `//` (each spelling
 * of one file would be a key and a compression of its own). The query is not part of it: Next serves
 * the same file whatever it says (`?dpl=`), and a client could otherwise make endless keys of one file.
 */
const BUILD_FILE_PATH = /^\/_next\/static\/(?!.*(?:\.\.|\/\/))[\w.~@+-][\w.~@+/-]*$/

/** The build file a request asks for, by its path, when the memory may answer it; else null. */
function buildFileOf(request: IncomingMessage): string | null {
  const url = request.url ?? ''
  if (!url.startsWith('/_next/static/') || (request.method !== 'GET' && request.method !== 'HEAD') || request.headers.range) return null
  const path = url.split('?', 1)[0]!
  return BUILD_FILE_PATH.test(path) ? path : null
}

function encodedHeaders(headers: OutgoingHttpHeaders, encoding: BodyEncoding | null): OutgoingHttpHeaders {
  const result: OutgoingHttpHeaders = { ...headers, vary: varyOnEncoding(headers.vary) }
  // A compressed body is not the file whose byte ranges Next offers.
  delete result['accept-ranges']
  delete result['content-encoding']
  if (encoding) result['content-encoding'] = encoding
  return result
}

export function staticFileMemory(memory = new ResponseMemory(STATIC_MEMORY_BYTES, MAX_AGE_S)) {
  /** Files waiting for or in their hard compression, by address: each once. */
  const compressing = new Map<string, Promise<void>>()
  /** The hard compressions, one after the other. */
  let queue = Promise.resolve()

  function keepCompressed(url: string, headers: OutgoingHttpHeaders, body: Buffer, maxAgeS: number): void {
    if (compressing.has(url)) return
    const compress = async () => {
      if (body.length < MIN_BYTES) {
        for (const encoding of ['br', 'gzip'] as const) memory.set(`${url} ${encoding}`, encodedHeaders(headers, null), body, maxAgeS)
        return
      }
      for (const encoding of ['br', 'gzip'] as const) {
        memory.set(`${url} ${encoding}`, encodedHeaders(headers, encoding), await encode(body, encoding, 'best'), maxAgeS)
      }
    }
    queue = queue
      .then(compress)
      .catch((error: Error) => console.error(`[static files] could not compress ${url}: ${error.message}`))
      .finally(() => compressing.delete(url))
    compressing.set(url, queue)
  }

  function handler(next: Handler): Handler {
    return (request, response) => {
      const url = buildFileOf(request)
      const encoding = url ? preferredEncoding(request.headers['accept-encoding']) : null
      if (!url || !encoding) return next(request, response)
      const kept = memory.get(`${url} ${encoding}`)
      if (kept) {
        countMemoryCache('static', 'hit')
        return replay(request, response, kept)
      }
      countMemoryCache('static', 'miss')
      // Next sends the file as it is; this layer compresses it.
      delete request.headers['accept-encoding']
      const ownedByRequest = new Set(response.getHeaderNames())
      interceptResponse(
        response,
        () => (response.statusCode === 200 && !response.getHeader('content-encoding') ? 'hold' : 'pass'),
        (body) => {
          const headers = answerHeaders(response, ownedByRequest)
          const maxAgeS = sharedMaxAge(response.getHeader('cache-control'))
          if (request.method === 'GET' && maxAgeS > 0) keepCompressed(url, headers, body, maxAgeS)
          if (body.length < MIN_BYTES) return body
          const quick = encodeSync(body, encoding, 'cheap')
          for (const [name, value] of Object.entries(encodedHeaders(headers, encoding)))
            if (value !== undefined) response.setHeader(name, value)
          response.removeHeader('accept-ranges')
          return request.method === 'HEAD' ? Buffer.alloc(0) : quick
        },
        'static files',
      )
      next(request, response)
    }
  }

  return {
    handler,
    /** Settles once every hard compression started so far is kept (tests wait on it instead of on time). */
    settled: async () => {
      await Promise.all([...compressing.values()])
    },
  }
}
