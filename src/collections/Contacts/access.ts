/**
 * Who reaches a contact: staff all; an agent the contacts of their realtor, and (read only) those
 * handed from their realtor to another agent, so the first agent can still see what came of them.
 */
import type { Access, Where } from 'payload'

import { hasRole, isStaffRole, type Role } from '@/access/roles'

type User = { id: number | string; roles?: Role[] | null } | null | undefined

export const readContacts: Access = ({ req }) => {
  const user = req.user as User
  if (isStaffRole(user)) return true
  if (!hasRole(user, 'agent')) return false
  const mine: Where = { or: [{ 'realtor.owner': { equals: user!.id } }, { 'reassignments.from.owner': { equals: user!.id } }] }
  return mine
}

/** Replies are read by whoever reads their contact. */
export const readReplies: Access = ({ req }) => {
  const user = req.user as User
  if (isStaffRole(user)) return true
  if (!hasRole(user, 'agent')) return false
  const mine: Where = {
    or: [{ 'contact.realtor.owner': { equals: user!.id } }, { 'contact.reassignments.from.owner': { equals: user!.id } }],
  }
  return mine
}
