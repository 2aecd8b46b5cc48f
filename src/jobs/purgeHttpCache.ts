/**
 * The purge of the shared HTTP caches in front (Varnish, Cloudflare, Fastly: src/integrations/httpCache/).
 *
 * Every tag expiry this web server's page cache carries out (a save, a publish, a delete, a
 * scheduled publish announced by a job runner, a market report) is followed by a purge of the same
 * tags as keys, tried at once, after the page cache itself is expired (the cache in front would
 * otherwise fetch the old page again). A purge that fails is queued here and retried with the
 * deliveries' backoff: a save never waits for it and never fails because of it. Until the retry
 * lands, a page is at most PURGED_CACHE_MAX_AGE_SECONDS old.
 */
import type { Payload, TaskConfig } from 'payload'
import { z } from 'zod'

import { purgeKeys } from '@/integrations/httpCache/purge'
import { httpCacheTargets } from '@/integrations/httpCache/settings'
import { surrogateKeysOf } from '@/lib/cache/sharedCache'
import { deliveryRetries } from './retryPolicy'

const keysInput = z.array(z.string().min(1).max(1024)).max(1000)

export const purgeHttpCache: TaskConfig<'purgeHttpCache'> = {
  slug: 'purgeHttpCache',
  inputSchema: [{ name: 'keys', type: 'json', required: true }],
  retries: deliveryRetries,
  handler: async ({ input }) => {
    await purgeKeys(httpCacheTargets(), keysInput.parse(input.keys))
    return { output: {} }
  },
}

/**
 * Purges the keys of `tags` (expired in this process's page cache just now); on failure queues the
 * purge for the job runners. Expiries of one moment are gathered into one purge.
 */
export function purgeExpiredTags(payload: Payload): (tags: string[]) => void {
  // A wrong setting stops the server at start, with what to set, rather than at the first edit.
  httpCacheTargets()
  let pending = new Set<string>()
  return (tags) => {
    if (httpCacheTargets().length === 0) return
    const first = pending.size === 0
    for (const key of surrogateKeysOf(tags)) pending.add(key)
    if (!first || pending.size === 0) return
    setImmediate(() => {
      const keys = [...pending]
      pending = new Set()
      purgeKeys(httpCacheTargets(), keys).catch(async (error: Error) => {
        payload.logger.warn({ keys: keys.length }, `[http-cache] ${error.message}; retried by the jobs queue`)
        await payload.jobs.queue({ task: 'purgeHttpCache', input: { keys } }).catch((queueError: Error) => {
          payload.logger.error(`[http-cache] purge not queued either: ${queueError.message}`)
        })
      })
    })
  }
}
