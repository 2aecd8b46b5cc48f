/**
 * Payload's local-strategy password hash (payload 3.90, auth/strategies/local):
 * PBKDF2-SHA256, 600,000 iterations for current hashes (prefix
 * `pbkdf2-sha256-v1:`), 25,000 for legacy ones. Payload does not export its
 * checker, so the parameters are repeated here; tests/int/accountSecurity
 * signs in with real accounts, so a change in Payload shows there.
 */
import crypto from 'node:crypto'

const CURRENT_PREFIX = 'pbkdf2-sha256-v1:'
const CURRENT = { iterations: 600_000, keyLength: 32 }
const LEGACY = { iterations: 25_000, keyLength: 512 }

function pbkdf2(password: string, salt: string, iterations: number, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    crypto.pbkdf2(password, salt, iterations, keyLength, 'sha256', (error, key) => (error ? reject(error) : resolve(key))),
  )
}

/** True when `password` matches the stored hash and salt. */
export async function passwordMatches(password: string, hash: unknown, salt: unknown): Promise<boolean> {
  if (typeof hash !== 'string' || typeof salt !== 'string') {
    await spendPasswordHashTime(password)
    return false
  }
  const current = hash.startsWith(CURRENT_PREFIX)
  const { iterations, keyLength } = current ? CURRENT : LEGACY
  const stored = Buffer.from(current ? hash.slice(CURRENT_PREFIX.length) : hash, 'hex')
  const computed = await pbkdf2(password, salt, iterations, keyLength)
  return computed.length === stored.length && crypto.timingSafeEqual(computed, stored)
}

/** The cost of checking a current hash, spent for nothing: an unknown account answers as slowly as a known one. */
export async function spendPasswordHashTime(password: string): Promise<void> {
  await pbkdf2(password, crypto.randomBytes(32).toString('hex'), CURRENT.iterations, CURRENT.keyLength)
}
