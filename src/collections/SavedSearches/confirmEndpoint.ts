/**
 * POST /api/saved-searches/confirm (form: token, back): the button of the confirmation page. The
 * token is single use: the row keeps only its hash, cleared here. The buyer lands on their manage
 * page; the agent hears of a buyer's first confirmation with them.
 */
import type { Endpoint, PayloadRequest } from 'payload'

import { tokenHash, manageToken } from '@/lib/savedSearches/tokens'
import { readBuyerForm, seeOther } from './formPost'

export const confirmEndpoint: Endpoint = { path: '/confirm', method: 'post', handler: (req) => confirm(req) }

async function confirm(req: PayloadRequest): Promise<Response> {
  const read = await readBuyerForm(req)
  if (read instanceof Response) return read
  const { back, token } = read
  const { payload } = req
  const now = new Date().toISOString()
  const { docs } = token
    ? await payload.find({
        collection: 'saved-searches',
        where: {
          and: [
            { confirmTokenHash: { equals: tokenHash(token) } },
            { status: { equals: 'pending' } },
            { confirmBy: { greater_than: now } },
          ],
        },
        depth: 0,
        limit: 1,
        overrideAccess: true,
      })
    : { docs: [] }
  const saved = docs[0]
  if (!saved) return seeOther(`${back}/confirm?invalid=1`)
  const realtorId = typeof saved.realtor === 'object' ? saved.realtor.id : saved.realtor
  const { totalDocs: earlier } = await payload.count({
    collection: 'saved-searches',
    where: {
      and: [{ realtor: { equals: realtorId } }, { emailHash: { equals: saved.emailHash } }, { 'consent.confirmedAt': { exists: true } }],
    },
    overrideAccess: true,
  })
  await payload.update({
    collection: 'saved-searches',
    id: saved.id,
    data: { status: 'active', confirmTokenHash: null, consent: { ...saved.consent, confirmedAt: now }, alerts: { nextCheckAt: now } },
    overrideAccess: true,
  })
  if (earlier === 0) await payload.jobs.queue({ task: 'emailBuyerLead', input: { savedSearchId: saved.id } })
  payload.logger.info({ msg: 'saved search confirmed', savedSearch: saved.id, realtor: realtorId })
  return seeOther(`${back}?token=${encodeURIComponent(manageToken(payload.secret, realtorId, saved.emailHash))}&confirmed=1`)
}
