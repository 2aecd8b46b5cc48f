/**
 * What changed between two saved versions of a document, for the version history: the top-level fields whose
 * value differs and, for a field kept per language, in which languages. Pure: the caller passes the fields
 * (name, label, localized) and the two stored versions as read with every locale.
 */
export type FieldSummary = { name: string; label: string; localized: boolean }
export type FieldChange = { name: string; label: string; locales: string[] }

/** Bookkeeping that changes on every save and says nothing about the content. */
const ignored = new Set(['id', 'updatedAt', 'createdAt', '_status', 'editedBy'])

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

export function versionChanges(
  fields: FieldSummary[],
  current: Record<string, unknown>,
  previous: Record<string, unknown> | undefined,
  localeCodes: readonly string[],
): FieldChange[] {
  if (!previous) return []
  const changes: FieldChange[] = []
  for (const field of fields) {
    if (ignored.has(field.name)) continue
    const now = current[field.name]
    const before = previous[field.name]
    if (same(now, before)) continue
    const locales = field.localized ? changedLocales(now, before, localeCodes, true) : changedLocales(now, before, localeCodes, false)
    changes.push({ name: field.name, label: field.label, locales: localeCodes.filter((code) => locales.has(code)) })
  }
  return changes
}

const isRecord = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === 'object' && !Array.isArray(value)

/**
 * The languages whose values differ: at a localized field the keys are locale codes; inside a group, the
 * localized fields below it are found the same way (a group of SEO texts names the languages edited).
 */
function changedLocales(now: unknown, before: unknown, localeCodes: readonly string[], localized: boolean): Set<string> {
  const found = new Set<string>()
  if (!isRecord(now) && !isRecord(before)) return found
  const a = isRecord(now) ? now : {}
  const b = isRecord(before) ? before : {}
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])]
  if (localized || (keys.length > 0 && keys.every((key) => localeCodes.includes(key)))) {
    for (const key of keys) if (!same(a[key], b[key])) found.add(key)
    return found
  }
  for (const key of keys) if (!same(a[key], b[key])) changedLocales(a[key], b[key], localeCodes, false).forEach((code) => found.add(code))
  return found
}
