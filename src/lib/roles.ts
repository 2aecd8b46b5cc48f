/**
 * The roles a user can hold, and the one predicate that says who works for the platform. Every
 * layer asks these (access rules, server pages, admin components), so no list of roles is spelled
 * out anywhere else.
 */
export const roles = ['admin', 'staff', 'support', 'agent'] as const
export type Role = (typeof roles)[number]

export type WithRoles = { roles?: readonly Role[] | null } | null | undefined

export function hasRole(user: WithRoles, ...wanted: Role[]): boolean {
  return Boolean(user?.roles?.some((role) => wanted.includes(role)))
}

/** Staff in the wide sense: everyone who works for the platform (support included). */
export const isStaffRole = (user: WithRoles): boolean => hasRole(user, 'admin', 'staff', 'support')

/** A realtor's own user: an agent who is not also staff (staff rules win for a user with both). */
export const isAgentOnly = (user: WithRoles): boolean => hasRole(user, 'agent') && !isStaffRole(user)
