/** Admin-only visibility: parts of a form that only platform staff need (agents never see them). */
import type { Condition } from 'payload'

import { isStaffRole, type Role } from './roles'

export const shownToStaff: Condition = (_data, _siblingData, { user }) => isStaffRole(user as { roles?: Role[] } | null)

/** `admin.hidden` of collections and globals an agent cannot act on (their menus stay short). */
export const hiddenFromAgents = ({ user }: { user: unknown }) => !isStaffRole(user as { roles?: Role[] } | null)
