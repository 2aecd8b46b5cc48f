/**
 * POST /api/field-translations/:id/approve: a person takes a machine suggestion as it is. Only a
 * suggestion still waiting (not edited since, not approved by someone else) can be approved.
 */
import type { Endpoint } from 'payload'

import { translationRefusals as t } from '@/i18n/translationTexts'
import { mayEdit, parseTarget } from './documents'
import { adminRefusal } from '@/server/adminRefusal'

export const approveEndpoint: Endpoint = {
  path: '/:id/approve',
  method: 'post',
  handler: async (req) => {
    if (!req.user) return adminRefusal(req, 401, t.signIn, { reason: 'signIn' })
    const id = Number(req.routeParams?.id)
    const record =
      Number.isSafeInteger(id) && id > 0
        ? await req.payload.findByID({ collection: 'field-translations', id, depth: 0, overrideAccess: true, disableErrors: true })
        : null
    const ref = record ? parseTarget(record.target) : null
    if (!record || !ref) return adminRefusal(req, 404, t.notFound, { reason: 'notFound' })
    if (!(await mayEdit(req, ref))) return adminRefusal(req, 403, t.notYours, { reason: 'notYours' })
    // Conditional on the state, so an edit saved a moment ago is not turned back into an approval.
    const { docs } = await req.payload.update({
      collection: 'field-translations',
      where: { and: [{ id: { equals: id } }, { state: { equals: 'suggested' } }] },
      data: { state: 'approved', decidedBy: req.user.id as number, decidedAt: new Date().toISOString() },
      depth: 0,
      overrideAccess: true,
    })
    if (docs.length === 0) return adminRefusal(req, 409, t.notWaiting, { reason: 'notWaiting' })
    return Response.json({ ok: true })
  },
}
