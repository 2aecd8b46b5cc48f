/**
 * What the proxy does with a page request, as a pure function of host, path,
 * cookie and Accept-Language (spec 'Root shell' and section 4). The app's
 * routes live under /{locale}; a custom domain's pages under /{locale}/~{host}.
 */
import { localeRedirect } from '@/i18n/routing'
import type { Locale } from '@/i18n/locales'
import { DOMAIN_SEGMENT_PREFIX, domainSegment, hostName, isHomeHost, isValidHost } from './hosts'
import { platformPages } from './reservedPaths'

/** Header carrying the path the visitor asked for (404 page, login return paths). */
export const ORIGINAL_PATH_HEADER = 'x-original-path'

export type RouteDecision =
  | { kind: 'redirect'; location: string; status: 307 | 308 }
  | { kind: 'rewrite'; path: string; locale: Locale; site: 'landing' | 'platform' | 'agent' }
  | { kind: 'notFound'; locale: Locale }
  | { kind: 'badHost' }

export type RouteInput = {
  host: string | null
  pathname: string
  search?: string
  cookieLocale?: string
  acceptLanguage: string | null
  homeHosts: string[]
}

export function routeRequest(input: RouteInput): RouteDecision {
  // A Host that is no host name (`evil.example/../park`) would otherwise become part of the rewrite's path.
  if (!isValidHost(input.host)) return { kind: 'badHost' }
  const search = input.search ?? ''
  const { redirectTo, locale, status } = localeRedirect(input.pathname, input.cookieLocale, input.acceptLanguage)
  if (redirectTo !== null) return { kind: 'redirect', location: `${redirectTo}${search}`, status }

  const rest = stripLocale(input.pathname)
  const [first = ''] = rest.split('/').filter(Boolean)
  // The internal domain segment is ours alone: a visitor may not ask for it.
  if (hasInternalSegment(input.pathname)) return { kind: 'notFound', locale }

  if (isHomeHost(input.host, input.homeHosts)) {
    // /en/admin and /ja-JP/admin: the admin has one address.
    if (first === 'admin' && rest.split('/').filter(Boolean).length === 1) {
      return { kind: 'redirect', location: '/admin', status: 307 }
    }
    const site = rest === '/' ? 'landing' : platformPages.includes(first) ? 'platform' : 'agent'
    return { kind: 'rewrite', path: `/${locale}${rest === '/' ? '' : rest}${search}`, locale, site }
  }
  const domain = domainSegment(hostName(input.host))
  return { kind: 'rewrite', path: `/${locale}/${domain}${rest === '/' ? '' : rest}${search}`, locale, site: 'agent' }
}

/**
 * Whether any segment of `pathname` is, or decodes to, the internal domain segment
 * (`~host`), in any spelling: `~`, `%7E`, `%7e`, `%257E` (decoded again later by the
 * route's own parameter parsing), after `.`/`..` segments, with anything after it.
 * Malformed encodings are refused too: no page of ours has one.
 */
export function hasInternalSegment(pathname: string): boolean {
  for (const segment of pathname.split(/[/\\]/)) {
    let value = segment
    for (let round = 0; round < 4; round++) {
      if (value.trimStart().startsWith(DOMAIN_SEGMENT_PREFIX)) return true
      let decoded: string
      try {
        decoded = decodeURIComponent(value)
      } catch {
        return true
      }
      if (decoded === value) break
      // A decoded segment may itself hold slashes: check each part.
      if (/[/\\]/.test(decoded)) {
        if (hasInternalSegment(decoded)) return true
        break
      }
      value = decoded
    }
  }
  return false
}

function stripLocale(pathname: string): string {
  const stripped = pathname.replace(/^\/(en|ja-JP)(?=\/|$)/i, '')
  return stripped === '' ? '/' : stripped
}
