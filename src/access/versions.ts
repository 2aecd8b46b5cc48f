/**
 * Who reads version history (and so drafts, diffs and restores): staff everything, an agent
 * only the versions of the realtor they own now and of its listings, visitors nothing.
 * The versions tables hold past owners too, so the check goes by the current owner of the
 * parent document, not by the `owner` inside an old version.
 */
import type { Access, Where } from 'payload'

import { ownRealtorIds } from './ownRealtor'
import { hasRole, isStaffRole, type Role } from './roles'

type User = { id: number; roles?: Role[] | null } | null | undefined

const nothing: Where = { id: { equals: -1 } }

export const readRealtorVersions: Access = async ({ req }) => {
  const user = req.user as User
  if (isStaffRole(user)) return true
  if (!user || !hasRole(user, 'agent')) return false
  const ids = await ownRealtorIds(req)
  return ids.length ? { parent: { in: ids } } : nothing
}

/** Versions of records hanging off a realtor (listings, neighbourhood pages, posts, reviews). */
export const readOwnRealtorRecordVersions: Access = async ({ req }) => {
  const user = req.user as User
  if (isStaffRole(user)) return true
  if (!user || !hasRole(user, 'agent')) return false
  const ids = await ownRealtorIds(req)
  return ids.length ? { 'version.realtor': { in: ids } } : nothing
}
