/**
 * Visitors' reads of agents and listings over the REST API (`GET /api/realtors?where[desiredUrl]...`,
 * `/api/realtors/7`, the same for listings: the public read of an agent that other systems make),
 * kept in this process's memory (./responseMemory.ts) until anything public changes. An uncached
 * read costs 6-9 ms of CPU, most of it Payload building the agent's wide SQL (its arrays, locales and
 * relations); a kept one is sent from memory before Next.
 *
 * Fresh by construction: every tag expiry this process's page cache carries out (any publish,
 * unpublish, delete or picture change on any instance reaches every web server:
 * src/server/revalidate.ts) forgets all kept reads, and a read made while a change was expired is
 * sent but not kept. A minute is the longest a read is kept in any case. Only reads without a
 * session are kept (an agent or staff member sees drafts and private fields), only 200s, and only
 * collection reads and reads by id: custom endpoints (`/api/realtors/7/export`) always reach Payload.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import { countMemoryCache } from '../../src/integrations/observability/metrics'
import { keepAnswer, replay, ResponseMemory, signedIn } from './responseMemory'

type Handler = (request: IncomingMessage, response: ServerResponse) => void

const READS = /^\/api\/(?:realtors|listings)(?:\/\d+)?(?:\?|$)/
export const API_READ_BYTES = 16 * 1024 * 1024
const MAX_AGE_S = 60

export type ApiReadCache = { handler: (next: Handler) => Handler; forget: () => void; memory: ResponseMemory }

/** The first language the request names (Payload answers its messages in it), the rest ignored. */
const languageOf = (request: IncomingMessage) =>
  /^\s*([a-z]{2,3})/i.exec(String(request.headers['accept-language'] ?? ''))?.[1]?.toLowerCase() ?? ''

export function apiReadCache(now?: () => number, maxBytes = API_READ_BYTES): ApiReadCache {
  const memory = new ResponseMemory(maxBytes, MAX_AGE_S, now)
  let generation = 0
  return {
    memory,
    forget() {
      generation++
      memory.clear()
    },
    handler: (next) => (request, response) => {
      if ((request.method !== 'GET' && request.method !== 'HEAD') || !READS.test(request.url ?? '')) return next(request, response)
      const encoding = String(request.headers['accept-encoding'] ?? '')
        .replace(/\s+/g, '')
        .toLowerCase()
      // The Origin too: Payload answers a browser's cross-origin read with that origin's CORS headers.
      const key = `${request.headers.host ?? ''} ${request.url} ${encoding} ${languageOf(request)} ${request.headers.origin ?? ''}`
      if (signedIn(request)) {
        countMemoryCache('api', 'skip')
        return next(request, response)
      }
      const kept = memory.get(key)
      if (kept) {
        countMemoryCache('api', 'hit')
        return replay(request, response, kept, ['x-api-cache', 'HIT'])
      }
      if (request.method !== 'GET') return next(request, response)
      countMemoryCache('api', 'miss')
      const startedIn = generation
      keepAnswer(response, memory, key, {
        keepable: () => /^application\/json/.test(String(response.getHeader('content-type') ?? '')),
        maxAge: () => MAX_AGE_S,
        stillCurrent: () => startedIn === generation,
        label: 'api read cache',
      })
      next(request, response)
    },
  }
}
