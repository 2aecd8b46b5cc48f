import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { expireTags } from '@/utilities/revalidate'
import { REALTORS_TAG } from '@/utilities/cacheTags'

/** A saved or deleted realtor shows on public pages at the next request. */
export const expireRealtorPages: CollectionAfterChangeHook = ({ doc }) => {
  expireTags(REALTORS_TAG)
  return doc
}

export const expireRealtorPagesOnDelete: CollectionAfterDeleteHook = ({ doc }) => {
  expireTags(REALTORS_TAG)
  return doc
}
