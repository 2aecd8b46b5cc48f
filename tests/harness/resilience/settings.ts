/** What the resilience runner configures; test-only values for a throwaway database. */
export const RESILIENCE_ADMIN = { email: 'resilience-admin@example.com', password: 'resilience-admin-password-1' }

export const RESILIENCE_SETTINGS = {
  // Load comes from one address: the rate limit is not what these tests are about.
  LEAD_RATE_LIMIT: '1000000',
  CONTACT_RATE_LIMIT: '1000000',
  // Retries after 1 s, 2 s, 4 s ... 64 s: the 8th attempt comes about 2 minutes after the first,
  // so the outages here (well under that) are survived without hours of backoff.
  JOB_RETRY_BASE_DELAY_MS: '1000',
  // As deployed: the web server serves, a `npm run jobs` worker runs the queue.
  JOBS_AUTORUN: '0',
  JOBS_INTERVAL_MS: '100',
  JOBS_LIMIT: '50',
  // Runs take at most ~6 s (5 s third-party timeout): 15 s means the runner is gone.
  STALE_JOB_AFTER_MS: '15000',
}
