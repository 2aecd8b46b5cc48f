import type { CollectionConfig, GlobalConfig } from 'payload'

import { checkQuery } from './checkQuery'
import { checkListLimits } from './listLimits'

/** Every collection checks ids, paging, `where` and `sort` from clients first (checkQuery.ts). */
export function withQueryCheck(collection: CollectionConfig): CollectionConfig {
  return { ...collection, hooks: { ...collection.hooks, beforeOperation: [checkQuery, ...(collection.hooks?.beforeOperation ?? [])] } }
}

/** Every global's reads keep to the caller's depth and locale limits (listLimits.ts). */
export function withGlobalReadCheck(global: GlobalConfig): GlobalConfig {
  const checkRead: NonNullable<NonNullable<GlobalConfig['hooks']>['beforeOperation']>[number] = ({
    args,
    operation,
    overrideAccess,
    req,
  }) => {
    if (operation === 'read') checkListLimits(req, args as Parameters<typeof checkListLimits>[1], false, overrideAccess)
    return args
  }
  return { ...global, hooks: { ...global.hooks, beforeOperation: [checkRead, ...(global.hooks?.beforeOperation ?? [])] } }
}
