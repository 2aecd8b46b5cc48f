import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { expireTags } from '@/utilities/revalidate'
import { REALTORS_TAG } from '@/utilities/cacheTags'
import { changesPublicDocument } from '@/access/drafts'

/** A published, unpublished or deleted realtor shows on public pages at the next request; a draft save changes nothing public. */
export const expireRealtorPages: CollectionAfterChangeHook = ({ doc, context }) => {
  if (!changesPublicDocument(context, 'realtors')) return doc
  expireTags(REALTORS_TAG)
  return doc
}

export const expireRealtorPagesOnDelete: CollectionAfterDeleteHook = ({ doc }) => {
  expireTags(REALTORS_TAG)
  return doc
}
