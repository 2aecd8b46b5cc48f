/**
 * Where an e-mail to the public sends its reader to stop receiving e-mail: the page a link in the
 * body opens (it asks before doing anything, since mail scanners open links), and the one-click
 * address for the List-Unsubscribe header (RFC 8058: a POST unsubscribes at once).
 */
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/routing'
import { linkKey, signToken, verifyToken } from '@/lib/security/signedToken'

import { normalizeEmail } from './addresses'

export const UNSUBSCRIBE_PURPOSE = 'unsubscribe'
export const UNSUBSCRIBE_API_PATH = '/api/email/unsubscribe'

export function unsubscribeLinks(origin: string, locale: Locale, token: string): { page: string; oneClick: string } {
  const query = `token=${encodeURIComponent(token)}`
  return {
    page: `${origin}${localizedPath(locale, '/unsubscribe')}?${query}`,
    oneClick: `${origin}${UNSUBSCRIBE_API_PATH}?${query}`,
  }
}

/** The signed token of an unsubscribe link for `address` (it does not expire: an old e-mail's link keeps working). */
export function unsubscribeToken(serverSecret: string, address: string): string {
  return signToken({ purpose: UNSUBSCRIBE_PURPOSE, subject: normalizeEmail(address) }, linkKey(serverSecret, UNSUBSCRIBE_PURPOSE))
}

/** The address a token names, or null when it is not a genuine unsubscribe token. */
export function unsubscribeSubject(serverSecret: string, token: string): string | null {
  return verifyToken(token, UNSUBSCRIBE_PURPOSE, linkKey(serverSecret, UNSUBSCRIBE_PURPOSE))
}

/** An address as a page may show it to whoever holds the link: "k***@example.com". */
export function maskedAddress(address: string): string {
  const [local = '', domain = ''] = address.split('@')
  return `${local.slice(0, 1)}***@${domain}`
}
