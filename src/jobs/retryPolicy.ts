/**
 * Delivery retries for third parties: 8 attempts with exponential backoff
 * (base 15 s: 15 s, 30 s, 1 min ... 16 min, about an hour in all). Tests
 * shorten the base with JOB_RETRY_BASE_DELAY_MS.
 */
export const DELIVERY_ATTEMPTS = 8

export const deliveryRetries = {
  attempts: DELIVERY_ATTEMPTS,
  backoff: { type: 'exponential' as const, delay: Number(process.env.JOB_RETRY_BASE_DELAY_MS ?? 15_000) },
}

/** A third-party call that fails fast instead of hanging a worker. */
export const DELIVERY_TIMEOUT_MS = 5_000
