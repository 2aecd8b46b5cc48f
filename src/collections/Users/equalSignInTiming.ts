/**
 * Sign-in answers alike whether or not the account exists. Payload checks the
 * password (PBKDF2, ~150 ms) only for an existing, unlocked account and answers
 * an unknown e-mail in a few milliseconds, which tells an attacker which
 * e-mails have accounts. This hook spends the same hashing time first for an
 * unknown or locked account; Payload then answers as before. The messages are
 * made equal in src/i18n/signInMessages.ts (a locked account gets the same text
 * as a wrong password).
 */
import type { CollectionBeforeOperationHook } from 'payload'

import { spendPasswordHashTime } from './passwordHash'

type StoredUser = { lockUntil?: string | Date | null }

export const equalSignInTiming: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login') return args
  const data = (args as { data?: { email?: unknown; password?: unknown } }).data
  const email = typeof data?.email === 'string' ? data.email.toLowerCase().trim() : ''
  const password = typeof data?.password === 'string' ? data.password : ''
  // Payload refuses these at once, for every e-mail alike.
  if (!email || !password.trim()) return args
  const user = (await req.payload.db.findOne({
    collection: 'users',
    req,
    where: { email: { equals: email } },
  })) as StoredUser | null
  const locked = Boolean(user?.lockUntil && new Date(user.lockUntil).getTime() > Date.now())
  if (!user || locked) await spendPasswordHashTime(password)
  return args
}
