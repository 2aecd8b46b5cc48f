import { APIError, type CollectionBeforeValidateHook } from 'payload'

import { hasRole } from '@/access/roles'

/** An agent's listing always belongs to the agent's own realtor, whatever was sent. */
export const assignOwnRealtor: CollectionBeforeValidateHook = async ({ data, req }) => {
  const user = req.user as { id: number; roles?: never[] } | null
  if (!user || !hasRole(user, 'agent') || hasRole(user, 'admin', 'staff', 'support')) return data
  const { docs } = await req.payload.find({
    collection: 'realtors',
    where: { owner: { equals: user.id } },
    limit: 1,
    depth: 0,
    req,
  })
  if (!docs[0]) {
    throw new APIError('Your account is not linked to a realtor yet; ask staff to link it.', 403, null, true)
  }
  return { ...data, realtor: docs[0].id }
}
