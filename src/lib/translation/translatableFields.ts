/**
 * What can be translated, per kind of document: the localized fields people write (never names,
 * addresses or numbers). Paths are dotted (`meta.title`); an array of rows is one field, translated
 * row by row. Labels come from the collection's own field config, so they are written once.
 */
import type { FieldKind } from './segments'

export const translationTargetKinds = ['realtors', 'listings', 'pages', 'areas', 'posts', 'landing'] as const
export type TranslationTargetKind = (typeof translationTargetKinds)[number]

export const isTranslationTarget = (slug: string): slug is TranslationTargetKind =>
  (translationTargetKinds as readonly string[]).includes(slug)

export type TranslatableField = {
  path: string
  kind: FieldKind
  /**
   * The field's own limit: a suggestion longer than this is not made (the person writes it). For
   * rows, the limit of every row field (rows translated whose fields share one limit).
   */
  maxLength?: number
  /** The array itself is localized (each language has its own rows, with their own ids). */
  localizedRows?: boolean
}

const SECTION_ROWS: FieldKind = { rows: { title: 'text', body: 'textarea' } }

export const translatableFields: Record<TranslationTargetKind, TranslatableField[]> = {
  realtors: [
    { path: 'headline', kind: 'text', maxLength: 80 },
    { path: 'aboutMe', kind: 'textarea' },
    { path: 'additionalSections', kind: SECTION_ROWS, localizedRows: true },
    { path: 'meta.title', kind: 'text' },
    { path: 'meta.description', kind: 'textarea' },
    { path: 'meta.keywords', kind: 'text' },
  ],
  listings: [{ path: 'description', kind: 'textarea' }],
  pages: [
    { path: 'title', kind: 'text' },
    { path: 'content', kind: 'richText' },
  ],
  // Reviews are not here: a client's words are theirs, and a translation of them the agent's own.
  areas: [
    { path: 'title', kind: 'text' },
    { path: 'summary', kind: 'textarea', maxLength: 300 },
    { path: 'content', kind: 'richText' },
    // The links are shared by the three languages (one address each); only their names are localized.
    { path: 'links', kind: { rows: { label: 'text' } }, maxLength: 80 },
  ],
  posts: [
    { path: 'title', kind: 'text', maxLength: 150 },
    { path: 'excerpt', kind: 'textarea', maxLength: 300 },
    { path: 'content', kind: 'richText' },
  ],
  landing: [
    { path: 'hero.headline', kind: 'text' },
    { path: 'hero.subheadline', kind: 'textarea' },
    { path: 'hero.ctaLabel', kind: 'text' },
    { path: 'cards', kind: SECTION_ROWS },
    { path: 'ctaBand.headline', kind: 'text' },
    { path: 'ctaBand.ctaLabel', kind: 'text' },
    { path: 'share.title', kind: 'text' },
    { path: 'share.description', kind: 'textarea' },
    { path: 'share.siteName', kind: 'text' },
  ],
}

/** A document's value at a dotted path. */
export function valueAt(doc: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), doc)
}

/** `{ meta: { title: v } }` for `meta.title`: the data of an update that sets one field. */
export function dataAt(path: string, value: unknown): Record<string, unknown> {
  return path
    .split('.')
    .reverse()
    .reduce<unknown>((inner, key) => ({ [key]: inner }), value) as Record<string, unknown>
}

/** JSON with sorted keys: the same text hashes the same whatever order the database gave its keys in. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`
  }
  return JSON.stringify(value ?? null)
}

/** A short fingerprint of what a reader sees in a value (its texts), to tell whether a person changed them. */
export function textFingerprint(texts: string[]): string {
  // cyrb53: enough to tell two versions of one field apart, with no crypto module in pure code.
  const input = texts.join('\u0000')
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let i = 0; i < input.length; i++) {
    const ch = input.charCodeAt(i)
    h1 = Math.imul(h1 ^ ch, 2654435761)
    h2 = Math.imul(h2 ^ ch, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)
}
