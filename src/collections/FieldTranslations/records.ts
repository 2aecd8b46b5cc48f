/** The rows of field-translations of one document: read them all, write one. */
import type { PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/locales'
import type { FieldTranslation } from '@/payload-types'

/** Translatable fields per document times three languages stays far below this. */
const MAX_ROWS_PER_DOCUMENT = 500

export type Records = Map<string, FieldTranslation>
export const recordKey = (locale: string, path: string) => `${locale}|${path}`

/** The document's rows; only one language's when `locale` is given (a save touches only its own). */
export async function recordsOf(req: PayloadRequest, target: string, locale?: Locale): Promise<Records> {
  const { docs } = await req.payload.find({
    collection: 'field-translations',
    where: locale ? { and: [{ target: { equals: target } }, { locale: { equals: locale } }] } : { target: { equals: target } },
    limit: MAX_ROWS_PER_DOCUMENT,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return new Map(docs.map((doc) => [recordKey(doc.locale, doc.path), doc]))
}

type RecordData = Omit<FieldTranslation, 'id' | 'createdAt' | 'updatedAt' | 'target' | 'locale' | 'path'>

/** Creates or updates the row of (target, locale, path), in `req`'s transaction. */
export async function writeRecord(
  req: PayloadRequest,
  records: Records,
  target: string,
  locale: Locale,
  path: string,
  data: RecordData,
): Promise<void> {
  const existing = records.get(recordKey(locale, path))
  const common = { depth: 0, overrideAccess: true, req } as const
  const saved = existing
    ? await req.payload.update({ collection: 'field-translations', id: existing.id, data, ...common })
    : await req.payload.create({ collection: 'field-translations', data: { ...data, target, locale, path }, ...common })
  records.set(recordKey(locale, path), saved)
}
