/**
 * What a shared HTTP cache (Varnish, a CDN) may keep of an answer, and the keys it is purged by.
 *
 * A public page is kept briefly by any shared cache (`s-maxage`), and long by one the app purges by
 * tag (`Surrogate-Control`, read by Varnish and Fastly): its purge keys are the page's cache tags
 * (./cacheTags.ts), sent as `Surrogate-Key` (Varnish xkey, Fastly) and `Cache-Tag` (Cloudflare).
 * A page whose tags are unknown cannot be purged, so no shared cache keeps it. The locale redirect
 * of an unprefixed address depends on the locale cookie and Accept-Language only (src/i18n/routing.ts);
 * those answers say so in `Vary`, and a cache in front normalises both (deploy/varnish/default.vcl).
 */
import { parseLocalePath } from '@/i18n/routing'

/** Seconds any shared cache may keep a public page without being told: the staleness bound when a purge is lost. */
export const SHARED_MAX_AGE_SECONDS = 60
/** Seconds a cache purged by tag keeps a page: purges keep it fresh, and retried ones catch up within this. */
export const PURGED_CACHE_MAX_AGE_SECONDS = 3600
/** Seconds a locale redirect is kept: it is a pure function of the address, the locale cookie and the language. */
export const REDIRECT_MAX_AGE_SECONDS = 3600

/** More keys than this on one page and a CDN refuses the header (Cloudflare's Cache-Tag holds 16 KB): not kept. */
const MAX_KEYS = 64
const PRIVATE = 'private, no-store'

/** Next's own implicit tags (`_N_T_/path`) name paths, never purged by us: not keys. */
const isOwnTag = (tag: string) => !tag.startsWith('_N_T_')

/** A tag as a purge key: header-safe (no spaces or commas, which separate keys), the same on both sides. */
export function surrogateKey(tag: string): string {
  return tag.replace(/[^A-Za-z0-9:._~|-]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)
}

/** The purge keys of a page made from reads tagged `tags`, or of a change that expires `tags`. */
export function surrogateKeysOf(tags: readonly string[]): string[] {
  return [...new Set(tags.filter(isOwnTag).map(surrogateKey))]
}

export type SharedCacheInput = {
  method: string
  /** The address the visitor asked for, without the query. */
  path: string
  status: number
  /** Next's Cache-Control: `s-maxage` marks a page from its page cache. */
  cacheControl: string | undefined
  location?: string
  /** Tags of the page entry the answer was made from; undefined when none was read. */
  pageTags: readonly string[] | undefined
}

/** Headers to set on the answer (a null value removes the header); nothing to change when empty. */
export type SharedCacheHeaders = Record<string, string | null>

export function sharedCacheHeaders(input: SharedCacheInput): SharedCacheHeaders {
  const { method, path, status, cacheControl } = input
  // Pictures keep Payload's own headers (a browser may keep one; the cache in front passes /api/ anyway).
  if (path.startsWith('/api/media/file/')) return {}
  if (path === '/api' || path.startsWith('/api/')) return cacheControl ? {} : { 'Cache-Control': PRIVATE }
  if (method !== 'GET' && method !== 'HEAD') return {}
  if (isLocaleRedirect(input)) {
    return {
      'Cache-Control': `public, max-age=0, s-maxage=${REDIRECT_MAX_AGE_SECONDS}`,
      Vary: 'Cookie, Accept-Language',
    }
  }
  if (!cacheControl || !/\bs-maxage=/.test(cacheControl)) return {}
  const keys = surrogateKeysOf(input.pageTags ?? [])
  if (keys.length === 0 || keys.length > MAX_KEYS || (status !== 200 && status !== 404)) {
    return { 'Cache-Control': PRIVATE }
  }
  return {
    'Cache-Control': `public, max-age=0, s-maxage=${SHARED_MAX_AGE_SECONDS}`,
    'Surrogate-Control': `max-age=${PURGED_CACHE_MAX_AGE_SECONDS}`,
    'Surrogate-Key': keys.join(' '),
    'Cache-Tag': keys.join(','),
    ...(decidedByLocaleChoice(path) ? { Vary: 'Cookie, Accept-Language' } : {}),
  }
}

/** An unprefixed public address: served in Korean only for a visitor whose cookie or language says so. */
function decidedByLocaleChoice(path: string): boolean {
  const parsed = parseLocalePath(path)
  return !parsed.prefixed && !parsed.koreanPrefix && !/^\/(admin|preview|_next)(\/|$)/.test(path)
}

/** The proxy's redirect of an unprefixed address to the visitor's locale (src/i18n/routing.ts localeRedirect). */
function isLocaleRedirect({ status, path, location }: SharedCacheInput): boolean {
  if (status !== 307 || !location || !decidedByLocaleChoice(path)) return false
  const target = parseLocalePath(new URL(location, 'http://site.invalid').pathname)
  return target.prefixed && target.rest === parseLocalePath(path).rest
}
