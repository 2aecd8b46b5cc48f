/**
 * Checks what a client asks a collection read, count, update or delete for
 * before Payload or PostgreSQL sees it, so a malformed request is answered 400
 * with what is wrong instead of a 500 from the database:
 * - ids are whole numbers PostgreSQL can hold (ids are `serial`);
 * - page is 1 or more, limit 0 or more, depth 0 to 10, all whole numbers;
 * - every `where` and `sort` path names a field the API may query (no hash,
 *   salt, reset token, lockout counter; not through a relationship either), and
 *   the field's own read access is then checked by Payload;
 * - operators fit the field (map operators only on map points) and values fit
 *   numeric fields and ids.
 * Our own server code (local API) is trusted and not checked.
 */
import type { CollectionBeforeOperationHook, FlattenedField, Where } from 'payload'

import { BadQuery } from './badQuery'
import { checkListLimits } from './listLimits'
import { resolvePath, type Resolved } from './resolvePath'

const INT4_MAX = 2_147_483_647
const MAX_DEPTH = 10
const OPERATORS = new Set([
  'equals',
  'not_equals',
  'in',
  'not_in',
  'all',
  'exists',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'like',
  'not_like',
  'contains',
  'near',
  'within',
  'intersects',
])
const POINT_OPERATORS = new Set(['near', 'within', 'intersects'])
const LIST_OPERATORS = new Set(['in', 'not_in', 'all'])
/** Text matching (`ilike` in PostgreSQL) exists only for text columns, not for enums, booleans, dates or numbers. */
const TEXT_OPERATORS = new Set(['like', 'not_like'])
const TEXT_TYPES = new Set(['text', 'textarea', 'email', 'code'])
const COMPARISONS = new Set(['equals', 'not_equals', 'greater_than', 'greater_than_equal', 'less_than', 'less_than_equal'])

const short = (value: unknown) => {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value))
  return text.length > 40 ? `${text.slice(0, 40)}…` : text
}

export function checkId(id: unknown): void {
  if (id === undefined || id === null) return
  const text = String(id)
  if (!/^-?\d{1,10}$/.test(text) || Math.abs(Number(text)) > INT4_MAX) {
    // Payload turns a non-numeric id into NaN before this runs.
    throw new BadQuery(
      text === 'NaN' ? 'The id is not valid: ids are whole numbers.' : `"${short(text)}" is not a valid id: ids are whole numbers.`,
    )
  }
}

function checkWholeNumber(name: string, value: unknown, min: number, max: number): void {
  if (value === undefined || value === null || value === '') return
  const text = String(value)
  if (!/^\d{1,9}$/.test(text) || Number(text) < min || Number(text) > max) {
    throw new BadQuery(`"${name}" must be a whole number from ${min} to ${max}; got "${short(text)}".`)
  }
}

type Numeric = 'int4' | 'number' | null

function numericKind(field: FlattenedField | 'id'): Numeric {
  if (field === 'id') return 'int4'
  if (field.type === 'number') return 'number'
  if (
    (field.type === 'relationship' || field.type === 'upload' || field.type === 'join') &&
    typeof (field.type === 'join' ? field.collection : field.relationTo) === 'string'
  )
    return 'int4'
  return null
}

function checkNumber(path: string, value: unknown, kind: Exclude<Numeric, null>): void {
  if (value === null || value === 'null' || value === undefined) return
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN
  const fits =
    Number.isFinite(number) && (kind === 'number' ? Math.abs(number) < 1e15 : Number.isInteger(number) && Math.abs(number) <= INT4_MAX)
  if (!fits)
    throw new BadQuery(
      `"${short(value)}" is not a valid value for "${short(path)}": it takes ${kind === 'int4' ? 'an id (a whole number)' : 'a number'}.`,
    )
}

type Context = [...Parameters<typeof resolvePath>, versioned?: boolean]

/**
 * Version history reads (`/api/realtors/versions`, GraphQL `versionsRealtors`) reach this hook as
 * reads too, with the version table's own paths: `parent`, `latest`, `autosave`, `snapshot`,
 * `publishedLocale`, and the document's fields under `version.` (checked like the document's).
 * Payload refuses those paths itself on a plain read.
 */
const VERSION_FLAGS = new Set(['latest', 'autosave', 'snapshot'])
function resolveQueryPath(ctx: Context, path: string): Resolved {
  if (ctx[4]) {
    if (path === 'parent') return { ok: true, field: 'id' }
    if (VERSION_FLAGS.has(path)) return { ok: true, field: { name: path, type: 'checkbox' } as FlattenedField }
    if (path === 'publishedLocale') return { ok: true, field: { name: path, type: 'select', options: [] } as unknown as FlattenedField }
    if (path.startsWith('version.')) return resolvePath(ctx[0], ctx[1], path.slice('version.'.length), ctx[3])
  }
  return resolvePath(ctx[0], ctx[1], path, ctx[3])
}

function checkCondition(ctx: Context, path: string, condition: unknown): void {
  const resolved = resolveQueryPath(ctx, path)
  if (!resolved.ok) throw new BadQuery(`"${short(path)}" cannot be queried: "${short(resolved.segment)}" is not a field you may filter by.`)
  if (!condition || typeof condition !== 'object' || Array.isArray(condition)) {
    throw new BadQuery(`The condition on "${short(path)}" needs an operator, for example ${path}[equals]=value.`)
  }
  const field = resolved.field
  for (const [operator, value] of Object.entries(condition)) {
    if (!OPERATORS.has(operator)) throw new BadQuery(`"${short(operator)}" is not a known operator (on "${short(path)}").`)
    const isPoint = field !== 'id' && field.type === 'point'
    if (POINT_OPERATORS.has(operator) && !isPoint) {
      throw new BadQuery(`"${operator}" applies only to map points; "${short(path)}" is not one.`)
    }
    if (operator === 'exists' && ![true, false, 'true', 'false'].includes(value as never)) {
      throw new BadQuery(`"exists" on "${short(path)}" takes true or false.`)
    }
    const fieldType = field === 'id' ? 'number' : field.type
    const textMatch = TEXT_OPERATORS.has(operator) || (operator === 'contains' && typeof value !== 'object')
    const containsAllowed = operator === 'contains' && (fieldType === 'select' || fieldType === 'relationship' || fieldType === 'upload')
    if (textMatch && !TEXT_TYPES.has(fieldType) && !containsAllowed) {
      throw new BadQuery(`"${operator}" matches text; "${short(path)}" is not a text field.`)
    }
    const kind = numericKind(field)
    if (!kind) continue
    if (operator === 'like' || operator === 'not_like' || (operator === 'contains' && (typeof value !== 'object' || value === null))) {
      throw new BadQuery(`"${operator}" does not apply to "${short(path)}", which holds ${kind === 'int4' ? 'ids' : 'numbers'}.`)
    }
    if (LIST_OPERATORS.has(operator)) {
      const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value]
      // The admin's relationship pickers can send an empty item; it matches nothing.
      for (const item of items) if (item !== '') checkNumber(path, item, kind)
    } else if (COMPARISONS.has(operator)) {
      checkNumber(path, value, kind)
    }
  }
}

function checkWhere(ctx: Context, where: unknown, depth = 0): void {
  if (where === undefined || where === null) return
  if (typeof where !== 'object' || Array.isArray(where) || depth > 20) throw new BadQuery('"where" must be an object of field conditions.')
  for (const [key, value] of Object.entries(where as Where)) {
    if (key === 'and' || key === 'or') {
      const list = Array.isArray(value) ? value : value && typeof value === 'object' ? Object.values(value) : null
      if (!list) throw new BadQuery(`"${key}" takes a list of conditions.`)
      for (const item of list) checkWhere(ctx, item, depth + 1)
    } else {
      checkCondition(ctx, key, value)
    }
  }
}

function checkSort(ctx: Context, sort: unknown): void {
  if (sort === undefined || sort === null || sort === '') return
  const items = Array.isArray(sort) ? sort : String(sort).split(',')
  for (const item of items) {
    const path = String(item).trim().replace(/^-/, '').replace(/__/g, '.')
    if (!path) continue
    const resolved = resolveQueryPath(ctx, path)
    if (!resolved.ok) throw new BadQuery(`Cannot sort by "${short(path)}": "${short(resolved.segment)}" is not a field you may sort by.`)
  }
}

function wherePaths(where: unknown, depth = 0): string[] {
  if (!where || typeof where !== 'object' || depth > 20) return []
  return Object.entries(where as Record<string, unknown>).flatMap(([key, value]) =>
    key === 'and' || key === 'or'
      ? (Array.isArray(value) ? value : value && typeof value === 'object' ? Object.values(value) : []).flatMap((item) =>
          wherePaths(item, depth + 1),
        )
      : [key],
  )
}

function sortPaths(sort: unknown): string[] {
  if (sort === undefined || sort === null) return []
  return (Array.isArray(sort) ? sort : String(sort).split(',')).map((item) => String(item).trim().replace(/^-/, '').replace(/__/g, '.'))
}

const CHECKED = new Set(['read', 'count', 'update', 'delete', 'readDistinct'])
/** Reads (version reads included); a list when no `id` is given, else one record whose depth is still limited. */
const READS = new Set(['read', 'readDistinct'])

export const checkQuery: CollectionBeforeOperationHook = ({ args, collection, operation, overrideAccess, req }) => {
  if (req.payloadAPI === 'local' || !CHECKED.has(operation)) return args
  const a = args as { id?: unknown; where?: unknown; sort?: unknown; page?: unknown; limit?: unknown; depth?: unknown }
  checkId(a.id)
  // REST passes the raw strings along too: `page=abc` would otherwise be ignored silently.
  const query = (req.payloadAPI === 'REST' ? req.query : {}) as Record<string, unknown>
  checkWholeNumber('page', query.page ?? a.page, 1, 999_999_999)
  checkWholeNumber('limit', query.limit ?? a.limit, 0, 999_999_999)
  checkWholeNumber('depth', query.depth ?? a.depth, 0, MAX_DEPTH)
  if (READS.has(operation)) checkListLimits(req, a as Parameters<typeof checkListLimits>[1], a.id === undefined, overrideAccess)
  // Accounts are nobody's business but their own: a visitor may not sort or filter through one (`owner.email`).
  // Payload would refuse it too, but from a promise it leaves unawaited (an unhandled rejection).
  if (!req.user) {
    for (const path of [...wherePaths(a.where), ...sortPaths(a.sort)]) {
      if (/(^|\.)(owner|users?)\./.test(path)) throw new BadQuery(`Cannot sort or filter by "${short(path)}" without signing in.`)
    }
  }
  const locales = new Set((req.payload.config.localization ? req.payload.config.localization.localeCodes : []) as string[])
  const ctx: Context = [req.payload.config, collection.flattenedFields, '', locales, Boolean(collection.versions)]
  checkWhere(ctx, a.where)
  checkSort(ctx, a.sort)
  return args
}
