import type { Access } from 'payload'

import { hasRole, isStaffRole, type Role } from '@/access/roles'

/** Admins change every user; everyone else only their own account. */
export const updateSelfOrAdmin: Access = ({ req: { user } }) => {
  if (!user) return false
  if (hasRole(user as { roles?: Role[] }, 'admin')) return true
  return { id: { equals: user.id } }
}

/**
 * Staff (admin, staff, support) see every account: they link agents to their pages, and a realtor's
 * "Agent account" must read as the person (its e-mail), not "Untitled - ID: 3". Agents see only their own.
 */
export const readAccounts: Access = ({ req: { user } }) => {
  if (!user) return false
  if (isStaffRole(user as { roles?: Role[] })) return true
  return { id: { equals: user.id } }
}
