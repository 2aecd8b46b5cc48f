import type { Access, Where } from 'payload'

import { isStaffRole } from '@/access/roles'

/** Listings of published agents are public; an agent also sees their own drafts. */
export const readListings: Access = ({ req }) => {
  const user = req.user as { id: number; roles?: never[] } | null
  if (isStaffRole(user)) return true
  const published: Where = { 'realtor.published': { equals: true } }
  return user ? { or: [published, { 'realtor.owner': { equals: user.id } }] } : published
}
