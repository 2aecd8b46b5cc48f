/**
 * Next's data cache in Redis (REDIS_URL), shared by every instance: a tag expired on
 * one is expired on all, an entry cached by one is reused by all. next.config.mjs
 * names this file as `cacheHandler` only when REDIS_URL is set; Node imports it as
 * is at run time (not bundled), hence plain JavaScript.
 *
 * Built on @fortedigital/nextjs-cache-handler's `redis-strings` handler (maintained,
 * made for Next 16, takes node-redis as the client) with three additions:
 * - keys are prefixed per build (`realtors:{BUILD_ID}:`), so an old and a new
 *   deployment side by side never read each other's entries;
 * - Redis away never fails or slows a page: every command has a short deadline and
 *   nothing is queued while disconnected, so a read is a miss (rendered from
 *   PostgreSQL) and a write or an expiry is skipped;
 * - when Redis comes back after being unreachable, this build's entries are deleted
 *   before any is read again: an expiry skipped during the outage (here or on
 *   another instance) would otherwise leave a stale page in Redis for good. Every
 *   instance that saw the outage does this; one is enough, more cost nothing but a
 *   colder cache.
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { createClient } from 'redis'

import { withPageTags } from '../httpCache/pageTags.mjs'
import { redisSettings } from './settings.mjs'

const COMMAND_TIMEOUT_MS = redisSettings()?.commandTimeoutMs ?? 500
// An expiry scans the build's tag index (@fortedigital's redis-strings): longer with many entries.
const EXPIRY_TIMEOUT_MS = 5000
const CONNECT_TIMEOUT_MS = 1000
const REPEAT_EXPIRY_AFTER_MS = [250, 900]
// An entry without its own revalidate time (realtor lookups, globals) is read again
// after a day at most; expired keys of an old build are gone two days after a deploy.
const DEFAULT_STALE_SECONDS = 24 * 60 * 60

/**
 * Counts a read in the process's metrics (src/integrations/observability/metrics.ts, shared on
 * globalThis because this file is loaded by Next apart from our bundles); nothing when absent.
 */
function countRead(result) {
  globalThis[Symbol.for('realtors.metrics')]?.sharedCacheReads.inc({ result })
}

/** Rejects after `ms`: a hung Redis must not hang a request. */
function withDeadline(promise, ms, what) {
  let timer
  const deadline = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis ${what} took over ${ms} ms`)), ms)
  })
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer))
}

/** Deletes every key of this build (SCAN + UNLINK in batches: never blocks Redis). */
async function clearPrefix(client, keyPrefix) {
  let deleted = 0
  for await (const batch of client.scanIterator({ MATCH: `${keyPrefix}*`, COUNT: 1000 })) {
    const keys = Array.isArray(batch) ? batch : [batch]
    if (keys.length > 0) deleted += await client.unlink(keys)
  }
  return deleted
}

CacheHandler.onCreation(async ({ buildId }) => {
  const keyPrefix = `realtors:${(buildId ?? 'unknown').trim()}:`
  const client = createClient({
    url: redisSettings()?.url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      // Retry quickly and forever: freshness is back within a second of Redis being back.
      reconnectStrategy: (retries) => Math.min(50 * 2 ** retries, 500),
    },
  })

  // usable: connected, answering, and (after any trouble) this build's entries cleared.
  let usable = false
  let missedExpiries = false
  let loggedDown = false
  const down = (reason) => {
    usable = false
    missedExpiries = true
    if (!loggedDown) console.warn(`[cache] Redis unreachable (${reason}): pages are rendered without the shared cache until it is back`)
    loggedDown = true
  }
  client.on('error', (error) => down(error.message))
  client.on('end', () => down('connection closed'))

  // Back to the shared cache once Redis answers: this build's entries are cleared first,
  // again while an expiry was missed meanwhile.
  let recovering = false
  const recover = async () => {
    if (recovering || !client.isReady) return
    recovering = true
    let clearing = false
    try {
      await withDeadline(client.ping(), COMMAND_TIMEOUT_MS, 'ping')
      let deleted = 0
      while (missedExpiries) {
        missedExpiries = false
        clearing = true
        deleted += await withDeadline(clearPrefix(client, keyPrefix), 30_000, 'clearing')
        clearing = false
      }
      usable = client.isReady && !missedExpiries
      if (usable) {
        loggedDown = false
        console.log(
          `[cache] shared cache in use${deleted > 0 ? ` again: ${deleted} entries of this build cleared (expiries may have been missed)` : ''}`,
        )
      }
    } catch {
      // Still not answering: the next probe tries again (and clears, if that was cut short).
      usable = false
      if (clearing) missedExpiries = true
    } finally {
      recovering = false
    }
  }
  client.on('ready', () => void recover())
  // A Redis that hangs (paused, overloaded) keeps the connection open: probe it rather than wait for 'ready'.
  setInterval(() => {
    if (!usable) void recover()
  }, 250).unref()
  // Not awaited: the server starts (and serves) without Redis; the client keeps retrying.
  client.connect().catch((error) => down(error.message))

  /**
   * A failed command: stop using Redis until a probe answers. Only a failed expiry (or a
   * lost connection, above) clears the build's entries then; a slow read or write misses
   * nothing another instance relies on.
   */
  const guard = async (operation, what) => {
    try {
      return await withDeadline(operation(), what === 'expiry' ? EXPIRY_TIMEOUT_MS : COMMAND_TIMEOUT_MS, what)
    } catch (error) {
      if (what === 'expiry') missedExpiries = true
      usable = false
      if (!loggedDown) console.warn(`[cache] Redis ${what} failed (${error.message}): rendering without the shared cache until it answers`)
      loggedDown = true
      throw error
    }
  }

  const redis = createRedisHandler({ client, keyPrefix, timeoutMs: EXPIRY_TIMEOUT_MS })
  const guarded = {
    name: 'redis-shared',
    async get(key, meta) {
      if (!usable) {
        countRead('unavailable')
        return null
      }
      try {
        const entry = await guard(() => redis.get(key, meta), 'read')
        countRead(entry ? 'hit' : 'miss')
        return entry
      } catch (error) {
        countRead('error')
        throw error
      }
    },
    async set(key, value, ctx) {
      if (!usable) return
      await guard(() => redis.set(key, value, ctx), 'write')
    },
    async revalidateTag(tag) {
      // Unusable: skipped, and this build's entries are cleared when Redis answers again.
      if (!usable) {
        missedExpiries = true
        return
      }
      await guard(() => redis.revalidateTag(tag), 'expiry')
      // A render that read PostgreSQL just before the save committed can store its (old) page
      // after this expiry: expire again once such renders are done, so it cannot stay.
      for (const delay of REPEAT_EXPIRY_AFTER_MS) {
        setTimeout(() => {
          if (usable) guard(() => redis.revalidateTag(tag), 'expiry').catch(() => {})
        }, delay).unref()
      }
    },
    async delete(key) {
      if (!usable) return
      await guard(() => redis.delete(key), 'delete')
    },
  }
  return {
    handlers: [guarded],
    ttl: { defaultStaleAge: DEFAULT_STALE_SECONDS, estimateExpireAge: (staleAge) => staleAge * 2 },
  }
})

// Each request learns its page's cache tags, for the shared HTTP cache's purge keys.
export default withPageTags(CacheHandler)
