/**
 * Next's own page and data cache (in this process: next.config.mjs `isrFlushToDisk: false`), telling
 * each request the tags of the page it serves (./pageTags.mjs). next.config.mjs names this file as
 * `cacheHandler` when REDIS_URL is unset; the Redis handler is wrapped the same way.
 */
import FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'

import { withPageTags } from './pageTags.mjs'

export default withPageTags(FileSystemCache.default ?? FileSystemCache)
