/** Fixed-window rate limits counted in PostgreSQL, so every server process shares them. */
import { sql } from '@payloadcms/db-postgres'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number }

export async function hitRateLimit(
  payload: Payload,
  key: string,
  limit: number,
  windowMs: number,
): Promise<RateLimitResult> {
  const db = payload.db as unknown as PostgresAdapter
  const windowInterval = `${windowMs} milliseconds`
  const { rows } = await db.drizzle.execute(sql`
    INSERT INTO rate_limit_buckets (key, window_start, hits)
    VALUES (${key}, now(), 1)
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN rate_limit_buckets.window_start <= now() - ${windowInterval}::interval
                  THEN 1 ELSE rate_limit_buckets.hits + 1 END,
      window_start = CASE WHEN rate_limit_buckets.window_start <= now() - ${windowInterval}::interval
                  THEN now() ELSE rate_limit_buckets.window_start END,
      updated_at = now()
    RETURNING hits, EXTRACT(EPOCH FROM (window_start + ${windowInterval}::interval - now())) AS remaining
  `)
  const row = rows[0] as { hits: number | string; remaining: number | string }
  return {
    allowed: Number(row.hits) <= limit,
    retryAfterSeconds: Math.max(1, Math.ceil(Number(row.remaining))),
  }
}

/** 429 with Retry-After and a message a person can act on. */
export function tooManyRequests(retryAfterSeconds: number): Response {
  return Response.json(
    { errors: [{ message: `Too many requests. Please try again in ${retryAfterSeconds} seconds.` }] },
    { status: 429, headers: { 'Retry-After': String(retryAfterSeconds) } },
  )
}
