import { headers } from 'next/headers'
import { notFound } from 'next/navigation'

import type { Locale } from '@/i18n/locales'
import { messagesFor, type Messages } from '@/i18n/messages'
import { localizedPath, parseLocalePath } from '@/i18n/routing'
import { domainSegment, isHomeHost, parseHomeHosts } from '@/lib/hosts'
import type { Realtor } from '@/payload-types'
import { localeOf, type SiteParams } from './locale'
import { customDomainOrigin, platformOrigin } from '@/lib/hosts'
import { alternates } from './metadata'
import { shareMetadata } from './openGraph'
import { agentBasePath, getSiteRealtor } from './realtors'

export type AgentSite = { locale: Locale; realtor: Realtor; basePath: string }

/** Locale, realtor and public base path of an agent sub-page; 404 when the agent is unknown. */
export async function agentSite(params: SiteParams): Promise<AgentSite> {
  const locale = await localeOf(params)
  const { site } = await params
  const realtor = await getSiteRealtor(site, locale)
  if (!realtor) notFound()
  return { locale, realtor, basePath: agentBasePath(site, realtor) }
}

/** Canonical origin of an agent's pages: their own domain when they have one. */
export function agentSiteOrigin(realtor: Pick<Realtor, 'customDomain'>): string {
  return realtor.customDomain ? customDomainOrigin(realtor.customDomain) : platformOrigin()
}

/** Canonical and hreflang of an agent page; on their own domain when they have one. */
export function agentAlternates(locale: Locale, realtor: Realtor, subPath = '') {
  const path = realtor.customDomain ? subPath || '/' : `/${realtor.desiredUrl}${subPath}`
  return alternates(locale, path, agentSiteOrigin(realtor))
}

/** Title, canonical and hreflang of an agent sub-page such as '/terms'. */
export async function agentPageMetadata(params: SiteParams, subPath: string, titleOf?: (t: Messages) => string) {
  const { locale, realtor } = await agentSite(params)
  const title = [titleOf?.(messagesFor(locale)), realtor.displayName].filter(Boolean).join(' · ')
  const alternates = agentAlternates(locale, realtor, subPath)
  return {
    title,
    alternates,
    ...shareMetadata({ locale, title, url: alternates?.canonical as string, siteName: realtor.displayName ?? '' }),
  }
}

/**
 * The agent site a request is on, from the address the visitor asked for (a not-found page gets no
 * route params): the first path segment on the platform's hosts, the host on an agent's own domain.
 */
export async function agentHomeOfRequest(path: string): Promise<{ locale: Locale; home: string; realtor: Realtor | null }> {
  const { locale, rest } = parseLocalePath(path.split('?')[0])
  const host = (await headers()).get('host')
  const onOwnDomain = !isHomeHost(host, parseHomeHosts(process.env.HOME_HOSTS))
  const segment = onOwnDomain ? domainSegment(host ?? '') : (rest.split('/').filter(Boolean)[0] ?? '')
  const realtor = segment ? await getSiteRealtor(segment, locale) : null
  const home = localizedPath(locale, realtor ? agentBasePath(segment, realtor) || '/' : '/')
  return { locale, home, realtor }
}
