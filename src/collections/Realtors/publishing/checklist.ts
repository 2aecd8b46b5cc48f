/**
 * The publish checklist: an agent page goes (or stays) live only with the agent's e-mail, a
 * profile photo, an about-me in the default language and figures in range. Pure, so the
 * seed's demo agents can be checked against it too.
 */
import type { PublishProblem } from '@/lib/publishing/messages'

export type ChecklistInput = {
  email?: string | null
  photos?: { kind?: string | null; image?: unknown }[] | null
  aboutMeKo?: string | null
  salesCount?: number | null
  lastYearSalesTotal?: number | null
}

/** Photo kinds that show the agent's face on the page (ID photo, second ID photo). */
const PROFILE_PHOTO_KINDS = new Set(['id', 'id2'])
export const MAX_SALES_COUNT = 100_000
/**
 * Totals are in dollars: the check is "more than 1,000 times the sales count" counted in
 * millions, i.e. an average above $1B per sale, which no home sale reaches (a typo of extra
 * zeros, or a total with no sales).
 */
export const MAX_TOTAL_PER_SALE = 1_000 * 1_000_000

export type ChecklistFailure = { path: string; problem: PublishProblem }

export function publishChecklist(doc: ChecklistInput): ChecklistFailure[] {
  const failures: ChecklistFailure[] = []
  if (typeof doc.email !== 'string' || !doc.email.trim()) failures.push({ path: 'email', problem: 'email' })
  const hasProfilePhoto = (doc.photos ?? []).some((photo) => PROFILE_PHOTO_KINDS.has(String(photo.kind)) && photo.image != null)
  if (!hasProfilePhoto) failures.push({ path: 'photos', problem: 'photo' })
  if (typeof doc.aboutMeKo !== 'string' || !doc.aboutMeKo.trim()) failures.push({ path: 'aboutMe', problem: 'aboutMe' })
  const count = doc.salesCount ?? 0
  const total = doc.lastYearSalesTotal ?? 0
  if (count < 0 || count > MAX_SALES_COUNT) failures.push({ path: 'salesCount', problem: 'salesCount' })
  if (total < 0 || total > MAX_TOTAL_PER_SALE * Math.max(count, 0)) failures.push({ path: 'lastYearSalesTotal', problem: 'salesTotal' })
  return failures
}
