import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { realtorChangeTags } from '@/lib/cache/cacheTags'
import { expireTags } from '@/server/revalidate'
import { changesPublicDocument } from '@/access/drafts'

/**
 * A published, unpublished or deleted realtor shows on public pages at the next request: its own
 * pages (old and new address and domain) and the landing showcase, no other agent's. A draft save
 * changes nothing public.
 */
export const expireRealtorPages: CollectionAfterChangeHook = async ({ doc, previousDoc, context, req }) => {
  if (!changesPublicDocument(context, 'realtors')) return doc
  await expireTags(req, ...realtorChangeTags(doc, previousDoc))
  return doc
}

export const expireRealtorPagesOnDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await expireTags(req, ...realtorChangeTags(doc))
  return doc
}
