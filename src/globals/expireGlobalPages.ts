import type { GlobalAfterChangeHook } from 'payload'

import { GLOBALS_TAG } from '@/lib/cache/cacheTags'
import { expireTags } from '@/server/revalidate'

/** Published landing copy or saved site settings show on public pages at the next request; a landing draft does not. */
export const expireGlobalPages: GlobalAfterChangeHook = ({ doc, global }) => {
  if (global.versions && doc?._status !== 'published') return doc
  expireTags(GLOBALS_TAG)
  return doc
}
