import type { Access, Where } from 'payload'

import { isStaffRole } from '@/access/roles'

/**
 * Records an agent publishes on their site (listings, neighbourhood pages, blog posts, reviews):
 * published ones of published agents are public, with `alsoPublic` narrowing what visitors see
 * further (a review needs the client's consent); a signed-in agent reaches only their own (drafts
 * included), so their admin list never shows another agent's. Public pages read on the server and
 * are not limited by this.
 */
export function readAgentRecords(alsoPublic?: Where): Access {
  return ({ req }) => {
    const user = req.user as { id: number; roles?: never[] } | null
    if (isStaffRole(user)) return true
    if (user) return { 'realtor.owner': { equals: user.id } }
    const published: Where = {
      and: [{ _status: { equals: 'published' } }, { 'realtor._status': { equals: 'published' } }, ...(alsoPublic ? [alsoPublic] : [])],
    }
    return published
  }
}
