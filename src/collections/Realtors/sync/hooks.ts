import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionBeforeChangeHook } from 'payload'

import { isDraftSave, publishesContent } from '@/access/drafts'
import { mainApiConfigured } from '@/integrations/mainApi/client'
import { queueRealtorSync } from './queueRealtorSync'

const syncOn = () => mainApiConfigured()

/**
 * Only the published state is sent: a draft save, an unpublish or a save of a page never
 * published queues nothing (the main API keeps what it has); a publish queues one sync.
 */
export const markSyncPending: CollectionBeforeChangeHook = ({ data, originalDoc, context }) => {
  if (isDraftSave(context, 'realtors')) return data
  if ((data._status ?? originalDoc?._status) !== 'published') return data
  return { ...data, syncStatus: syncOn() ? 'pending' : 'off' }
}

export const queueSyncOnChange: CollectionAfterChangeHook = async ({ doc, req, context }) => {
  if (!syncOn() || !publishesContent(context, 'realtors', doc)) return doc
  await queueRealtorSync(req, { realtorId: doc.id, operation: 'upsert' })
  return doc
}

export const queueSyncOnDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  if (syncOn() && doc.mainApiId) {
    await queueRealtorSync(req, { realtorId: doc.id, operation: 'delete', mainApiId: doc.mainApiId })
  }
  return doc
}
