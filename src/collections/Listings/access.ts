import type { Access, Where } from 'payload'

import { isStaffRole } from '@/access/roles'

/**
 * Published listings of published agents are public; a signed-in agent reaches
 * only their own (drafts included), so their admin list never shows another
 * agent's listings. Public pages read on the server and are not limited by this.
 */
export const readListings: Access = ({ req }) => {
  const user = req.user as { id: number; roles?: never[] } | null
  if (isStaffRole(user)) return true
  if (user) return { 'realtor.owner': { equals: user.id } }
  const published: Where = { and: [{ _status: { equals: 'published' } }, { 'realtor._status': { equals: 'published' } }] }
  return published
}
