/**
 * The documents translations are made for (an agent page, a listing, a neighbourhood page, a blog
 * post, a legal page, the landing), read and written the same way: the latest draft of one language
 * without falling back to another (an empty English field is empty, not the Korean text), and
 * suggestions saved as a draft.
 */
import type { Access, PayloadRequest, Where } from 'payload'

import type { Locale } from '@/i18n/locales'
import {
  translatableFields,
  translationTargetKinds,
  type TranslatableField,
  type TranslationTargetKind,
} from '@/lib/translation/translatableFields'

export type TargetRef = { kind: TranslationTargetKind; id: number | null }
type Doc = Record<string, unknown>

/** `realtors:12`, `listings:7`, `areas:4`, `posts:9`, `pages:3` or `landing`. */
export function parseTarget(of: unknown): TargetRef | null {
  if (of === 'landing') return { kind: 'landing', id: null }
  const match = typeof of === 'string' ? /^([a-z]+):(\d{1,12})$/.exec(of) : null
  const kind = translationTargetKinds.find((k) => k === match?.[1] && k !== 'landing')
  const id = Number(match?.[2])
  return kind && Number.isSafeInteger(id) && id > 0 ? { kind, id } : null
}

export const targetKey = (ref: TargetRef): string => (ref.kind === 'landing' ? 'landing' : `${ref.kind}:${ref.id}`)

export const fieldsOf = (ref: TargetRef): TranslatableField[] => translatableFields[ref.kind]

/** The latest draft in `locale`, its empty fields empty; null when there is no such document. */
export async function readTarget(req: PayloadRequest, ref: TargetRef, locale: Locale): Promise<Doc | null> {
  const common = { locale, fallbackLocale: false as const, draft: true, depth: 0, overrideAccess: true, req }
  if (ref.kind === 'landing') return (await req.payload.findGlobal({ slug: 'landing', ...common })) as unknown as Doc
  return (await req.payload.findByID({ collection: ref.kind, id: ref.id!, disableErrors: true, ...common })) as Doc | null
}

/** Saves `data` into `locale` of the document's draft; the published version stays as it is. */
export async function saveDraft(req: PayloadRequest, ref: TargetRef, locale: Locale, data: Doc): Promise<void> {
  const common = { locale, draft: true, depth: 0, overrideAccess: true, overrideLock: true, req, context: { translationSuggestion: true } }
  if (ref.kind === 'landing') await req.payload.updateGlobal({ slug: 'landing', data, ...common })
  else await req.payload.update({ collection: ref.kind, id: ref.id!, data, ...common })
}

/** The agent whose page the document belongs to (their budget, their read access); none for platform documents. */
export function realtorOf(ref: TargetRef, doc: Doc): number | null {
  if (ref.kind === 'realtors') return ref.id
  if (ref.kind === 'landing') return null
  const realtor = doc.realtor
  const id = realtor && typeof realtor === 'object' ? (realtor as { id?: unknown }).id : realtor
  return typeof id === 'number' ? id : null
}

/** Whether `req.user` may change the document: the collection's own update rule, applied to this one document. */
export async function mayEdit(req: PayloadRequest, ref: TargetRef): Promise<boolean> {
  if (!req.user) return false
  const access = (
    ref.kind === 'landing'
      ? req.payload.config.globals.find((g) => g.slug === 'landing')?.access?.update
      : req.payload.collections[ref.kind].config.access.update
  ) as Access | undefined
  if (!access) return false
  const rule = await access({ req, id: ref.id ?? undefined })
  if (rule === true) return true
  if (!rule || ref.kind === 'landing') return false
  const where: Where = { and: [{ id: { equals: ref.id } }, rule] }
  const { totalDocs } = await req.payload.count({ collection: ref.kind, where, overrideAccess: true, req })
  return totalDocs > 0
}

/** A field's label in the admin's three languages, from the collection's or global's own config. */
export function labelOf(req: PayloadRequest, ref: TargetRef, path: string): Record<Locale, string> {
  const config =
    ref.kind === 'landing' ? req.payload.config.globals.find((g) => g.slug === 'landing') : req.payload.collections[ref.kind].config
  let fields = (config?.flattenedFields ?? []) as { name?: string; label?: unknown; flattenedFields?: unknown[] }[]
  let found: { label?: unknown } | undefined
  for (const key of path.split('.')) {
    found = fields.find((field) => field.name === key)
    fields = (found as { flattenedFields?: typeof fields } | undefined)?.flattenedFields ?? []
  }
  const label = found?.label
  if (label && typeof label === 'object') return label as Record<Locale, string>
  return { ko: path, en: path, ja: path }
}
