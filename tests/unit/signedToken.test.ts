/** Signed links for people without an account: only the genuine token, for its purpose, in its time. */
import { describe, expect, it } from 'vitest'

import { linkKey, signToken, verifyToken } from '@/lib/security/signedToken'

const key = linkKey('server-secret', 'unsubscribe')

describe('signed tokens', () => {
  it('names its subject when genuine', () => {
    const token = signToken({ purpose: 'unsubscribe', subject: 'buyer@example.com' }, key)
    expect(verifyToken(token, 'unsubscribe', key)).toBe('buyer@example.com')
  })

  it('refuses a changed subject, another purpose, another key or garbage', () => {
    const token = signToken({ purpose: 'unsubscribe', subject: 'buyer@example.com' }, key)
    const [body, mac] = token.split('.')
    const forged = Buffer.from(JSON.stringify({ p: 'unsubscribe', s: 'other@example.com' })).toString('base64url')
    expect(verifyToken(`${forged}.${mac}`, 'unsubscribe', key)).toBeNull()
    expect(verifyToken(token, 'manage', key)).toBeNull()
    expect(verifyToken(token, 'unsubscribe', linkKey('server-secret', 'manage'))).toBeNull()
    expect(verifyToken(token, 'unsubscribe', linkKey('another-secret', 'unsubscribe'))).toBeNull()
    expect(verifyToken(`${body}`, 'unsubscribe', key)).toBeNull()
    expect(verifyToken(`${body}.${mac}.x`, 'unsubscribe', key)).toBeNull()
    expect(verifyToken('', 'unsubscribe', key)).toBeNull()
  })

  it('is refused after it expires', () => {
    const token = signToken({ purpose: 'manage', subject: '42', expiresAt: 1_000 }, key)
    expect(verifyToken(token, 'manage', key, 999)).toBe('42')
    expect(verifyToken(token, 'manage', key, 1_001)).toBeNull()
  })
})
