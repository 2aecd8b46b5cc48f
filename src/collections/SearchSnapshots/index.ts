import type { CollectionConfig } from 'payload'

/**
 * What one set of search criteria found at the alerts job's last look (src/jobs/alerts/): each home's
 * price and when it was first seen and last changed. Shared by every saved search with those criteria,
 * so a run asks the listings source once per criteria and compares once, however many buyers share
 * them. The job's bookkeeping: nobody reads or writes it through the API.
 */
export const SearchSnapshots: CollectionConfig = {
  slug: 'search-snapshots',
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  admin: { hidden: true },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true },
    { name: 'fetchedAt', type: 'date', required: true },
    { name: 'homes', type: 'json', required: true },
  ],
}
