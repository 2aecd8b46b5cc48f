/**
 * POST /api/field-translations/:id/approve: a person takes a machine suggestion as it is. Only a
 * suggestion still waiting (not edited since, not approved by someone else) can be approved.
 */
import type { Endpoint } from 'payload'

import { translationRefusals as t } from '@/i18n/translationTexts'
import { mayEdit, parseTarget } from './documents'
import { refusal } from './request'

export const approveEndpoint: Endpoint = {
  path: '/:id/approve',
  method: 'post',
  handler: async (req) => {
    if (!req.user) return refusal(req, 401, 'signIn', t.signIn)
    const id = Number(req.routeParams?.id)
    const record =
      Number.isSafeInteger(id) && id > 0
        ? await req.payload.findByID({ collection: 'field-translations', id, depth: 0, overrideAccess: true, disableErrors: true })
        : null
    const ref = record ? parseTarget(record.target) : null
    if (!record || !ref) return refusal(req, 404, 'notFound', t.notFound)
    if (!(await mayEdit(req, ref))) return refusal(req, 403, 'notYours', t.notYours)
    // Conditional on the state, so an edit saved a moment ago is not turned back into an approval.
    const { docs } = await req.payload.update({
      collection: 'field-translations',
      where: { and: [{ id: { equals: id } }, { state: { equals: 'suggested' } }] },
      data: { state: 'approved', decidedBy: req.user.id as number, decidedAt: new Date().toISOString() },
      depth: 0,
      overrideAccess: true,
    })
    if (docs.length === 0) return refusal(req, 409, 'notWaiting', t.notWaiting)
    return Response.json({ ok: true })
  },
}
