/**
 * Signed links for people without an account (unsubscribe, confirm, manage): the token carries
 * what it is for, whom it names and until when it is good, and an HMAC-SHA256 over them with a
 * key only the server holds. A token for one purpose is never accepted for another, a changed
 * byte fails the check, and the check takes the same time whatever the token.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

export type TokenClaims = {
  /** What the token lets its holder do, e.g. 'unsubscribe'. */
  purpose: string
  /** Whom or what it names: a normalised e-mail address, a record id. */
  subject: string
  /** Seconds since the epoch after which it is refused; absent: it does not expire. */
  expiresAt?: number
}

const encode = (text: string) => Buffer.from(text, 'utf8').toString('base64url')

function mac(key: string, body: string): Buffer {
  return createHmac('sha256', key).update(`v1.${body}`).digest()
}

export function signToken(claims: TokenClaims, key: string): string {
  const body = encode(JSON.stringify({ p: claims.purpose, s: claims.subject, ...(claims.expiresAt ? { e: claims.expiresAt } : {}) }))
  return `${body}.${mac(key, body).toString('base64url')}`
}

/** The token's subject when it is genuine, for this purpose and not expired; null otherwise. */
export function verifyToken(token: string, purpose: string, key: string, nowSeconds = Math.floor(Date.now() / 1000)): string | null {
  if (typeof token !== 'string' || token.length > 2048) return null
  const [body, signature, extra] = token.split('.')
  if (!body || !signature || extra !== undefined) return null
  const expected = mac(key, body)
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  let claims: { p?: unknown; s?: unknown; e?: unknown }
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
  } catch {
    return null
  }
  if (claims.p !== purpose || typeof claims.s !== 'string') return null
  if (typeof claims.e === 'number' && claims.e < nowSeconds) return null
  return claims.s
}

/** A key for one use of signed links, derived from the server's secret (a leak of one use's key exposes no other). */
export function linkKey(serverSecret: string, use: string): string {
  return createHmac('sha256', serverSecret).update(`links:${use}`).digest('base64url')
}
