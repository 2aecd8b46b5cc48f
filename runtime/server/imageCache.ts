/**
 * Optimised pictures (`/_next/image`) kept in this process's memory (./responseMemory.ts). Next keeps
 * them only on disk (`isrFlushToDisk`, off in next.config.mjs so pages do not outlive a restart) or
 * in a `cacheHandler` that stores images; without either it encodes the picture again on every
 * request (an AVIF of a banner takes 100-300 ms of CPU on a 2-core machine, while the visitor's page
 * waits for it). A kept answer is replayed as Next sent it, so a browser cannot tell it from a fresh
 * one, apart from `X-Nextjs-Cache: HIT`.
 *
 * Only what a visitor without an account was given is kept: Next fetches the original with the
 * request's own cookies, so a signed-in agent's unpublished photo must never be stored for others.
 * The key is the host, the address and the format the browser accepts (Next picks AVIF, else WebP,
 * by the Accept header). An answer lives as long as its own max-age, an hour at most: the shared
 * caches in front and the browsers keep it as long.
 *
 * While a picture is being encoded, the same picture asked again waits for that answer instead of
 * encoding it a second time: after a deploy or a restart, a page's first visitors all ask for its
 * banner at once. One that is not kept (a 404, a private answer) lets each waiter ask Next itself.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import { countMemoryCache } from '../../src/integrations/observability/metrics'
import { keepAnswer, replay, ResponseMemory, sharedMaxAge, signedIn } from './responseMemory'

type Handler = (request: IncomingMessage, response: ServerResponse) => void

/** About 2,000 phone-sized AVIFs. */
export const IMAGE_CACHE_BYTES = 64 * 1024 * 1024
const MAX_AGE_S = 3600

export const imageMemory = (now?: () => number, maxBytes = IMAGE_CACHE_BYTES) => new ResponseMemory(maxBytes, MAX_AGE_S, now)

function isImageRequest(request: IncomingMessage): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && (request.url ?? '').startsWith('/_next/image?')
}

/** The format Next will choose for this Accept header (next.config.mjs `images.formats`: AVIF, then WebP). */
function formatOf(request: IncomingMessage): string {
  const accept = String(request.headers.accept ?? '')
  return accept.includes('image/avif') ? 'avif' : accept.includes('image/webp') ? 'webp' : 'original'
}

export function withImageCache(handler: Handler, memory = imageMemory()): Handler {
  /** The pictures being encoded now, by key: settled once that answer is kept, or refused, or its response closed. */
  const encoding = new Map<string, Promise<void>>()

  const answer = (request: IncomingMessage, response: ServerResponse, waited: boolean) => {
    const key = `${request.headers.host ?? ''} ${request.url} ${formatOf(request)}`
    const kept = memory.get(key)
    if (kept) {
      countMemoryCache('image', 'hit')
      return replay(request, response, kept, ['x-nextjs-cache', 'HIT'])
    }
    if (request.method !== 'GET' || signedIn(request)) {
      countMemoryCache('image', 'skip')
      return handler(request, response)
    }
    const inFlight = encoding.get(key)
    if (inFlight && !waited) return void inFlight.then(() => answer(request, response, true))
    countMemoryCache('image', 'miss')
    let done: (() => void) | undefined
    if (!inFlight) {
      // A held answer settles it as soon as it is complete here; any other (a 404 written through) when it is sent.
      const settled = new Promise<void>((resolve) => {
        done = resolve
        response.once('close', resolve)
      })
      encoding.set(key, settled)
      void settled.then(() => encoding.delete(key))
    }
    keepAnswer(response, memory, key, {
      keepable: () => /^image\//.test(String(response.getHeader('content-type') ?? '')) && !response.getHeader('content-encoding'),
      maxAge: () => sharedMaxAge(response.getHeader('cache-control')),
      done,
      label: 'image cache',
    })
    handler(request, response)
  }

  return (request, response) => (isImageRequest(request) ? answer(request, response, false) : handler(request, response))
}
