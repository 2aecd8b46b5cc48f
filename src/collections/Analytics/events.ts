import type { CollectionConfig } from 'payload'

import { EVENT_KINDS, PAGE_KINDS } from '@/lib/analytics/events'
import { localeCodes } from '@/i18n/locales'

const nobody = () => false
const options = (values: readonly string[]) => values.map((value) => ({ label: value, value }))

/**
 * Raw first-party events (src/lib/analytics/events.ts), written in batches with SQL by ./recorder.ts
 * and kept 30 days (./rollUp.ts deletes older ones); people read them only as rollups (./rollups.ts).
 * No address, browser string, cookie or id of a person is stored: `visitor` is a hash that means
 * nothing the next day.
 */
export const AnalyticsEvents: CollectionConfig = {
  slug: 'analytics-events',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  timestamps: false,
  indexes: [{ fields: ['realtor', 'at'] }, { fields: ['realtor', 'day'] }, { fields: ['day'] }],
  fields: [
    { name: 'at', type: 'date', required: true, index: true },
    // The agent's calendar day (their time zone) when it happened: `2026-11-28`.
    { name: 'day', type: 'text', required: true },
    // Empty on the landing page. The relationship keeps a deleted agent's rows from pointing at nothing;
    // the agent's deletion removes them first (../Realtors/hooks/forgetAnalytics.ts).
    { name: 'realtor', type: 'relationship', relationTo: 'realtors' },
    { name: 'visitor', type: 'text', required: true },
    { name: 'kind', type: 'select', required: true, options: options(EVENT_KINDS) },
    { name: 'page', type: 'select', options: options(PAGE_KINDS) },
    { name: 'path', type: 'text' },
    { name: 'locale', type: 'select', options: options(localeCodes) },
    { name: 'source', type: 'text' },
    { name: 'utmMedium', type: 'text' },
    { name: 'utmCampaign', type: 'text' },
    { name: 'device', type: 'select', required: true, options: options(['mobile', 'tablet', 'desktop']) },
    { name: 'listing', type: 'text' },
  ],
}
