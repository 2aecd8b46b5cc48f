import { revalidateTag } from 'next/cache'

/**
 * Expires cached reads at once, so the next request renders fresh data.
 * Outside a Next server (seed script, tests) there is no cache: nothing to do.
 */
export function expireTags(...tags: string[]): void {
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch {
      // not running inside Next
    }
  }
}
