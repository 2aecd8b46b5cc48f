/**
 * POST /api/field-translations/suggest { of, from, to[], fields?, replace? }: translation
 * suggestions for a document's fields, from the language being edited into the others. A field is
 * filled where it is empty or holds machine text whose source changed; a person's text stays unless
 * `replace` names that field and language. The suggestions are saved as a draft in one transaction,
 * each marked as waiting for a person; nothing is published. The agent's monthly budget is counted
 * before the service is asked and given back when it fails; a failure saves nothing.
 */
import { z } from 'zod'
import { ValidationError, type Endpoint, type PayloadRequest } from 'payload'

import { localeCodes, type Locale } from '@/i18n/locales'
import { translationRefusals as t } from '@/i18n/translationTexts'
import { translationService } from '@/integrations/translation/client'
import type { TranslationFailure } from '@/integrations/translation/service'
import { suggestionFor } from '@/lib/translation/fieldState'
import { displayText, segmentsOf } from '@/lib/translation/segments'
import { dataAt, textFingerprint } from '@/lib/translation/translatableFields'
import { inTransaction } from '@/collections/Contacts/leadResponse/answerRequest'
import { readJsonBody } from '@/server/jsonBody'
import { releaseCharacters, reserveCharacters, type Budget } from './budget'
import { mayEdit, parseTarget, realtorOf, saveDraft, type TargetRef } from './documents'
import { glossaryOf } from './glossaryOf'
import { planFor, type FieldPlan } from './plan'
import { recordKey, recordsOf, writeRecord } from './records'
import { adminRefusal } from '@/server/adminRefusal'
import { charactersOf, translateValues } from './translateValues'

const BODY_LIMIT_BYTES = 16 * 1024
const locale = z.enum(localeCodes)
const bodySchema = z.object({
  of: z.string().max(40),
  from: locale,
  to: z.array(locale).min(1).max(2),
  fields: z.array(z.string().max(60)).max(30).optional(),
  replace: z
    .array(z.object({ locale, path: z.string().max(60) }))
    .max(60)
    .optional(),
})

type Fill = { plan: FieldPlan; locale: Locale }
type Place = { locale: Locale; path: string }

const failureStatus: Record<TranslationFailure['reason'], number> = { quota: 503, rateLimited: 429, unavailable: 503, rejected: 503 }

/** Rows of a localized array get new ids in each language; rows of a shared array keep theirs. */
const withoutRowIds = (value: unknown) => (Array.isArray(value) ? value.map(({ id: _id, ...row }) => row) : value)

function mergeData(into: Record<string, unknown>, add: Record<string, unknown>): Record<string, unknown> {
  for (const [key, value] of Object.entries(add)) {
    const existing = into[key]
    into[key] =
      existing && typeof existing === 'object' && !Array.isArray(existing) && value && typeof value === 'object' && !Array.isArray(value)
        ? mergeData(existing as Record<string, unknown>, value as Record<string, unknown>)
        : value
  }
  return into
}

/** The field's own length limit (each row field's, for rows): a suggestion longer than it is not made. */
function tooLong({ field }: FieldPlan, value: unknown): boolean {
  const max = field.maxLength
  if (max === undefined) return false
  const longer = (text: unknown) => typeof text === 'string' && [...text].length > max
  if (typeof field.kind === 'string') return longer(value)
  const names = Object.keys(field.kind.rows)
  return Array.isArray(value) && value.some((row) => row && typeof row === 'object' && names.some((name) => longer(row[name])))
}

export const suggestEndpoint: Endpoint = {
  path: '/suggest',
  method: 'post',
  handler: async (req) => {
    if (!req.user) return adminRefusal(req, 401, t.signIn, { reason: 'signIn' })
    const service = translationService()
    if (!service) return adminRefusal(req, 404, t.off, { reason: 'off' })
    const read = await readJsonBody(req as unknown as Request, BODY_LIMIT_BYTES)
    if (!read.ok) return read.response
    const parsed = bodySchema.safeParse(read.body)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      return adminRefusal(req, 400, t.invalid, {
        reason: 'invalid',
        values: { what: `${issue.path.join('.') || 'body'}: ${issue.message}` },
      })
    }
    const body = parsed.data
    const to = [...new Set(body.to)].filter((l) => l !== body.from)
    if (to.length === 0) return adminRefusal(req, 400, t.invalid, { reason: 'invalid', values: { what: 'to' } })
    const ref = parseTarget(body.of)
    if (!ref) return adminRefusal(req, 400, t.invalid, { reason: 'invalid', values: { what: 'of' } })
    const plan = await planFor(req, ref, body.from)
    if (!plan) return adminRefusal(req, 404, t.notFound, { reason: 'notFound' })
    if (!(await mayEdit(req, ref))) return adminRefusal(req, 403, t.notYours, { reason: 'notYours' })
    const known = new Set(plan.fields.map((f) => f.field.path))
    const unknown = [...(body.fields ?? []), ...(body.replace ?? []).map((r) => r.path)].find((path) => !known.has(path))
    if (unknown) return adminRefusal(req, 400, t.invalid, { reason: 'invalid', values: { what: `fields: ${unknown}` } })

    const asked = new Set(body.fields ?? known)
    const replace = new Set((body.replace ?? []).map((r) => recordKey(r.locale, r.path)))
    const fills: Fill[] = []
    const kept: Place[] = []
    for (const fieldPlan of plan.fields) {
      if (!asked.has(fieldPlan.field.path) || fieldPlan.sourceEmpty) continue
      for (const target of to) {
        const record = plan.records.get(recordKey(target, fieldPlan.field.path))
        const decision = suggestionFor(fieldPlan.states[target]!, {
          replaceAsked: replace.has(recordKey(target, fieldPlan.field.path)),
          sourceUnchangedSinceSuggestion: record?.from === body.from && record?.sourceHash === fieldPlan.sourceFingerprint,
        })
        if (decision === 'fill') fills.push({ plan: fieldPlan, locale: target })
        else if (decision === 'keep') kept.push({ locale: target, path: fieldPlan.field.path })
      }
    }
    const realtorId = realtorOf(ref, plan.source)
    if (fills.length === 0) return Response.json({ suggested: [], kept, characters: 0, budget: null })

    const characters = fills.reduce((sum, fill) => sum + charactersOf([{ kind: fill.plan.field.kind, value: fill.plan.sourceValue }]), 0)
    let budget: Budget | null = null
    if (realtorId !== null) {
      const reserved = await reserveCharacters(req.payload, realtorId, characters)
      if (!reserved.ok) {
        const left = Math.max(reserved.budget.limit - reserved.budget.used, 0)
        return adminRefusal(req, 409, t.budget, {
          reason: 'budget',
          values: { needed: characters.toLocaleString('en-US'), left: left.toLocaleString('en-US') },
        })
      }
      budget = reserved.budget
    }
    const giveBack = () => (realtorId !== null ? releaseCharacters(req.payload, realtorId, characters) : Promise.resolve())

    try {
      const glossary = await glossaryOf(req, realtorId)
      const translated = new Map<Fill, unknown>()
      for (const target of to) {
        const mine = fills.filter((fill) => fill.locale === target)
        if (mine.length === 0) continue
        const outcome = await translateValues(
          service,
          mine.map((fill) => ({ kind: fill.plan.field.kind, value: fill.plan.sourceValue })),
          body.from,
          target,
          glossary,
        )
        if (!outcome.ok) {
          await giveBack()
          req.payload.logger.warn({
            msg: 'translation suggestion refused by the service',
            target: plan.key,
            reason: outcome.reason,
            status: outcome.status,
          })
          const text =
            outcome.reason === 'quota'
              ? t.quota
              : outcome.reason === 'rateLimited'
                ? t.rateLimited
                : outcome.reason === 'rejected'
                  ? t.rejected
                  : t.unavailable
          const retryAfter: Record<string, string> = outcome.retryAfterSeconds ? { 'Retry-After': String(outcome.retryAfterSeconds) } : {}
          return adminRefusal(req, failureStatus[outcome.reason], text, { reason: outcome.reason, headers: retryAfter })
        }
        mine.forEach((fill, i) => translated.set(fill, outcome.values[i]))
      }
      const saved = fills.filter((fill) => !tooLong(fill.plan, translated.get(fill)))
      for (const fill of fills) if (!saved.includes(fill)) kept.push({ locale: fill.locale, path: fill.plan.field.path })
      await inTransaction(req, () => saveSuggestions(req, ref, plan.key, realtorId, body.from, saved, translated))
      return Response.json({ suggested: saved.map((f) => ({ locale: f.locale, path: f.plan.field.path })), kept, characters, budget })
    } catch (error) {
      await giveBack()
      if (error instanceof ValidationError)
        return Response.json({ message: error.message, reason: 'invalid', errors: [{ message: error.message }] }, { status: 400 })
      throw error
    }
  },
}

async function saveSuggestions(
  req: PayloadRequest,
  ref: TargetRef,
  key: string,
  realtorId: number | null,
  from: Locale,
  fills: Fill[],
  translated: Map<Fill, unknown>,
): Promise<void> {
  const records = await recordsOf(req, key)
  const now = new Date().toISOString()
  for (const target of new Set(fills.map((f) => f.locale))) {
    const mine = fills.filter((fill) => fill.locale === target)
    const data: Record<string, unknown> = {}
    for (const fill of mine) {
      const value = translated.get(fill)
      mergeData(data, dataAt(fill.plan.field.path, fill.plan.field.localizedRows ? withoutRowIds(value) : value))
    }
    await saveDraft(req, ref, target, data)
    for (const fill of mine) {
      const value = translated.get(fill)
      const { kind } = fill.plan.field
      await writeRecord(req, records, key, target, fill.plan.field.path, {
        realtor: realtorId,
        state: 'suggested',
        from,
        sourceHash: fill.plan.sourceFingerprint,
        textHash: textFingerprint(segmentsOf(kind, value).texts),
        changedAt: now,
        source: displayText(kind, fill.plan.sourceValue),
        suggestion: displayText(kind, value),
        characters: charactersOf([{ kind, value: fill.plan.sourceValue }]),
        decidedBy: null,
        decidedAt: null,
      })
    }
  }
}
