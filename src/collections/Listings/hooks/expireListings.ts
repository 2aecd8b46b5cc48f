import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { listingsTag } from '@/lib/cache/cacheTags'
import { expireTags } from '@/server/revalidate'
import { changesPublicDocument } from '@/access/drafts'

const realtorIdOf = (doc: { realtor?: unknown }) =>
  typeof doc.realtor === 'object' && doc.realtor ? (doc.realtor as { id: number }).id : (doc.realtor as number)

/** Published or unpublished listings show at the next request; a draft save changes nothing public. */
export const expireListings: CollectionAfterChangeHook = ({ doc, previousDoc, context }) => {
  if (!changesPublicDocument(context, 'listings')) return doc
  expireTags(listingsTag(realtorIdOf(doc)))
  if (previousDoc?.realtor) expireTags(listingsTag(realtorIdOf(previousDoc)))
  return doc
}

export const expireListingsOnDelete: CollectionAfterDeleteHook = ({ doc }) => {
  expireTags(listingsTag(realtorIdOf(doc)))
  return doc
}
