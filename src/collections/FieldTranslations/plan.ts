/**
 * What a document holds per translatable field and language, compared with the language being
 * translated from: the overview's states, and the suggest endpoint's plan (what to fill, what to keep).
 */
import type { PayloadRequest } from 'payload'

import { localeCodes, type Locale } from '@/i18n/locales'
import { localeState, type FieldRecord, type LocaleState } from '@/lib/translation/fieldState'
import { isEmptyValue, segmentsOf } from '@/lib/translation/segments'
import { textFingerprint, valueAt, type TranslatableField } from '@/lib/translation/translatableFields'
import { fieldsOf, readTarget, targetKey, type TargetRef } from './documents'
import { recordKey, recordsOf, type Records } from './records'

type Doc = Record<string, unknown>

export type FieldPlan = {
  field: TranslatableField
  sourceValue: unknown
  sourceEmpty: boolean
  sourceFingerprint: string
  states: Partial<Record<Locale, LocaleState>>
}

export type DocumentPlan = {
  key: string
  source: Doc
  docs: Partial<Record<Locale, Doc>>
  records: Records
  fields: FieldPlan[]
}

export const fingerprintOf = (field: TranslatableField, value: unknown) => textFingerprint(segmentsOf(field.kind, value).texts)

/** Null when the document does not exist. */
export async function planFor(req: PayloadRequest, ref: TargetRef, from: Locale): Promise<DocumentPlan | null> {
  const source = await readTarget(req, ref, from)
  if (!source) return null
  const key = targetKey(ref)
  const docs: Partial<Record<Locale, Doc>> = { [from]: source }
  for (const locale of localeCodes) if (locale !== from) docs[locale] = (await readTarget(req, ref, locale)) ?? {}
  const records = await recordsOf(req, key)
  const fields = fieldsOf(ref).map((field): FieldPlan => {
    const sourceValue = valueAt(source, field.path)
    const sourceFingerprint = fingerprintOf(field, sourceValue)
    const states: Partial<Record<Locale, LocaleState>> = {}
    for (const locale of localeCodes) {
      if (locale === from) continue
      states[locale] = localeState({
        targetEmpty: isEmptyValue(field.kind, valueAt(docs[locale], field.path)),
        target: records.get(recordKey(locale, field.path)) as FieldRecord | undefined,
        source: records.get(recordKey(from, field.path)) as FieldRecord | undefined,
        from,
        sourceFingerprint,
      })
    }
    return { field, sourceValue, sourceEmpty: isEmptyValue(field.kind, sourceValue), sourceFingerprint, states }
  })
  return { key, source, docs, records, fields }
}
