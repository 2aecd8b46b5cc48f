import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionBeforeChangeHook } from 'payload'

import { queueRealtorSync } from './queueRealtorSync'

/** Context flag the sync job sets when it writes status, so that write queues nothing. */
export const SKIP_SYNC = 'skipRealtorSync'

const syncOn = () => Boolean(process.env.MAIN_API_URL)

export const markSyncPending: CollectionBeforeChangeHook = ({ data, context }) => {
  if (context[SKIP_SYNC]) return data
  return { ...data, syncStatus: syncOn() ? 'pending' : 'off' }
}

export const queueSyncOnChange: CollectionAfterChangeHook = async ({ doc, req, context }) => {
  if (!context[SKIP_SYNC] && syncOn()) await queueRealtorSync(req, { realtorId: doc.id, operation: 'upsert' })
  return doc
}

export const queueSyncOnDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  if (syncOn() && doc.mainApiId) {
    await queueRealtorSync(req, { realtorId: doc.id, operation: 'delete', mainApiId: doc.mainApiId })
  }
  return doc
}
