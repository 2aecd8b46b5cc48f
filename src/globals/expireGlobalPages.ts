import type { GlobalAfterChangeHook } from 'payload'

import { GLOBALS_TAG } from '@/utilities/cacheTags'
import { expireTags } from '@/utilities/revalidate'

/** Saved landing copy or site settings show on public pages at the next request. */
export const expireGlobalPages: GlobalAfterChangeHook = ({ doc }) => {
  expireTags(GLOBALS_TAG)
  return doc
}
