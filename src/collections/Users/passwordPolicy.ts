/**
 * Applies src/lib/validation/password.ts wherever a password is set: sign-up of
 * the first user, create, update, and reset (which runs no validate hooks).
 */
import { ValidationError, type CollectionBeforeOperationHook } from 'payload'

import { checkPassword } from '@/lib/validation/password'
import { messageFor } from '@/lib/validation/messages'

const SETS_PASSWORD = new Set(['create', 'update', 'resetPassword'])

export const enforcePasswordPolicy: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const data = (args as { data?: { password?: unknown } }).data
  if (!SETS_PASSWORD.has(operation) || typeof data?.password !== 'string') return args
  const problem = checkPassword(data.password)
  if (problem) {
    throw new ValidationError({
      collection: 'users',
      errors: [{ path: 'password', message: messageFor(problem, req.i18n?.language) }],
    })
  }
  return args
}
