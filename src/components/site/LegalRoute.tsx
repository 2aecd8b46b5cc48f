import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import type { Page, Realtor } from '@/payload-types'
import { requireUser } from '@/utilities/auth'
import { getLegalPage } from '@/utilities/legalPages'
import { localeOf, type LocaleParams } from '@/utilities/locale'
import { platformMetadata } from '@/utilities/platformSeo'
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

/** A page of the `pages` collection for the locale: terms, agreement, process. */
export async function LegalRoute({ params, kind, loginRequired, realtor, basePath = '' }: Props) {
  const locale = await localeOf(params)
  const page = await getLegalPage(kind, locale, realtor?.id)
  if (!page) notFound()
  if (loginRequired) await requireUser(locale, basePath)
  return (
    <>
      {/* Under an agent's address the agent's own header is there already ([site]/layout.tsx). */}
      {!realtor && <SiteHeader locale={locale} />}
      <LegalPage page={page} />
    </>
  )
}

export async function legalMetadata(params: LocaleParams, kind: Page['kind'], path: string): Promise<Metadata> {
  const locale = await localeOf(params)
  const page = await getLegalPage(kind, locale)
  return platformMetadata(locale, path, { title: page?.title ?? '' })
}
