import type { Access, FieldAccess, PayloadRequest } from 'payload'

export const roles = ['admin', 'staff', 'support', 'agent'] as const
export type Role = (typeof roles)[number]

type WithRoles = { roles?: Role[] | null } | null | undefined

export function hasRole(user: WithRoles, ...wanted: Role[]): boolean {
  return Boolean(user?.roles?.some((role) => wanted.includes(role)))
}

const userOf = (req: PayloadRequest) => req.user as WithRoles

export const isAdmin: Access = ({ req }) => hasRole(userOf(req), 'admin')
export const isAdminField: FieldAccess = ({ req }) => hasRole(userOf(req), 'admin')
export const isSignedIn: Access = ({ req }) => Boolean(req.user)
export const anyone: Access = () => true
/** Staff in the wide sense: everyone who works for the platform (support included). */
export const isStaffRole = (user: WithRoles) => hasRole(user, 'admin', 'staff', 'support')
export const isStaff: Access = ({ req }) => isStaffRole(userOf(req))
export const canEditListings: Access = ({ req }) => hasRole(userOf(req), 'admin', 'staff', 'support', 'agent')
