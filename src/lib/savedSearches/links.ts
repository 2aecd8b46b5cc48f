/** Addresses on an agent's site for the buyer's e-mails: their own domain when they have one, else /{desiredUrl}. */
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/routing'
import { customDomainOrigin, platformOrigin } from '../hosts'

type Site = { desiredUrl: string; customDomain?: string | null }

/** The site's base path inside its origin: '' on the agent's own domain, else '/{desiredUrl}'. */
export const siteBasePath = (realtor: Site) => (realtor.customDomain ? '' : `/${realtor.desiredUrl}`)

export function siteOrigin(realtor: Site): string {
  return realtor.customDomain ? customDomainOrigin(realtor.customDomain) : platformOrigin()
}

/** An absolute URL of `subPath` ('' for the home page, '/alerts', '/homes?…') on the agent's site, in `locale`. */
export function siteUrl(realtor: Site, locale: Locale, subPath: string): string {
  const [path, query] = subPath.split('?')
  const localized = localizedPath(locale, `${siteBasePath(realtor)}${path}` || '/')
  return `${siteOrigin(realtor)}${localized}${query ? `?${query}` : ''}`
}
