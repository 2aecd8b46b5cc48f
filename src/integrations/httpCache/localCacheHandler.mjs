/**
 * Next's own page and data cache (in this process: next.config.mjs `isrFlushToDisk: false`), telling
 * each request the tags of the page it serves (./pageTags.mjs). next.config.mjs names this file as
 * `cacheHandler` when REDIS_URL is unset; the Redis handler is wrapped the same way.
 *
 * It also keeps optimised pictures (`/_next/image`, next.config.mjs `images.customCacheHandler`) in
 * memory, least recently used out first: Next's in-process cache refuses them, and with
 * `isrFlushToDisk` off Next would keep none, encoding each request again (an AVIF takes 100-300 ms).
 */
import FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'

import { withPageTags } from './pageTags.mjs'

const IMAGE = 'IMAGE'
/** Memory for optimised pictures: about 2,000 phone-sized AVIFs. */
const MAX_IMAGE_BYTES = 64 * 1024 * 1024
/** key -> { entry, bytes }; a Map keeps insertion order, so its first key is the least recently used. */
const images = new Map()
let imageBytes = 0

class LocalCacheHandler extends (FileSystemCache.default ?? FileSystemCache) {
  async get(key, ctx, ...rest) {
    if (ctx?.kind !== IMAGE) return super.get(key, ctx, ...rest)
    const kept = images.get(key)
    if (!kept) return null
    images.delete(key)
    images.set(key, kept)
    return kept.entry
  }

  async set(key, data, ctx, ...rest) {
    if (data?.kind !== IMAGE) return super.set(key, data, ctx, ...rest)
    const bytes = data.buffer?.length ?? 0
    if (bytes > MAX_IMAGE_BYTES / 8) return
    const previous = images.get(key)
    if (previous) {
      images.delete(key)
      imageBytes -= previous.bytes
    }
    while (imageBytes + bytes > MAX_IMAGE_BYTES && images.size) {
      const [oldest, kept] = images.entries().next().value
      images.delete(oldest)
      imageBytes -= kept.bytes
    }
    images.set(key, { entry: { value: data, lastModified: Date.now(), cacheControl: ctx?.cacheControl }, bytes })
    imageBytes += bytes
  }
}

export default withPageTags(LocalCacheHandler)
