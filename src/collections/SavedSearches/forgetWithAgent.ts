import type { CollectionBeforeDeleteHook } from 'payload'

/**
 * An agent deleted: their buyers' saved searches and favourites go with them, in the same transaction
 * (nothing of a buyer stays behind an agent who is gone, and no alert goes out in their name).
 */
export const forgetBuyersOfDeletedAgent: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({ collection: 'saved-searches', where: { realtor: { equals: id } }, overrideAccess: true, req })
}
