import { notFound } from 'next/navigation'

import type { Locale } from '@/i18n/locales'
import { messagesFor, type Messages } from '@/i18n/messages'
import type { Realtor } from '@/payload-types'
import { localeOf, type SiteParams } from '../site/locale'
import { customDomainOrigin, platformOrigin } from '@/lib/hosts'
import { alternates } from '../site/metadata'
import { shareMetadata } from '../site/openGraph'
import { realtorBasePath, getSiteRealtor } from './siteRealtor'

export type RealtorSite = { locale: Locale; realtor: Realtor; basePath: string }

/** Locale, realtor and public base path of an agent sub-page; 404 when the agent is unknown. */
export async function realtorSite(params: SiteParams): Promise<RealtorSite> {
  const locale = await localeOf(params)
  const { site } = await params
  const realtor = await getSiteRealtor(site, locale)
  if (!realtor) notFound()
  return { locale, realtor, basePath: realtorBasePath(site, realtor) }
}

/** Canonical origin of an agent's pages: their own domain when they have one. */
export function realtorSiteOrigin(realtor: Pick<Realtor, 'customDomain'>): string {
  return realtor.customDomain ? customDomainOrigin(realtor.customDomain) : platformOrigin()
}

/** Canonical and hreflang of an agent page; on their own domain when they have one. */
export function realtorAlternates(locale: Locale, realtor: Realtor, subPath = '') {
  const path = realtor.customDomain ? subPath || '/' : `/${realtor.desiredUrl}${subPath}`
  return alternates(locale, path, realtorSiteOrigin(realtor))
}

/** Title, canonical and hreflang of an agent sub-page such as '/terms'. */
export async function realtorPageMetadata(params: SiteParams, subPath: string, titleOf?: (t: Messages) => string) {
  const { locale, realtor } = await realtorSite(params)
  const title = [titleOf?.(messagesFor(locale)), realtor.displayName].filter(Boolean).join(' · ')
  const alternates = realtorAlternates(locale, realtor, subPath)
  return {
    title,
    alternates,
    ...shareMetadata({ locale, title, url: alternates?.canonical as string, siteName: realtor.displayName ?? '' }),
  }
}
