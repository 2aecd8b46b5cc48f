import type { CollectionConfig } from 'payload'

const nobody = () => false

/**
 * One random salt per UTC day for the visitor hash (src/lib/analytics/visitors.ts), shared by every
 * server process; deleted once its day is over (./rollUp.ts), so a stored hash can never be matched
 * to an address again.
 */
export const AnalyticsSalts: CollectionConfig = {
  slug: 'analytics-salts',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  timestamps: false,
  fields: [
    { name: 'day', type: 'text', required: true, unique: true },
    { name: 'salt', type: 'text', required: true },
  ],
}
