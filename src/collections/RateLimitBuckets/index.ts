import type { CollectionConfig } from 'payload'

/**
 * Request counters shared by every server process (rate limits must hold
 * across processes, so they live in PostgreSQL). Written with SQL by
 * src/server/rateLimit.ts; nobody reads them through the API.
 */
export const RateLimitBuckets: CollectionConfig = {
  slug: 'rate-limit-buckets',
  admin: { hidden: true },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true },
    { name: 'windowStart', type: 'date', required: true },
    { name: 'hits', type: 'number', required: true },
  ],
}
