/**
 * Account operations that act on an account without signing in as it: unlock
 * and forgot-password.
 *
 * - Unlock: only an admin, or the account itself (its own open session). Counted
 *   per client address, so a signed-in agent cannot unlock-and-guess without end.
 * - Forgot-password: only through REST (the admin's and site's forms), whose
 *   endpoint queues the e-mail (./forgotPasswordEndpoint.ts); GraphQL refuses it.
 * The local API (our own server code) is not limited.
 */
import { APIError, type Access, type CollectionBeforeOperationHook } from 'payload'

import { updateSelfOrAdmin } from './access'
import { clientIp } from '@/lib/network/clientIp'
import { throwWhenLimited } from '@/server/rateLimit'

/** Unlocking an account: the same rule as changing it (admins any, everyone else their own). */
export const unlockSelfOrAdmin: Access = updateSelfOrAdmin

export const guardAccountOperations: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (req.payloadAPI === 'local') return args
  if (operation === 'unlock') {
    await throwWhenLimited(req, 'unlock', clientIp(req.headers))
    return args
  }
  // Our REST endpoint never runs Payload's operation: anything else reaching it (GraphQL) is refused.
  if (operation === 'forgotPassword') throw new APIError('Ask for a new password on the sign-in page.', 403)
  return args
}
