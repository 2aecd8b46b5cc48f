import type { Page, Realtor } from '@/payload-types'
import { requireUser } from '@/utilities/auth'
import { legalPageOr404 } from '@/utilities/legalPages'
import { localeOf, type LocaleParams } from '@/utilities/locale'
import { LegalPage } from './LegalPage'
import { SiteHeader } from './SiteHeader'

type Props = {
  params: LocaleParams
  kind: Page['kind']
  loginRequired?: boolean
  /** On an agent's site: their own page of this kind wins, and login goes through their login page. */
  realtor?: Realtor
  basePath?: string
}

/**
 * A page of the `pages` collection for the locale: terms, agreement, process. The page comes
 * from the cached getter; the login check stays per request (it reads the visitor's cookie).
 */
export async function LegalRoute({ params, kind, loginRequired, realtor, basePath = '' }: Props) {
  const locale = await localeOf(params)
  const page = await legalPageOr404(kind, locale, realtor?.id)
  if (loginRequired) await requireUser(locale, basePath)
  return (
    <>
      {/* Under an agent's address the agent's own header is there already ([site]/layout.tsx). */}
      {!realtor && <SiteHeader locale={locale} />}
      <LegalPage page={page} />
    </>
  )
}
