/**
 * GET /api/field-translations/overview?of=realtors:12&from=ko: for the editor's Translations panel,
 * what each translatable field holds in the other languages (empty, a suggestion waiting, a person's
 * text...), the suggestions waiting for approval with their source side by side, and the agent's
 * month of characters. `{ enabled: false }` when no translation service is configured.
 */
import type { Endpoint } from 'payload'

import { isLocale } from '@/i18n/routing'
import { translationRefusals as t } from '@/i18n/translationTexts'
import { translationEnabled } from '@/integrations/translation/client'
import { translationBudgetOf } from './budget'
import { labelOf, mayEdit, parseTarget, realtorOf } from './documents'
import { planFor } from './plan'
import { adminRefusal } from '@/server/adminRefusal'

/** Waiting suggestions shown at once: every translatable field of a document in two languages fits. */
const MAX_SUGGESTIONS = 100

export const overviewEndpoint: Endpoint = {
  path: '/overview',
  method: 'get',
  handler: async (req) => {
    if (!req.user) return adminRefusal(req, 401, t.signIn, { reason: 'signIn' })
    if (!translationEnabled()) return Response.json({ enabled: false })
    const ref = parseTarget(req.searchParams.get('of'))
    const from = req.searchParams.get('from')
    if (!ref || !isLocale(from)) return adminRefusal(req, 400, t.invalid, { reason: 'invalid', values: { what: !ref ? 'of' : 'from' } })
    const plan = await planFor(req, ref, from)
    if (!plan) return adminRefusal(req, 404, t.notFound, { reason: 'notFound' })
    if (!(await mayEdit(req, ref))) return adminRefusal(req, 403, t.notYours, { reason: 'notYours' })
    const realtorId = realtorOf(ref, plan.source)
    const labels = new Map(plan.fields.map(({ field }) => [field.path, labelOf(req, ref, field.path)]))
    const suggestions = [...plan.records.values()]
      .filter((record) => record.state === 'suggested')
      .slice(0, MAX_SUGGESTIONS)
      .map((record) => ({
        id: record.id,
        locale: record.locale,
        from: record.from,
        path: record.path,
        label: labels.get(record.path) ?? { ko: record.path, en: record.path, ja: record.path },
        source: record.source,
        suggestion: record.suggestion,
        at: record.changedAt,
      }))
    return Response.json({
      enabled: true,
      from,
      budget: realtorId === null ? null : await translationBudgetOf(req.payload, realtorId),
      fields: plan.fields.map(({ field, sourceEmpty, states }) => ({
        path: field.path,
        label: labels.get(field.path),
        sourceEmpty,
        locales: states,
      })),
      suggestions,
    })
  },
}
