import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { listingsTag } from '@/utilities/cacheTags'
import { expireTags } from '@/utilities/revalidate'

const realtorIdOf = (doc: { realtor?: unknown }) =>
  typeof doc.realtor === 'object' && doc.realtor ? (doc.realtor as { id: number }).id : (doc.realtor as number)

export const expireListings: CollectionAfterChangeHook = ({ doc, previousDoc }) => {
  expireTags(listingsTag(realtorIdOf(doc)))
  if (previousDoc?.realtor) expireTags(listingsTag(realtorIdOf(previousDoc)))
  return doc
}

export const expireListingsOnDelete: CollectionAfterDeleteHook = ({ doc }) => {
  expireTags(listingsTag(realtorIdOf(doc)))
  return doc
}
