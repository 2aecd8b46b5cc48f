/**
 * The Content-Security-Policy of every page. Scripts run only with the
 * request's nonce ('strict-dynamic' lets those scripts load Next's chunks and
 * the tag manager); inline style attributes stay allowed because React and the
 * Payload admin set them, and a nonce would switch 'unsafe-inline' off.
 */
/** 'preview': the admin's live preview of a draft page, framed by the admin only. */
export type PolicyArea = 'site' | 'admin' | 'preview'

type Options = { nonce: string; area: PolicyArea; development?: boolean }

// Google Tag Manager / Analytics, loaded only when site settings name an id.
const analyticsHosts = ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com']
const videoHosts = ['https://www.youtube-nocookie.com', 'https://www.youtube.com']

export function contentSecurityPolicy({ nonce, area, development = false }: Options): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // React's development build evaluates code for its debugging aids.
    'script-src': ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(development ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...(area === 'site' ? analyticsHosts : [])],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(area === 'site' ? analyticsHosts : []), ...(development ? ['ws:'] : [])],
    'frame-src': area === 'admin' ? ["'self'"] : videoHosts,
    'media-src': ["'self'", 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    // Public pages are never framed (clickjacking); the admin and its live preview only by the admin.
    'frame-ancestors': area === 'site' ? ["'none'"] : ["'self'"],
  }
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ')
}

/** A fresh, unguessable nonce per response (Web Crypto: runs in the proxy and in Node). */
export function createNonce(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return btoa(String.fromCharCode(...bytes))
}
