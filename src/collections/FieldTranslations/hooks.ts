/**
 * The translation marks follow what people do to the documents themselves:
 * - a save records, per translatable field it changes in the language saved, that a person wrote it
 *   (a suggestion edited by a person is theirs from then on), and when;
 * - a person's publish is refused while a suggestion nobody approved waits in any language;
 * - a deleted document takes its marks with it.
 * The suggest endpoint's own draft saves carry `translationSuggestion` in their context and are not
 * a person's edit.
 */
import {
  APIError,
  type CollectionAfterChangeHook,
  type CollectionAfterDeleteHook,
  type CollectionBeforeChangeHook,
  type GlobalAfterChangeHook,
  type GlobalBeforeChangeHook,
  type PayloadRequest,
  type RequestContext,
} from 'payload'

import { isRestore } from '@/access/drafts'
import { isLocale } from '@/i18n/routing'
import { translationRefusals as t } from '@/i18n/translationTexts'
import { languageName } from '@/lib/email/languageNames'
import type { TranslationTargetKind } from '@/lib/translation/translatableFields'
import { valueAt } from '@/lib/translation/translatableFields'
import { fieldsOf, labelOf, realtorOf, targetKey, type TargetRef } from './documents'
import { fingerprintOf } from './plan'
import { recordKey, recordsOf, writeRecord } from './records'
import { adminLanguageOf } from '@/server/adminRefusal'

type Doc = Record<string, unknown>
type CollectionKind = Exclude<TranslationTargetKind, 'landing'>

const bySuggestion = (context: RequestContext | undefined) => Boolean(context?.translationSuggestion)

async function recordEdits(req: PayloadRequest, ref: TargetRef, doc: Doc, data: Doc | undefined, previousDoc: Doc | undefined) {
  const locale = req.locale
  if (!isLocale(locale) || !data) return
  const key = targetKey(ref)
  const submitted = fieldsOf(ref).filter((field) => valueAt(data, field.path) !== undefined)
  // Every language at once ({ ko, en, ja } for a text field: a restore of the landing): not one language's edit.
  const allLocales = submitted.some(
    (field) =>
      typeof field.kind === 'string' &&
      field.kind !== 'richText' &&
      typeof valueAt(data, field.path) === 'object' &&
      valueAt(data, field.path) !== null,
  )
  if (submitted.length === 0 || allLocales) return
  const records = await recordsOf(req, key, locale)
  const now = new Date().toISOString()
  for (const field of submitted) {
    const fingerprint = fingerprintOf(field, valueAt(data, field.path))
    const record = records.get(recordKey(locale, field.path))
    const before = record?.textHash ?? fingerprintOf(field, valueAt(previousDoc, field.path))
    if (fingerprint === before) continue
    await writeRecord(req, records, key, locale, field.path, {
      realtor: realtorOf(ref, doc),
      state: 'person',
      textHash: fingerprint,
      changedAt: now,
      decidedBy: (req.user?.id as number | undefined) ?? null,
      decidedAt: now,
    })
  }
}

/** Suggestions still waiting, leaving out the ones this very save replaces with a person's text. */
async function refuseIfWaiting(req: PayloadRequest, ref: TargetRef, data: Doc) {
  const records = await recordsOf(req, targetKey(ref))
  const waiting = [...records.values()].filter((record) => {
    if (record.state !== 'suggested') return false
    if (record.locale !== req.locale) return true
    const field = fieldsOf(ref).find((f) => f.path === record.path)
    const value = field ? valueAt(data, field.path) : undefined
    return value === undefined || fingerprintOf(field!, value) === record.textHash
  })
  if (waiting.length === 0) return
  const language = adminLanguageOf(req)
  const fields = waiting
    .map((record) => `${labelOf(req, ref, record.path)[language]} (${languageName(language, record.locale)})`)
    .join(', ')
  throw new APIError(t.unapproved[language].replace('{fields}', fields), 400, undefined, true)
}

/** A publish by a person (server code without a user, such as the seed, is trusted, as the publish checklist does). */
const forget = (req: PayloadRequest, target: string) =>
  req.payload.delete({ collection: 'field-translations', where: { target: { equals: target } }, overrideAccess: true, req })

const isPublish = (data: Doc | undefined, req: PayloadRequest) => data?._status === 'published' && Boolean(req.user)

export const trackTranslationEdits =
  (kind: CollectionKind): CollectionAfterChangeHook =>
  async ({ doc, data, previousDoc, req, context }) => {
    // A restore brings back every language of an old version: who wrote each text is no longer known,
    // so it all counts as a person's, like text from before translations were tracked.
    if (isRestore(context, kind)) await forget(req, `${kind}:${doc.id}`)
    else if (!bySuggestion(context)) await recordEdits(req, { kind, id: doc.id as number }, doc, data, previousDoc)
    return doc
  }

export const refuseUnapprovedSuggestions =
  (kind: CollectionKind): CollectionBeforeChangeHook =>
  async ({ data, originalDoc, operation, req, context }) => {
    if (operation === 'update' && isPublish(data, req) && !bySuggestion(context) && originalDoc?.id != null) {
      await refuseIfWaiting(req, { kind, id: originalDoc.id as number }, data)
    }
    return data
  }

export const forgetTranslations =
  (kind: CollectionKind): CollectionAfterDeleteHook =>
  async ({ id, req }) => {
    await req.payload.delete({
      collection: 'field-translations',
      where: { target: { equals: `${kind}:${id}` } },
      overrideAccess: true,
      req,
    })
  }

const LANDING: TargetRef = { kind: 'landing', id: null }

export const trackLandingTranslationEdits: GlobalAfterChangeHook = async ({ doc, data, previousDoc, req, context }) => {
  if (!bySuggestion(context)) await recordEdits(req, LANDING, doc, data, previousDoc)
  return doc
}

export const refuseUnapprovedLandingSuggestions: GlobalBeforeChangeHook = async ({ data, req, context }) => {
  if (isPublish(data, req) && !bySuggestion(context)) await refuseIfWaiting(req, LANDING, data)
  return data
}
