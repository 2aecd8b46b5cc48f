import type { CollectionConfig } from 'payload'

import { checkQuery } from './checkQuery'

/** Every collection checks ids, paging, `where` and `sort` from clients first (checkQuery.ts). */
export function withQueryCheck(collection: CollectionConfig): CollectionConfig {
  return { ...collection, hooks: { ...collection.hooks, beforeOperation: [checkQuery, ...(collection.hooks?.beforeOperation ?? [])] } }
}
