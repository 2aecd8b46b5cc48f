/** Fixed-window rate limits counted in PostgreSQL, so every server process shares them. */
import { createHash } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { APIError, type Payload } from 'payload'

import { errorSummary } from '@/lib/errorSummary'
import { rateLimitSubject } from '@/lib/network/rateLimitSubject'
import { countRateLimitRefusal } from '@/integrations/observability/metrics'
import { repeatWhileConnected } from './repeatWhileConnected'

export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number }

const TEN_MINUTES = 10 * 60 * 1000

/** Every limit in one place; the environment variable overrides the count (docs/configuration.md). */
export const RATE_LIMITS = {
  lead: { env: 'LEAD_RATE_LIMIT', perWindow: 10, windowMs: TEN_MINUTES },
  contact: { env: 'CONTACT_RATE_LIMIT', perWindow: 10, windowMs: TEN_MINUTES },
  savedSearch: { env: 'SAVED_SEARCH_RATE_LIMIT', perWindow: 10, windowMs: TEN_MINUTES },
  login: { env: 'LOGIN_RATE_LIMIT', perWindow: 20, windowMs: TEN_MINUTES },
  import: { env: 'IMPORT_RATE_LIMIT', perWindow: 30, windowMs: TEN_MINUTES },
  unlock: { env: 'UNLOCK_RATE_LIMIT', perWindow: 10, windowMs: TEN_MINUTES },
  forgotPassword: { env: 'FORGOT_PASSWORD_RATE_LIMIT', perWindow: 5, windowMs: TEN_MINUTES },
  upload: { env: 'UPLOAD_RATE_LIMIT', perWindow: 60, windowMs: TEN_MINUTES },
} as const

export type RateLimitName = keyof typeof RATE_LIMITS

/** Read per call, so an operator's (or a test's) environment applies without a restart. */
export function rateLimitOf(name: RateLimitName): { limit: number; windowMs: number } {
  const { env, perWindow, windowMs } = RATE_LIMITS[name]
  const configured = Number(process.env[env])
  return { limit: Number.isFinite(configured) && configured > 0 ? configured : perWindow, windowMs }
}

/** Counts one request of `name` by `subject` (an address, a user); the answer says whether it may go on. */
export async function hitRateLimit(payload: Payload, name: RateLimitName, subject: string): Promise<RateLimitResult> {
  const { limit, windowMs } = rateLimitOf(name)
  const db = payload.db as unknown as PostgresAdapter
  const windowInterval = `${windowMs} milliseconds`
  const { rows } = await db.drizzle.execute(sql`
    INSERT INTO rate_limit_buckets (key, window_start, hits)
    VALUES (${rateLimitKey(name, subject)}, now(), 1)
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN rate_limit_buckets.window_start <= now() - ${windowInterval}::interval
                  THEN 1 ELSE rate_limit_buckets.hits + 1 END,
      window_start = CASE WHEN rate_limit_buckets.window_start <= now() - ${windowInterval}::interval
                  THEN now() ELSE rate_limit_buckets.window_start END,
      updated_at = now()
    RETURNING hits, EXTRACT(EPOCH FROM (window_start + ${windowInterval}::interval - now())) AS remaining
  `)
  const row = rows[0] as { hits: number | string; remaining: number | string }
  const allowed = Number(row.hits) <= limit
  if (!allowed) countRateLimitRefusal(name)
  return {
    allowed,
    retryAfterSeconds: Math.max(1, Math.ceil(Number(row.remaining))),
  }
}

/** Longest subject stored as it is: an IPv6 address with a zone, a user id. */
const MAX_PLAIN_SUBJECT = 64

/**
 * The bucket's key. A subject is normally an IP address or a user id; an IPv6 address
 * counts by its /64, an IPv4-mapped one as its IPv4 address (src/lib/network/rateLimitSubject.ts).
 * Anything longer or with unprintable characters is stored as its SHA-256, so no value a
 * client manages to put there can make the indexed key too long for PostgreSQL (a 500) or the table large.
 */
export function rateLimitKey(name: RateLimitName, subject: string): string {
  const counted = rateLimitSubject(subject)
  if (counted.length <= MAX_PLAIN_SUBJECT && /^[\x21-\x7e]+$/.test(counted)) return `${name}:${counted}`
  return `${name}:sha256:${createHash('sha256').update(counted).digest('hex')}`
}

/** null when the request may go on, else the 429 to answer. */
export async function limitRequest(payload: Payload, name: RateLimitName, subject: string): Promise<Response | null> {
  const hit = await hitRateLimit(payload, name, subject)
  return hit.allowed ? null : tooManyRequests(hit.retryAfterSeconds)
}

export function tooManyRequestsMessage(retryAfterSeconds: number): string {
  return `Too many requests. Please try again in ${retryAfterSeconds} seconds.`
}

/** 429 with Retry-After and a message a person can act on. */
export function tooManyRequests(retryAfterSeconds: number): Response {
  return Response.json(
    { errors: [{ message: tooManyRequestsMessage(retryAfterSeconds) }] },
    { status: 429, headers: { 'Retry-After': String(retryAfterSeconds) } },
  )
}

/** Buckets whose window ended a day ago count for nothing; deleted hourly so the table stays small. */
export function keepRateLimitsPruned(payload: Payload): void {
  const db = payload.db as unknown as PostgresAdapter
  const prune = () =>
    db.drizzle
      .execute(sql`DELETE FROM rate_limit_buckets WHERE window_start < now() - interval '1 day'`)
      .catch((error: Error) => payload.logger.info({ msg: 'rate limit buckets not pruned', err: errorSummary(error) }))
  repeatWhileConnected(payload, 60 * 60 * 1000, prune)
}

/**
 * For hooks inside Payload's operations (which answer by throwing): counts the
 * request and throws the 429, with Retry-After set on the answer.
 */
export async function throwWhenLimited(
  req: { payload: Payload; responseHeaders?: Headers },
  name: RateLimitName,
  subject: string,
): Promise<void> {
  const hit = await hitRateLimit(req.payload, name, subject)
  if (hit.allowed) return
  req.responseHeaders = new Headers(req.responseHeaders)
  req.responseHeaders.set('Retry-After', String(hit.retryAfterSeconds))
  throw new APIError(tooManyRequestsMessage(hit.retryAfterSeconds), 429, undefined, true)
}
