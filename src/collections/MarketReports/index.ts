import type { CollectionConfig } from 'payload'

/**
 * The market report of each area neighbourhood pages are about (src/lib/market/report.ts), one row
 * per area key (src/lib/market/area.ts), rewritten once a day by the job (src/jobs/marketReports/).
 * Pages read it on the server (src/utilities/market/); nobody reads or writes it through the API.
 */
export const MarketReports: CollectionConfig = {
  slug: 'market-reports',
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  admin: { hidden: true },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true },
    { name: 'state', type: 'text', required: true },
    { name: 'city', type: 'text', required: true },
    { name: 'zipcode', type: 'text' },
    /** When the source was read. */
    { name: 'asOf', type: 'date', required: true },
    /** The figures and the trend, or `{ enough: false, activeHomes }`. */
    { name: 'report', type: 'json', required: true },
    /** `{ kind: 'mls', market }` or `{ kind: 'agent' }`. */
    { name: 'source', type: 'json', required: true },
  ],
}
