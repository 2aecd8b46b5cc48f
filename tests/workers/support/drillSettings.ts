/** The worker drill's size and the workers' settings (test-only values). */
export const DRILL = {
  workers: 3,
  contacts: 1000,
  leads: 1000,
  /** One per realtor: a realtor's order of syncs is tests/int/jobClaims.test.ts's matter. */
  syncs: 500,
}

export const DRILL_WORKER_SETTINGS = {
  NODE_ENV: 'production' as const,
  NODE_OPTIONS: '--no-deprecation',
  PAYLOAD_SECRET: 'worker-drill-secret',
  JOBS_AUTORUN: '0',
  JOBS_LIMIT: '25',
  JOBS_INTERVAL_MS: '200',
  // Retries after 1 s, 2 s ...: a failed attempt is not what this drill waits for.
  JOB_RETRY_BASE_DELAY_MS: '1000',
  // Runs here take a few seconds at most: 15 s means the runner is gone.
  STALE_JOB_AFTER_MS: '15000',
  LEAD_NOTIFY_EMAILS: 'drill-staff@example.com',
  MAIL_FROM: 'Drill <noreply@drill.example>',
  MAIN_API_TOKEN: 'drill-main-api-token',
}
