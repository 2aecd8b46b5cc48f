/**
 * Payload builds its `payload-locked-documents` collection while it sanitizes the config and offers
 * no option for that collection's access, so our rules (src/access/lockedDocuments.ts) are set on the
 * built collection: REST, GraphQL and the local API with a user then ask them.
 */
import type { SanitizedConfig } from 'payload'

import { createLock, deleteLock, lockInOwnName, updateLock } from '@/access/lockedDocuments'

export function withLockRules(config: SanitizedConfig): SanitizedConfig {
  const locks = config.collections.find((collection) => collection.slug === 'payload-locked-documents')
  if (!locks) return config
  locks.access = { ...locks.access, create: createLock, update: updateLock, delete: deleteLock }
  locks.hooks = { ...locks.hooks, beforeChange: [...(locks.hooks?.beforeChange ?? []), lockInOwnName] }
  return config
}
