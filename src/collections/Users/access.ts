import type { Access } from 'payload'

import { hasRole, type Role } from '@/access/roles'

/** Admins see every user; everyone else sees only their own account. */
export const readSelfOrAdmin: Access = ({ req: { user } }) => {
  if (!user) return false
  if (hasRole(user as { roles?: Role[] }, 'admin')) return true
  return { id: { equals: user.id } }
}

export const updateSelfOrAdmin = readSelfOrAdmin
