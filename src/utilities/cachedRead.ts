/**
 * The one way public pages read data: once per render (React's cache), across requests from Next's
 * data cache (in the process, or Redis when REDIS_URL is set) under tags that the collections' hooks
 * expire after a change commits, and from the primary database (a lagging replica must never be
 * cached for everyone: ./readFromPrimary.ts). A read that throws is never cached.
 */
import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { readFromPrimary } from './readFromPrimary'

export type CacheRule = {
  /** What else, besides the getter's name, makes an answer different (the arguments, a source). */
  key: (string | number)[]
  tags: string[]
  /** Seconds before the answer is read again even without an expiry (sources we are not told about). */
  revalidate?: number
}

export function cachedRead<Args extends unknown[], T>(
  name: string,
  read: (...args: Args) => Promise<T>,
  rule: (...args: Args) => CacheRule,
): (...args: Args) => Promise<T> {
  return cache((...args: Args): Promise<T> => {
    const { key, tags, revalidate } = rule(...args)
    return unstable_cache(() => readFromPrimary(() => read(...args)), [name, ...key.map(String)], { tags, revalidate })()
  })
}
