/**
 * A value of the wrong JSON type is the client's mistake, answered 400 with
 * the field named. Payload takes whatever JSON a REST write carries to its
 * field hooks: an array as an e-mail ended in `toLowerCase is not a function`
 * (500), an object where a list goes in one of our hooks (500), and an array
 * as a name was stored as the text '["x"]'. Every collection and global checks
 * the shape of what it is given first (before any hook of ours or Payload's),
 * against its own fields: text, numbers, true/false, lists, groups, references.
 * Whether the value itself is right (an e-mail, an option, a range) stays the
 * fields' own validation.
 */
import {
  ValidationError,
  type Block,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type Field,
  type GlobalConfig,
  type PayloadRequest,
} from 'payload'

import { localeOfLanguage } from '@/i18n/locales'
import { label } from '@/i18n/label'

const expected = {
  text: label(
    '이 항목에는 텍스트를 입력해야 합니다.',
    'Wrong kind of value: this field takes text.',
    'この項目にはテキストを入力してください。',
  ),
  number: label(
    '이 항목에는 숫자를 입력해야 합니다.',
    'Wrong kind of value: this field takes a number.',
    'この項目には数値を入力してください。',
  ),
  boolean: label(
    '이 항목에는 true 또는 false만 쓸 수 있습니다.',
    'Wrong kind of value: this field takes true or false.',
    'この項目には true か false を指定してください。',
  ),
  list: label(
    '이 항목에는 목록(배열)을 보내야 합니다.',
    'Wrong kind of value: this field takes a list.',
    'この項目にはリスト(配列)を指定してください。',
  ),
  group: label(
    '이 항목에는 필드 묶음(객체)을 보내야 합니다.',
    'Wrong kind of value: this field takes a group of fields (an object).',
    'この項目にはフィールドのまとまり(オブジェクト)を指定してください。',
  ),
  reference: label(
    '이 항목에는 문서의 ID를 보내야 합니다.',
    'Wrong kind of value: this field takes the id of a document.',
    'この項目にはドキュメントの ID を指定してください。',
  ),
} as const

type Expected = keyof typeof expected
type Problem = { path: string; kind: Expected }

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** What one value of a field must be (null clears any field and is always fine). */
function fits(kind: Expected, value: unknown): boolean {
  switch (kind) {
    case 'text':
      return typeof value === 'string'
    // Numbers arrive as strings from some clients; Payload's own validation reads those.
    case 'number':
      return typeof value === 'number' || typeof value === 'string'
    case 'boolean':
      return typeof value === 'boolean'
    case 'list':
      return Array.isArray(value)
    case 'group':
      return isObject(value)
    // An id, a populated document, or { relationTo, value } for a polymorphic one.
    case 'reference':
      return typeof value === 'number' || typeof value === 'string' || isObject(value)
  }
}

const SCALAR_KIND: Partial<Record<Field['type'], Expected>> = {
  text: 'text',
  textarea: 'text',
  email: 'text',
  code: 'text',
  date: 'text',
  radio: 'text',
  select: 'text',
  number: 'number',
  checkbox: 'boolean',
  relationship: 'reference',
  upload: 'reference',
  richText: 'group',
}

type Walk = { problems: Problem[]; allLocales: boolean; blocks: Block[] }

function checkFields(fields: Field[], data: Record<string, unknown>, prefix: string, walk: Walk): void {
  for (const field of fields) {
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        if ('name' in tab && tab.name) checkNamed(tab.name, { type: 'group', fields: tab.fields }, data, prefix, walk)
        else checkFields(tab.fields, data, prefix, walk)
      }
    } else if (!('name' in field) || !field.name) {
      // Rows, collapsibles and unnamed groups hold their fields at this level.
      if ('fields' in field) checkFields(field.fields, data, prefix, walk)
    } else {
      checkNamed(field.name, field, data, prefix, walk)
    }
  }
}

type Shape = { type: 'group'; fields: Field[] } | Field

function checkNamed(name: string, field: Shape, data: Record<string, unknown>, prefix: string, walk: Walk): void {
  const value = data[name]
  if (value === undefined || value === null) return
  const path = `${prefix}${name}`
  // A write for every locale at once (?locale=all) carries localized fields as { en: ..., ko: ... }.
  if (walk.allLocales && 'localized' in field && field.localized && isObject(value)) {
    for (const each of Object.values(value)) checkValue(field, each, path, walk)
    return
  }
  checkValue(field, value, path, walk)
}

function checkValue(field: Shape, value: unknown, path: string, walk: Walk): void {
  if (value === undefined || value === null) return
  const problem = (kind: Expected, at = path) => {
    walk.problems.push({ path: at, kind })
  }
  if (field.type === 'group') {
    if (isObject(value)) checkFields(field.fields, value, `${path}.`, walk)
    else problem('group')
  } else if (field.type === 'array' || field.type === 'blocks') {
    // Payload's own admin form sends a list with no rows as its row count, 0.
    if (value === 0) return
    if (!Array.isArray(value)) return problem('list')
    value.forEach((row, index) => {
      if (!isObject(row)) return problem('group', `${path}.${index}`)
      const fields = field.type === 'array' ? field.fields : blockFields(field, row.blockType, walk)
      if (fields) checkFields(fields, row, `${path}.${index}.`, walk)
    })
  } else if (field.type === 'point') {
    if (!Array.isArray(value)) problem('list')
  } else {
    // json, join, ui: anything goes, or nothing is written.
    const kind = SCALAR_KIND[field.type]
    if (!kind) return
    if (!('hasMany' in field && field.hasMany)) {
      if (!fits(kind, value)) problem(kind)
    } else if (!Array.isArray(value)) {
      problem('list')
    } else {
      value.forEach((item, index) => {
        if (item !== null && !fits(kind, item)) problem(kind, `${path}.${index}`)
      })
    }
  }
}

function blockFields(field: Extract<Field, { type: 'blocks' }>, blockType: unknown, walk: Walk): Field[] | undefined {
  const candidates = [...(field.blocks ?? []), ...(field.blockReferences ?? []).map((ref) => (typeof ref === 'string' ? undefined : ref))]
  const found = candidates.find((block) => block?.slug === blockType) ?? walk.blocks.find((block) => block.slug === blockType)
  // An unknown block type is Payload's to refuse.
  return found?.fields
}

type Target = { collection: string } | { global: string }

/**
 * Throws a ValidationError (400) naming every field whose value has the wrong JSON type.
 * Our own server code (the local API) is trusted, as everywhere else.
 */
function refuseWrongTypes(req: PayloadRequest, target: Target, fields: Field[], data: unknown, locale: unknown): void {
  if (req.payloadAPI === 'local' || !isObject(data)) return
  const allLocales = locale === 'all' || locale === '*' || (req.locale as string | undefined) === 'all'
  const walk: Walk = { problems: [], allLocales, blocks: req.payload.config.blocks ?? [] }
  checkFields(fields, data, '', walk)
  if (walk.problems.length === 0) return
  const language = localeOfLanguage(req.i18n?.language)
  throw new ValidationError(
    { ...target, errors: walk.problems.map(({ path, kind }) => ({ path, message: expected[kind][language] })) },
    req.t,
  )
}

const WRITES = new Set(['create', 'update'])

const checkCollectionWrite: CollectionBeforeOperationHook = ({ args, collection, operation, req }) => {
  if (!WRITES.has(operation)) return args
  const { data, locale } = args as { data?: unknown; locale?: unknown }
  refuseWrongTypes(req, { collection: collection.slug }, collection.fields, data, locale)
  return args
}

export function withValueTypeCheck(collection: CollectionConfig): CollectionConfig {
  return {
    ...collection,
    hooks: { ...collection.hooks, beforeOperation: [checkCollectionWrite, ...(collection.hooks?.beforeOperation ?? [])] },
  }
}

type GlobalBeforeOperation = NonNullable<NonNullable<GlobalConfig['hooks']>['beforeOperation']>[number]

const checkGlobalWrite: GlobalBeforeOperation = ({ args, global, operation, req }) => {
  if (operation !== 'update') return args
  const { data, locale } = (args ?? {}) as { data?: unknown; locale?: unknown }
  refuseWrongTypes(req, { global: global.slug }, global.fields, data, locale)
  return args
}

export function withGlobalValueTypeCheck(global: GlobalConfig): GlobalConfig {
  return { ...global, hooks: { ...global.hooks, beforeOperation: [checkGlobalWrite, ...(global.hooks?.beforeOperation ?? [])] } }
}
