import { revalidateTag } from 'next/cache'
import type { PayloadRequest } from 'payload'

import { afterCommit } from './afterCommit'

/**
 * Expires cached reads once `req`'s change is committed (./afterCommit.ts), so the next request on
 * any instance renders the new data and no render can cache the old row under a fresh tag.
 * Outside a Next server (seed script, jobs worker, tests) there is no cache: nothing to do.
 */
export async function expireTags(req: Pick<PayloadRequest, 'payload' | 'transactionID'> | undefined, ...tags: string[]): Promise<void> {
  await afterCommit(req, () => {
    for (const tag of tags) {
      try {
        revalidateTag(tag, { expire: 0 })
      } catch {
        // not running inside Next
      }
    }
  })
}
