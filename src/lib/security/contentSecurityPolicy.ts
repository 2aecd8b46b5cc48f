/**
 * The Content-Security-Policy of every page. Inline style attributes stay allowed because React and
 * the Payload admin set them. Scripts:
 * - with a nonce (the admin, the live preview, every page in development): only scripts carrying the
 *   request's nonce, and what they load ('strict-dynamic': Next's chunks, the tag manager);
 * - without (public pages in production, whose HTML is cached): same-origin script files and the
 *   inline scripts whose SHA-256 the Node server puts where SCRIPT_HASHES_PLACEHOLDER stands
 *   (runtime/server/cspHashes.ts). Served without that server, the placeholder alone lets no
 *   inline script run: the page stays unhydrated, never unprotected. Why 'self' is safe here:
 *   every response carries X-Content-Type-Options: nosniff, so an upload or API answer (images,
 *   JSON) can never run as a script; SECURITY.md "Content-Security-Policy".
 */

import type { ShowcaseFraming } from './showcaseFrame'

/** Stands where the server puts a public page's script hashes; alone (an unknown keyword) it allows no inline script. */
export const SCRIPT_HASHES_PLACEHOLDER = "'inline-script-hashes'"

/** 'preview': the admin's live preview of a draft page, framed by the admin only. */
export type PolicyArea = 'site' | 'admin' | 'preview'

type Options = {
  nonce?: string
  area: PolicyArea
  development?: boolean
  /** With a nonce: 'sha256-…' sources of our own inline scripts, which a cached layout renders without the nonce. */
  scriptHashes?: string[]
  /** The landing's showcase: the landing may frame its own origin, an agent's marked home page be framed by it (showcaseFrame.ts). */
  showcase?: ShowcaseFraming
}

// Google Tag Manager / Analytics, loaded only when site settings name an id.
const analyticsHosts = ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com']
// Without 'strict-dynamic' the tag manager's own script hosts are named.
const analyticsScriptHosts = ['https://www.googletagmanager.com', 'https://*.google-analytics.com']
const videoHosts = ['https://www.youtube-nocookie.com', 'https://www.youtube.com']

export function contentSecurityPolicy({ nonce, area, development = false, scriptHashes = [], showcase = null }: Options): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // React's development build evaluates code for its debugging aids.
    'script-src': nonce
      ? ["'self'", `'nonce-${nonce}'`, ...scriptHashes, "'strict-dynamic'", ...(development ? ["'unsafe-eval'"] : [])]
      : ["'self'", SCRIPT_HASHES_PLACEHOLDER, ...(area === 'site' ? analyticsScriptHosts : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...(area === 'site' ? analyticsHosts : [])],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(area === 'site' ? analyticsHosts : []), ...(development ? ['ws:'] : [])],
    'frame-src': area === 'admin' ? ["'self'"] : showcase === 'frames' ? ["'self'", ...videoHosts] : videoHosts,
    'media-src': ["'self'", 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    // Public pages are never framed (clickjacking), but for an agent's home page by the landing's showcase
    // (its own origin, at a marked address); the admin and its live preview only by the admin.
    'frame-ancestors': area === 'site' && showcase !== 'framed' ? ["'none'"] : ["'self'"],
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
