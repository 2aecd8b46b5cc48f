import { APIError, type CollectionBeforeValidateHook } from 'payload'

import { ownRealtorIds } from '@/access/ownRealtor'
import { isAgentOnly, type Role } from '@/lib/roles'

/** An agent's listing, page, post or review always belongs to the agent's own realtor, whatever was sent. */
export const assignOwnRealtor: CollectionBeforeValidateHook = async ({ data, req }) => {
  const user = req.user as { id: number; roles?: Role[] } | null
  if (!isAgentOnly(user)) return data
  const [realtor] = await ownRealtorIds(req)
  if (!realtor) {
    throw new APIError('Your account is not linked to a realtor yet; ask staff to link it.', 403, null, true)
  }
  return { ...data, realtor }
}
