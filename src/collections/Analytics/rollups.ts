import type { CollectionConfig } from 'payload'

const nobody = () => false

/**
 * Figures rolled up from the raw events by ./rollUp.ts: per agent (empty: the landing page), per hour
 * (UTC) and per day (the agent's own calendar day), one row per figure and key: `pageViews` and
 * `visitors` in total (key ''), per `page`, `listing`, `source`, `locale` and `device`; `searches`,
 * `listingViews`, `favourites`, `savedSearches`, `contacts`, `valuations`, `leads` in total. Kept for
 * good: they name no visitor. Read through ./figures.ts (the admin's /admin/numbers and daily CSV).
 */
export const AnalyticsRollups: CollectionConfig = {
  slug: 'analytics-rollups',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  timestamps: false,
  indexes: [{ fields: ['period', 'start'] }, { fields: ['realtor', 'period', 'day'] }],
  fields: [
    { name: 'realtor', type: 'relationship', relationTo: 'realtors' },
    {
      name: 'period',
      type: 'select',
      required: true,
      options: [
        { label: 'hour', value: 'hour' },
        { label: 'day', value: 'day' },
      ],
    },
    // An hour row's first moment.
    { name: 'start', type: 'date' },
    // The agent's calendar day of a day row: `2026-11-28`.
    { name: 'day', type: 'text' },
    { name: 'metric', type: 'text', required: true },
    { name: 'key', type: 'text', required: true, defaultValue: '' },
    { name: 'count', type: 'number', required: true },
  ],
}
