import { redirect } from 'next/navigation'

import { isStaffRole } from '@/lib/roles'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/routing'
import { currentUser } from './auth'
import { getPayload } from '../payload'

/** After login: agents to their own homepage, staff to the admin, nobody back to login. */
export async function redirectAfterLogin(locale: Locale, loginBase = ''): Promise<never> {
  const user = await currentUser()
  if (!user) redirect(localizedPath(locale, `${loginBase}/login`))
  if (isStaffRole(user)) redirect('/admin')
  const payload = await getPayload()
  const { docs } = await payload.find({
    collection: 'realtors',
    where: { owner: { equals: user.id } },
    depth: 0,
    limit: 1,
  })
  if (docs[0]) redirect(localizedPath(locale, `/${docs[0].desiredUrl}`))
  redirect('/admin')
}
