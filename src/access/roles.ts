/** Payload access functions built from the role rules of src/lib/roles.ts. */
import type { Access, FieldAccess, PayloadRequest } from 'payload'

import { hasRole, isStaffRole, roles, type Role, type WithRoles } from '@/lib/roles'

export { hasRole, isStaffRole, roles, type Role }

const userOf = (req: PayloadRequest) => req.user as WithRoles

export const isAdmin: Access = ({ req }) => hasRole(userOf(req), 'admin')
export const isAdminField: FieldAccess = ({ req }) => hasRole(userOf(req), 'admin')
export const isSignedIn: Access = ({ req }) => Boolean(req.user)
export const anyone: Access = () => true
export const isStaff: Access = ({ req }) => isStaffRole(userOf(req))
/** Every role may edit listings (agents their own: the collection's own access narrows it). */
export const canEditListings: Access = ({ req }) => hasRole(userOf(req), ...roles)
