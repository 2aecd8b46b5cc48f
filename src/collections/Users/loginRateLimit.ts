/**
 * Sign-in attempts per client address, counted in PostgreSQL (shared by every
 * server process), on top of the per-account lockout. REST answers 429 with
 * Retry-After before Payload's own login runs; GraphQL's login mutation, which
 * does not pass through REST endpoints, is counted by the hook instead. The
 * local API (our own server code) is not limited.
 */
import { APIError, type CollectionBeforeOperationHook, type Endpoint, type PayloadHandler } from 'payload'

import { clientIp } from '@/lib/network/clientIp'
import { hitRateLimit, limitRequest, tooManyRequestsMessage } from '@/server/rateLimit'

const rateLimitedLogin: PayloadHandler = async (req) => {
  const limited = await limitRequest(req.payload, 'login', clientIp(req.headers))
  if (limited) return limited
  const builtIn = req.payload.collections.users.config.endpoints
    ? req.payload.collections.users.config.endpoints.find(
        (endpoint) => endpoint.path === '/login' && endpoint.method === 'post' && endpoint.handler !== rateLimitedLogin,
      )
    : undefined
  if (!builtIn) throw new APIError('Sign-in is not available.', 500)
  return builtIn.handler(req)
}

export const loginEndpoint: Endpoint = { path: '/login', method: 'post', handler: rateLimitedLogin }

export const limitOtherLogins: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login' || req.payloadAPI !== 'GraphQL') return args
  const hit = await hitRateLimit(req.payload, 'login', clientIp(req.headers))
  if (!hit.allowed) throw new APIError(tooManyRequestsMessage(hit.retryAfterSeconds), 429)
  return args
}
