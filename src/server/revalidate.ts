import { revalidateTag } from 'next/cache'
import type { Payload, PayloadRequest } from 'payload'

import { announceCacheExpiry, listenForCacheExpiries } from '@/integrations/postgres/cacheExpiryChannel'
import { afterCommit } from './afterCommit'
import { CACHE_EXPIRY_HEADER, CACHE_EXPIRY_PATH, cacheExpiryKey } from './cacheExpiryEndpoint'

/**
 * Expires cached reads once `req`'s change is committed (./afterCommit.ts), so the next request on
 * any instance renders the new data and no render can cache the old row under a fresh tag.
 * Inside a web request Next's revalidateTag does it. A change made outside one (a publish
 * scheduled for later, run by a job runner: the web server's own, whose timers live on in the
 * request that first started them, so revalidateTag there is queued on a long-finished request
 * and never carried out; or a separate worker, which has no page cache at all) would stay
 * invisible. So every expiry is also announced through PostgreSQL to every web server
 * (src/integrations/postgres/cacheExpiryChannel.ts), which expires the tags in a request of its
 * own (./cacheExpiryEndpoint.ts). Expiring a tag twice costs nothing.
 */
export async function expireTags(req: Pick<PayloadRequest, 'payload' | 'transactionID'> | undefined, ...tags: string[]): Promise<void> {
  if (!tags.length) return
  await afterCommit(req, async () => {
    try {
      for (const tag of tags) revalidateTag(tag, { expire: 0 })
    } catch {
      // not inside a web request: the announcement below reaches the web servers
    }
    if (req) await announceCacheExpiry(databaseOf(req.payload), tags)
  })
}

const databaseOf = (payload: Payload) =>
  (payload.db as unknown as { pool: { query: (text: string, values: unknown[]) => Promise<unknown> } }).pool

/** Where this web server answers itself (set by runtime/server/main.ts; absent in workers, scripts and `next dev`). */
export const SELF_URL = Symbol.for('realtors.selfUrl')
const selfUrl = () => (globalThis as { [SELF_URL]?: string })[SELF_URL]

/**
 * In a web server (onInit): the tags other processes, and this one's jobs, announce are expired by
 * a request to this server itself, where revalidateTag works as it does for an admin save.
 */
export function expireAnnouncedTags(payload: Payload): void {
  const origin = selfUrl()
  if (!origin || !process.env.DATABASE_URL) return
  const key = cacheExpiryKey(payload.secret)
  listenForCacheExpiries(process.env.DATABASE_URL, (tags) => {
    fetch(`${origin}/api${CACHE_EXPIRY_PATH}`, {
      method: 'POST',
      headers: { [CACHE_EXPIRY_HEADER]: key, 'Content-Type': 'application/json' },
      body: JSON.stringify({ tags }),
      signal: AbortSignal.timeout(5_000),
    })
      .then((response) => {
        if (response.status !== 204) console.error(`[cache] expiring announced tags answered ${response.status}`)
      })
      .catch((error: Error) => console.error(`[cache] expiring announced tags failed: ${error.message}`))
  })
}
