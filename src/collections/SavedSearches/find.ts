/** A saved search as the buyer's links and the alert jobs read it: by id, whoever asks, or null when it is gone. */
import type { Payload } from 'payload'

import type { Realtor, SavedSearch } from '@/payload-types'

export function findSavedSearch(payload: Payload, id: number): Promise<SavedSearch | null> {
  return payload.findByID({ collection: 'saved-searches', id, depth: 0, disableErrors: true, overrideAccess: true })
}

/** With its agent's record; null when either is gone. */
export async function savedSearchWithRealtor(payload: Payload, id: number): Promise<{ saved: SavedSearch; realtor: Realtor } | null> {
  const saved = await payload.findByID({ collection: 'saved-searches', id, depth: 1, disableErrors: true, overrideAccess: true })
  const realtor = saved && typeof saved.realtor === 'object' ? saved.realtor : null
  return saved && realtor ? { saved, realtor } : null
}
