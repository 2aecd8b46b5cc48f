/** What the buyer's manage page shows for the link it was opened with: their alerts with this agent, or why not. */
import { maskedAddress } from '@/lib/email/unsubscribeLinks'
import { criteriaFromJson, type SavedCriteria } from '@/lib/savedSearches/criteria'
import { favouritesFromJson } from '@/lib/savedSearches/favourites'
import { manageSubject } from '@/lib/savedSearches/tokens'
import type { SavedSearch } from '@/payload-types'

import { getPayload } from '../payload'

export type ManagedAlert = {
  id: number
  criteria: SavedCriteria | null
  favourites: number
  status: SavedSearch['status']
  frequency: SavedSearch['frequency']
}

export type ManageState = { kind: 'invalid' } | { kind: 'list'; token: string; address: string | null; alerts: ManagedAlert[] }

/** Alerts of the token's address with `realtorId` (a token for another agent's site is not valid here). */
export async function manageState(token: string | undefined, realtorId: number): Promise<ManageState> {
  const payload = await getPayload()
  const subject = token ? manageSubject(payload.secret, token) : null
  if (!token || !subject || subject.realtorId !== realtorId) return { kind: 'invalid' }
  const { docs } = await payload.find({
    collection: 'saved-searches',
    where: { and: [{ realtor: { equals: realtorId } }, { emailHash: { equals: subject.emailHash } }] },
    depth: 0,
    limit: 50,
    sort: 'createdAt',
    overrideAccess: true,
  })
  return {
    kind: 'list',
    token,
    address: docs[0] ? maskedAddress(docs[0].email) : null,
    alerts: docs.map((doc) => ({
      id: doc.id,
      criteria: criteriaFromJson(doc.criteria),
      favourites: favouritesFromJson(doc.favourites).homes.length,
      status: doc.status,
      frequency: doc.frequency,
    })),
  }
}
