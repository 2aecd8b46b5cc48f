/**
 * The cache tags of the page a request is answered with, for the shared HTTP cache's purge keys
 * (Surrogate-Key, Cache-Tag: ../../lib/cache/surrogateKeys.ts). Next keeps a page's tags (those of
 * every cached read during its render) in its page cache entry, and sends them to nobody outside
 * its own hosting platform. So Next's cache handler is wrapped: every page entry it reads or writes
 * hands its tags to the request being served, which the production server
 * (runtime/server/sharedCacheHeaders.ts) runs inside `collectPageTags`.
 *
 * The same wrapper reports every tag expiry Next carries out to the listeners of `onTagsExpired` (the
 * purge of the shared cache, ./purge.ts, and the server's memory of visitors' API reads,
 * runtime/server/apiReadCache.ts): only then is the page cache itself expired, so a purge made
 * earlier could let the cache in front fetch the old page again.
 *
 * Plain JavaScript loaded by Next as is (like ../redis/cacheHandler.mjs), and by our bundled
 * server: the request's store lives on globalThis so both copies of this file share it.
 */
import { AsyncLocalStorage } from 'node:async_hooks'

const STORE = Symbol.for('realtors.pageTags')
/** @type {AsyncLocalStorage<{ tags: string[] | undefined }>} */
const storage = (globalThis[STORE] ??= new AsyncLocalStorage())

const TAGS_HEADER = 'x-next-cache-tags'
const EXPIRED = Symbol.for('realtors.tagsExpired')

/**
 * `listener(tags)` is called after each tag expiry of this process's page cache. One listener per
 * `name`: registering a name again (Payload's onInit after a reload) replaces it.
 */
export function onTagsExpired(name, listener) {
  /** @type {Map<string, (tags: string[]) => void>} */
  const listeners = (globalThis[EXPIRED] ??= new Map())
  listeners.set(name, listener)
}

/** Runs `serve` with a place for the page tags its response is made from. */
export function collectPageTags(serve) {
  return storage.run({ tags: undefined }, serve)
}

/** The tags met so far by the request in progress; undefined when it read or wrote no page entry. */
export function pageTagsOfRequest() {
  return storage.getStore()?.tags
}

function note(value) {
  const store = storage.getStore()
  if (!store || !value || (value.kind !== 'APP_PAGE' && value.kind !== 'APP_ROUTE')) return
  const header = value.headers?.[TAGS_HEADER]
  store.tags = typeof header === 'string' ? header.split(',').filter(Boolean) : []
}

/** Next's cache handler class `Handler`, telling the request in progress the tags of each page entry it serves. */
export function withPageTags(Handler) {
  return class PageTagsHandler extends Handler {
    async get(...args) {
      const entry = await super.get(...args)
      note(entry?.value)
      return entry
    }

    async set(key, data, ...rest) {
      note(data)
      return super.set(key, data, ...rest)
    }

    async revalidateTag(tags, ...rest) {
      try {
        return await super.revalidateTag(tags, ...rest)
      } finally {
        // Told even when the page cache could not expire them (Redis away): what the listeners keep is theirs to drop.
        const expired = typeof tags === 'string' ? [tags] : [...tags]
        for (const [name, listener] of globalThis[EXPIRED] ?? []) {
          try {
            listener(expired)
          } catch (error) {
            console.error(`[http-cache] tag expiry listener ${name} failed: ${error.message}`)
          }
        }
      }
    }
  }
}
