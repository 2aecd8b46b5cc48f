/**
 * Locale routing rules, framework-free: URL prefixes, Accept-Language
 * negotiation, and the cookie that remembers the choice (spec section 4).
 */
import { defaultLocale, locales, type Locale } from './locales'

export const LOCALE_COOKIE = 'i18n_redirected'
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

const byPrefix = new Map(locales.filter((l) => l.urlPrefix).map((l) => [l.urlPrefix.slice(1).toLowerCase(), l.code]))

export function isLocale(value: unknown): value is Locale {
  return locales.some((l) => l.code === value)
}

/** What the locale cookie holds for `locale` ('ja-JP' for Japanese). */
export function cookieValueOf(locale: Locale): string {
  return locales.find((l) => l.code === locale)!.cookieValue
}

/**
 * The locale a cookie value names: the spec's values ('ko', 'en', 'ja-JP') and our own codes
 * ('ja', which this site wrote for a while), in any case; undefined for anything else.
 */
export function localeOfCookie(value: string | undefined): Locale | undefined {
  const lower = value?.trim().toLowerCase()
  if (!lower) return undefined
  return locales.find((l) => l.cookieValue.toLowerCase() === lower || l.code === lower)?.code
}

export type PathLocale = {
  /** locale the URL asks for */
  locale: Locale
  /** true when the URL carried a prefix (/en, /ja-JP); Korean never does */
  prefixed: boolean
  /** the path without its locale prefix, always starting with / */
  rest: string
  /** /ko/... is not canonical: it redirects to the unprefixed path */
  koreanPrefix: boolean
}

export function parseLocalePath(pathname: string): PathLocale {
  const [, first = '', ...others] = pathname.split('/')
  const rest = `/${others.join('/')}`
  const lower = first.toLowerCase()
  if (lower === 'ko') return { locale: 'ko', prefixed: false, rest, koreanPrefix: true }
  const code = byPrefix.get(lower)
  if (code) return { locale: code, prefixed: true, rest, koreanPrefix: false }
  return { locale: defaultLocale, prefixed: false, rest: pathname || '/', koreanPrefix: false }
}

/** The public URL path of `path` (unprefixed, starting with /) in `locale`. */
export function localizedPath(locale: Locale, path: string): string {
  const prefix = locales.find((l) => l.code === locale)!.urlPrefix
  if (!prefix) return path
  return path === '/' ? prefix : `${prefix}${path}`
}

/** Best supported locale for an Accept-Language header; Korean when nothing matches. */
export function negotiateLocale(acceptLanguage: string | null | undefined): Locale {
  if (!acceptLanguage) return defaultLocale
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) : 1, index }
    })
    .filter((entry) => entry.tag && entry.q > 0 && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index)
  for (const { tag } of ranked) {
    const primary = tag.split('-')[0]
    if (primary === 'ko') return 'ko'
    if (primary === 'en') return 'en'
    if (primary === 'ja') return 'ja'
  }
  return defaultLocale
}

export function htmlLangOf(locale: Locale): string {
  return locales.find((l) => l.code === locale)!.htmlLang
}

/**
 * Where a request should go, locale-wise: null to serve it as is, or the
 * path to redirect to. Prefixed URLs are explicit choices and always served;
 * an unprefixed one follows the cookie, or on a first visit the browser languages.
 */
export function localeRedirect(
  pathname: string,
  cookieLocale: string | undefined,
  acceptLanguage: string | null,
): { redirectTo: string | null; locale: Locale; status: 307 | 308 } {
  const parsed = parseLocalePath(pathname)
  if (parsed.koreanPrefix) return { redirectTo: parsed.rest, locale: 'ko', status: 308 }
  if (parsed.prefixed) return { redirectTo: null, locale: parsed.locale, status: 307 }
  const wanted = localeOfCookie(cookieLocale) ?? negotiateLocale(acceptLanguage)
  if (wanted === defaultLocale) return { redirectTo: null, locale: defaultLocale, status: 307 }
  return { redirectTo: localizedPath(wanted, parsed.rest), locale: wanted, status: 307 }
}
