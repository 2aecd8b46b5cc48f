import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { listingsTag } from '@/lib/cache/cacheTags'
import { expireTags } from '@/server/revalidate'
import { changesPublicDocument } from '@/access/drafts'

const realtorIdOf = (doc: { realtor?: unknown }) =>
  typeof doc.realtor === 'object' && doc.realtor ? (doc.realtor as { id: number }).id : (doc.realtor as number)

/** Published or unpublished listings show at the next request; a draft save changes nothing public. */
export const expireListings: CollectionAfterChangeHook = async ({ doc, previousDoc, context, req }) => {
  if (!changesPublicDocument(context, 'listings')) return doc
  const realtors = [doc, ...(previousDoc?.realtor ? [previousDoc] : [])].map(realtorIdOf)
  await expireTags(req, ...new Set(realtors.map(listingsTag)))
  return doc
}

export const expireListingsOnDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await expireTags(req, listingsTag(realtorIdOf(doc)))
  return doc
}
