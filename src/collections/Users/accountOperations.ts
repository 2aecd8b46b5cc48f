/**
 * Account operations that act on an account without signing in as it: unlock
 * and forgot-password.
 *
 * - Unlock: only an admin, or the account itself (its own open session). Counted
 *   per client address, so a signed-in agent cannot unlock-and-guess without end.
 * - Forgot-password: counted per client address; always the same answer whether
 *   or not the account exists; while a reset link sent earlier is still valid, a
 *   new request neither replaces its token nor sends another e-mail (else anyone
 *   knowing an e-mail could keep a person's link from ever working). The person
 *   can ask again once the link expires (an hour). Only through REST (the
 *   admin's and site's forms); GraphQL refuses it.
 * The local API (our own server code) is not limited.
 */
import { APIError, type Access, type CollectionBeforeOperationHook, type Endpoint, type PayloadHandler } from 'payload'

import { readSelfOrAdmin } from './access'
import { clientIp } from '@/lib/network/clientIp'
import { throwWhenLimited, type RateLimitName } from '@/server/rateLimit'

/** Unlocking an account: the same rule as reading it (admins any, everyone else their own). */
export const unlockSelfOrAdmin: Access = readSelfOrAdmin

const countOrRefuse = (req: Parameters<CollectionBeforeOperationHook>[0]['req'], name: RateLimitName) =>
  throwWhenLimited(req, name, clientIp(req.headers))

/** Thrown by the hook and turned by the REST endpoint into the usual success answer. */
class ResetAlreadyPending extends Error {}

type StoredUser = { resetPasswordToken?: string | null; resetPasswordExpiration?: string | Date | null }

export const guardAccountOperations: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (req.payloadAPI === 'local') return args
  if (operation === 'unlock') {
    await countOrRefuse(req, 'unlock')
    return args
  }
  if (operation !== 'forgotPassword') return args
  if (req.payloadAPI === 'GraphQL') {
    throw new APIError('Ask for a new password on the sign-in page.', 403)
  }
  await countOrRefuse(req, 'forgotPassword')
  const email = (args as { data?: { email?: unknown } }).data?.email
  if (typeof email !== 'string') return args
  const user = (await req.payload.db.findOne({
    collection: 'users',
    req,
    where: { email: { equals: email.toLowerCase().trim() } },
  })) as StoredUser | null
  const pending =
    Boolean(user?.resetPasswordToken) &&
    Boolean(user?.resetPasswordExpiration) &&
    new Date(user!.resetPasswordExpiration!).getTime() > Date.now()
  if (pending) throw new ResetAlreadyPending()
  return args
}

const forgotPassword: PayloadHandler = async (req) => {
  const builtIn = req.payload.collections.users.config.endpoints
    ? req.payload.collections.users.config.endpoints.find(
        (endpoint) => endpoint.path === '/forgot-password' && endpoint.method === 'post' && endpoint.handler !== forgotPassword,
      )
    : undefined
  if (!builtIn) throw new APIError('Password reset is not available.', 500)
  try {
    return await builtIn.handler(req)
  } catch (error) {
    if (!(error instanceof ResetAlreadyPending)) throw error
    // Word for word what Payload answers when it did send a link.
    return Response.json({ message: req.t('general:success') }, { status: 200 })
  }
}

export const forgotPasswordEndpoint: Endpoint = { path: '/forgot-password', method: 'post', handler: forgotPassword }
