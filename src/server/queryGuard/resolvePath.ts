/**
 * Resolves a `where` or `sort` path (`owner.email`, `photos.kind`,
 * `displayName.en`) against a collection's fields, following relationships
 * into the related collection. Answers the last field, or why the path may not
 * be used: it names nothing, or a field nobody may query (hidden or secret,
 * like a password hash, a reset token or the lockout counters).
 */
import type { FlattenedField, SanitizedConfig } from 'payload'

/** Auth internals: never sortable or filterable through the API, whoever asks. */
const SECRET_FIELDS = new Set([
  'hash',
  'salt',
  'password',
  'resetPasswordToken',
  'resetPasswordExpiration',
  'resetPasswordRequestedAt',
  'loginAttempts',
  'lockUntil',
  'sessions',
  'apiKey',
  'apiKeyIndex',
  '_verificationToken',
])

export type Resolved = { ok: true; field: FlattenedField | 'id' } | { ok: false; segment: string }

export function resolvePath(config: SanitizedConfig, fields: FlattenedField[], path: string, localeCodes: ReadonlySet<string>): Resolved {
  const segments = path.split('.')
  let current = fields
  let last: FlattenedField | 'id' = 'id'
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]
    if (segment === 'id') {
      // `id` of the document or of the related one (`owner.id`).
      if (i !== segments.length - 1) return { ok: false, segment }
      return { ok: true, field: i === 0 ? 'id' : last }
    }
    const field = current.find((candidate) => 'name' in candidate && candidate.name === segment)
    if (!field || SECRET_FIELDS.has(segment) || ('hidden' in field && field.hidden)) return { ok: false, segment }
    if ('virtual' in field && field.virtual === true) return { ok: false, segment }
    last = field
    // `displayName.en`: a localized field's value in one locale.
    if ('localized' in field && field.localized && localeCodes.has(segments[i + 1] ?? '')) i++
    if (i === segments.length - 1) return { ok: true, field }
    if (field.type === 'relationship' || field.type === 'upload' || field.type === 'join') {
      const target = field.type === 'join' ? field.collection : field.relationTo
      if (typeof target !== 'string') return { ok: true, field } // polymorphic: Payload checks those itself
      const related = config.collections.find((collection) => collection.slug === target)
      if (!related) return { ok: false, segment }
      current = related.flattenedFields
    } else if ('flattenedFields' in field && Array.isArray(field.flattenedFields)) {
      current = field.flattenedFields
    } else if (field.type === 'blocks' || field.type === 'json' || field.type === 'richText' || field.type === 'point') {
      return { ok: true, field }
    } else {
      return { ok: false, segment: segments[i + 1] }
    }
  }
  return { ok: true, field: last }
}
