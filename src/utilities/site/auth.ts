/** The signed-in user of a page request, and the login-required guard. */
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { localizedPath } from '@/i18n/routing'
import type { Locale } from '@/i18n/locales'
import { safeReturnPath } from '@/lib/returnPath'
import type { User } from '@/payload-types'
import { getPayload } from '../payload'
import { originalPath } from './requestPath'

export async function currentUser(): Promise<User | null> {
  const payload = await getPayload()
  const { user } = await payload.auth({ headers: await headers() })
  return (user as User | null) ?? null
}

/**
 * Sends an anonymous visitor to the login page (`loginBase` + '/login') with
 * the page they asked for as the return path.
 */
export async function requireUser(locale: Locale, loginBase = ''): Promise<User> {
  const user = await currentUser()
  if (user) return user
  // The same rule the login page applies when it reads `next` back (src/lib/returnPath.ts).
  const back = safeReturnPath(await originalPath())
  const login = localizedPath(locale, `${loginBase}/login`)
  redirect(back ? `${login}?next=${encodeURIComponent(back)}` : login)
}
