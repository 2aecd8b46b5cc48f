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

const COMMAND_TIMEOUT_MS = Number(process.env.REDIS_COMMAND_TIMEOUT_MS ?? 500)
const CONNECT_TIMEOUT_MS = 1000
// An entry without its own revalidate time (realtor lookups, globals) is read again
// after a day at most; expired keys of an old build are gone two days after a deploy.
const DEFAULT_STALE_SECONDS = 24 * 60 * 60

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
    url: process.env.REDIS_URL,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      // Retry quickly and forever: freshness is back within a second of Redis being back.
      reconnectStrategy: (retries) => Math.min(50 * 2 ** retries, 500),
    },
  })

  // usable: connected and, after an outage, this build's entries cleared.
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
  // Clears this build's entries until no expiry was missed meanwhile, then serves from Redis again.
  let recovering = false
  const recover = async () => {
    if (recovering) return
    recovering = true
    usable = false
    try {
      let deleted = 0
      while (missedExpiries && client.isReady) {
        missedExpiries = false
        deleted += await withDeadline(clearPrefix(client, keyPrefix), 30_000, 'clearing')
      }
      usable = client.isReady && !missedExpiries
      if (usable && deleted > 0) console.log(`[cache] shared cache back: ${deleted} entries of this build cleared (expiries may have been missed)`)
    } catch (error) {
      down(error.message)
    } finally {
      recovering = false
    }
  }
  client.on('ready', () => {
    loggedDown = false
    if (missedExpiries) void recover()
    else usable = true
  })
  // Not awaited: the server starts (and serves) without Redis; the client keeps retrying.
  client.connect().catch((error) => down(error.message))

  const redis = createRedisHandler({ client, keyPrefix, timeoutMs: COMMAND_TIMEOUT_MS })
  const guarded = {
    name: 'redis-shared',
    async get(key, meta) {
      if (!usable) return null
      return withDeadline(redis.get(key, meta), COMMAND_TIMEOUT_MS, 'read')
    },
    async set(key, value, ctx) {
      if (!usable) return
      await withDeadline(redis.set(key, value, ctx), COMMAND_TIMEOUT_MS, 'write')
    },
    async revalidateTag(tag) {
      if (!usable) {
        // Deleted on reconnect instead (see above).
        missedExpiries = true
        return
      }
      try {
        await withDeadline(redis.revalidateTag(tag), COMMAND_TIMEOUT_MS * 4, 'expiry')
      } catch (error) {
        // Connected but the expiry failed: drop this build's entries rather than keep a stale one.
        missedExpiries = true
        void recover()
        throw error
      }
    },
    async delete(key) {
      if (!usable) return
      await withDeadline(redis.delete(key), COMMAND_TIMEOUT_MS, 'delete')
    },
  }
  return {
    handlers: [guarded],
    ttl: { defaultStaleAge: DEFAULT_STALE_SECONDS, estimateExpireAge: (staleAge) => staleAge * 2 },
  }
})

export default CacheHandler
