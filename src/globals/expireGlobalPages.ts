import type { GlobalAfterChangeHook } from 'payload'

import { GLOBALS_TAG } from '@/lib/cache/cacheTags'
import { expireTags } from '@/server/revalidate'

/** Published landing copy or saved site settings show on public pages at the next request; a landing draft does not. */
export const expireGlobalPages: GlobalAfterChangeHook = async ({ doc, global, req }) => {
  if (global.versions && doc?._status !== 'published') return doc
  await expireTags(req, GLOBALS_TAG)
  return doc
}
