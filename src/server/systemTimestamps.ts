/**
 * Payload adds `createdAt` and `updatedAt` to every collection and global with no access rules of
 * their own: whoever may update a record could set them, an agent backdating a contact in their
 * inbox say. Payload and the database write them (the columns default to now(), an update stamps
 * `updatedAt`), so at the API they are read-only for everyone, like other system-written fields.
 * They are set on the built config because Payload adds them while building it.
 */
import type { SanitizedConfig } from 'payload'

import { systemWrites } from '@/access/fieldAccess'

const stamps = new Set(['createdAt', 'updatedAt'])

export function withSystemTimestamps(config: SanitizedConfig): SanitizedConfig {
  for (const entity of [...config.collections, ...config.globals]) {
    for (const field of entity.fields) {
      if (field.type === 'date' && stamps.has(field.name)) field.access = { ...field.access, ...systemWrites }
    }
  }
  return config
}
