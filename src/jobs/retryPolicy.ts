/**
 * Delivery retries for third parties: 8 attempts with exponential backoff
 * (base 60 s: 1, 2, 4 ... 64 min, about two hours in all). Tests shorten the
 * base with JOB_RETRY_BASE_DELAY_MS.
 */
export const DELIVERY_ATTEMPTS = 8

export const deliveryRetries = {
  attempts: DELIVERY_ATTEMPTS,
  backoff: { type: 'exponential' as const, delay: Number(process.env.JOB_RETRY_BASE_DELAY_MS ?? 60_000) },
}

/** A third-party call that fails fast instead of hanging a worker. */
export const DELIVERY_TIMEOUT_MS = 5_000
