/** Owner-based predicates: an agent reaches only what belongs to their realtor. */
import type { Access, FieldAccess, Where } from 'payload'

import { hasRole, isStaffRole, type Role } from './roles'

type User = { id: number | string; roles?: Role[] | null } | null | undefined

/**
 * Realtors: staff see all, visitors see published ones, and a signed-in agent
 * sees only their own, so the admin never opens another agent's record.
 * Public pages read on the server and are not limited by this.
 */
export const readRealtors: Access = ({ req }) => {
  const user = req.user as User
  if (isStaffRole(user)) return true
  const visible: Where = user ? { owner: { equals: user.id } } : { _status: { equals: 'published' } }
  return visible
}

export const updateOwnRealtor: Access = ({ req }) => {
  const user = req.user as User
  if (isStaffRole(user)) return true
  if (hasRole(user, 'agent')) return { owner: { equals: user!.id } }
  return false
}

/** Records hanging off a realtor (listings, contacts): an agent reaches their realtor's. */
export const ownRealtorRecords: Access = ({ req }) => {
  const user = req.user as User
  if (isStaffRole(user)) return true
  if (hasRole(user, 'agent')) return { 'realtor.owner': { equals: user!.id } }
  return false
}

export const isStaffField: FieldAccess = ({ req }) => isStaffRole(req.user as User)
export const isSignedInField: FieldAccess = ({ req }) => Boolean(req.user)
