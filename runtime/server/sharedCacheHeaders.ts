/**
 * Headers for a shared HTTP cache in front (Varnish, a CDN): each answer is served while Next's
 * cache handler notes the tags of the page it came from (src/integrations/httpCache/pageTags.mjs),
 * and, when its headers are about to be sent, gets what src/lib/cache/sharedCache.ts decides: public
 * with purge keys, or private. Nothing in the body changes; the Content-Security-Policy set on the
 * same answer (./cspHashes.ts) is cached with it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import { collectPageTags, pageTagsOfRequest } from '../../src/integrations/httpCache/pageTags.mjs'
import { sharedCacheHeaders } from '../../src/lib/cache/sharedCache'
import { interceptResponse } from './responseInterceptor'

type Handler = (request: IncomingMessage, response: ServerResponse) => void

export function withSharedCacheHeaders(handler: Handler): Handler {
  return (request, response) => {
    interceptResponse(
      response,
      () => {
        applyHeaders(request, response)
        return 'pass'
      },
      (body) => body,
      'shared-cache',
    )
    collectPageTags(() => handler(request, response))
  }
}

function applyHeaders(request: IncomingMessage, response: ServerResponse): void {
  const cacheControl = response.getHeader('cache-control')
  const location = response.getHeader('location')
  const headers = sharedCacheHeaders({
    method: request.method ?? 'GET',
    path: (request.url ?? '/').split('?')[0]!,
    status: response.statusCode,
    cacheControl: cacheControl === undefined ? undefined : String(cacheControl),
    location: location === undefined ? undefined : String(location),
    pageTags: pageTagsOfRequest(),
  })
  for (const [name, value] of Object.entries(headers)) {
    if (value === null) response.removeHeader(name)
    else if (name === 'Vary') response.setHeader(name, joinedVary(response.getHeader('vary'), value))
    else response.setHeader(name, value)
  }
}

/** Next's own Vary (rsc, Accept-Encoding…) kept, ours added once. */
function joinedVary(existing: ReturnType<ServerResponse['getHeader']>, added: string): string {
  const names = [String(existing ?? ''), added].flatMap((list) =>
    list
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  )
  const seen = new Set<string>()
  return names.filter((name) => !seen.has(name.toLowerCase()) && seen.add(name.toLowerCase())).join(', ')
}
