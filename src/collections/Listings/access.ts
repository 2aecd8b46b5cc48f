import type { Access, Where } from 'payload'

import { isStaffRole } from '@/access/roles'

/** Published listings of published agents are public; an agent also sees their own (drafts too). */
export const readListings: Access = ({ req }) => {
  const user = req.user as { id: number; roles?: never[] } | null
  if (isStaffRole(user)) return true
  const published: Where = { and: [{ _status: { equals: 'published' } }, { 'realtor._status': { equals: 'published' } }] }
  return user ? { or: [published, { 'realtor.owner': { equals: user.id } }] } : published
}
