/**
 * Who may change whether an agent's page is live: an agent publishes changes to their own page
 * once it is live; the first publication and taking a page offline stay with staff. One rule for
 * a save (src/collections/Realtors/publishing/guardPublication.ts) and for scheduling one (src/server/scheduleGuard.ts), so the admin
 * refuses at scheduling time exactly what the job would refuse when it runs.
 */
import { isStaffRole, type Role } from '@/lib/roles'

export type RoleProblem = 'firstPublish' | 'unpublish'

export function roleProblem(
  user: { roles?: Role[] | null } | null | undefined,
  change: { wasLive: boolean; goesLive: boolean },
): RoleProblem | null {
  if (!user || isStaffRole(user)) return null
  if (change.goesLive && !change.wasLive) return 'firstPublish'
  if (change.wasLive && !change.goesLive) return 'unpublish'
  return null
}
