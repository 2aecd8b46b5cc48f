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
export const isStaffOrAdmin: Access = ({ req }) => hasRole(userOf(req), 'admin', 'staff')
export const isSignedIn: Access = ({ req }) => Boolean(req.user)
export const anyone: Access = () => true
