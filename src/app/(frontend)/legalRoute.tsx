import type { Page, Realtor } from '@/payload-types'
import { requireUser } from '@/utilities/site/auth'
import { realtorPageMetadata, realtorSite } from '@/utilities/realtor/realtorSite'
import { legalMetadata, legalPageOr404 } from '@/utilities/site/legalPages'
import { localeOf, type LocaleParams, type SiteParams } from '@/utilities/site/locale'
import { LegalPage } from '@/components/site/LegalPage'
import { SiteHeader } from '@/components/site/SiteHeader'

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

type Kind = Page['kind']

/**
 * The route module of a platform legal page (/terms, /agreement, /process): its metadata and page,
 * so each route file only names its kind and path and whether it is cached.
 */
export function platformLegalRoute(kind: Kind, path: string, options: { loginRequired?: boolean } = {}) {
  return {
    generateMetadata: ({ params }: { params: LocaleParams }) => legalMetadata(params, kind, path),
    Page: ({ params }: { params: LocaleParams }) => <LegalRoute params={params} kind={kind} loginRequired={options.loginRequired} />,
  }
}

/** The same under an agent's address or domain: the agent's own page of the kind wins, in the agent's shell. */
export function realtorLegalRoute(kind: Kind, path: string, options: { loginRequired?: boolean } = {}) {
  return {
    generateMetadata: ({ params }: { params: SiteParams }) => realtorPageMetadata(params, path),
    Page: async ({ params }: { params: SiteParams }) => {
      const { realtor, basePath } = await realtorSite(params)
      return <LegalRoute params={params} kind={kind} realtor={realtor} basePath={basePath} loginRequired={options.loginRequired} />
    },
  }
}
