import type { CollectionBeforeDeleteHook } from 'payload'

/** A deleted contact takes its replies with it: they hold the visitor's conversation, nothing else needs them. */
export const deleteRepliesWithContact: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({ collection: 'contact-replies', where: { contact: { equals: id } }, overrideAccess: true, req })
}
