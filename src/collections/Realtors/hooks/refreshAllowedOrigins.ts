import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { refreshAllowedOrigins } from '@/server/allowedOrigins'

/** A new or changed custom domain may sign in and call the API at once (CSRF / CORS lists). */
export const refreshOriginsOnDomainChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  if (doc.customDomain !== previousDoc?.customDomain) {
    await refreshAllowedOrigins(req.payload, { add: doc.customDomain, remove: previousDoc?.customDomain })
  }
  return doc
}

export const refreshOriginsOnDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  if (doc.customDomain) await refreshAllowedOrigins(req.payload, { remove: doc.customDomain })
  return doc
}
