import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { changesPublicDocument } from '@/access/drafts'
import { LEGAL_PAGES_TAG } from '@/lib/cache/cacheTags'
import { expireTags } from '@/server/revalidate'

/** A published, unpublished or deleted legal page shows on public pages at the next request; a draft save does not. */
export const expireLegalPages: CollectionAfterChangeHook = async ({ doc, context, req }) => {
  if (changesPublicDocument(context, 'pages')) await expireTags(req, LEGAL_PAGES_TAG)
  return doc
}

export const expireLegalPagesOnDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await expireTags(req, LEGAL_PAGES_TAG)
  return doc
}
