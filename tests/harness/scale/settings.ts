/** What the scale runner configures; test-only values for throwaway services. */
export const SCALE_ADMIN = { email: 'scale-admin@example.com', password: 'scale-admin-password-1' }

/** s3rver's built-in credentials (it checks signatures against them). */
export const SCALE_S3 = { bucket: 'scale-media', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', region: 'us-east-1' }

export const SCALE_SETTINGS = {
  // Load comes from one address: the rate limits are not what these tests are about.
  LEAD_RATE_LIMIT: '1000000',
  CONTACT_RATE_LIMIT: '1000000',
  UPLOAD_RATE_LIMIT: '1000000',
  LOGIN_RATE_LIMIT: '1000000',
  JOB_RETRY_BASE_DELAY_MS: '1000',
  // As deployed: the web servers serve, one `npm run jobs` worker runs the queue.
  JOBS_AUTORUN: '0',
  JOBS_INTERVAL_MS: '100',
  JOBS_LIMIT: '50',
  STALE_JOB_AFTER_MS: '15000',
}
