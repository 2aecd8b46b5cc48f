/**
 * POST /api/saved-searches/manage (form: token, action, id, frequency, back): the buyer's manage page.
 * The signed, expiring token names an agent and a hashed address; it reaches only that address's
 * searches with that agent, except "delete everything", which deletes that address's saved searches
 * and favourites with every agent and leaves only a suppression record (no more e-mail).
 */
import type { Endpoint, Where } from 'payload'

import { alertFrequencies, type AlertFrequency } from '@/lib/savedSearches/subscriptionSchema'
import { manageSubject } from '@/lib/savedSearches/tokens'
import { readBuyerForm, seeOther } from './formPost'

const actions = ['frequency', 'pause', 'resume', 'delete', 'deleteAll'] as const
type Action = (typeof actions)[number]

export const manageEndpoint: Endpoint = {
  path: '/manage',
  method: 'post',
  handler: async (req) => {
    const read = await readBuyerForm(req)
    if (read instanceof Response) return read
    const { form, back, token } = read
    const subject = manageSubject(req.payload.secret, token)
    if (!subject) return seeOther(`${back}?invalid=1`)
    const again = `${back}?token=${encodeURIComponent(token)}`
    const action = form.get('action') as Action
    if (!actions.includes(action)) return seeOther(again)
    const { payload } = req
    const mine: Where = { and: [{ realtor: { equals: subject.realtorId } }, { emailHash: { equals: subject.emailHash } }] }

    if (action === 'deleteAll') {
      const { docs } = await payload.find({
        collection: 'saved-searches',
        where: { emailHash: { equals: subject.emailHash } },
        depth: 0,
        limit: 1,
        overrideAccess: true,
      })
      await payload.delete({ collection: 'saved-searches', where: { emailHash: { equals: subject.emailHash } }, overrideAccess: true })
      await suppressHash(payload, subject.emailHash)
      payload.logger.info({
        msg: 'a buyer deleted everything stored about their address',
        realtor: subject.realtorId,
        had: docs.length > 0,
      })
      return seeOther(`${back}?deleted=1`)
    }

    const id = Number(form.get('id'))
    if (!Number.isInteger(id) || id <= 0) return seeOther(again)
    const one: Where = { and: [...(mine.and as Where[]), { id: { equals: id } }] }
    if (action === 'delete') {
      await payload.delete({ collection: 'saved-searches', where: one, overrideAccess: true })
    } else {
      const frequency = form.get('frequency') as AlertFrequency
      const data =
        action === 'pause'
          ? { status: 'paused' as const }
          : action === 'resume'
            ? { status: 'active' as const, alerts: { unclicked: 0, nextCheckAt: new Date().toISOString() } }
            : alertFrequencies.includes(frequency)
              ? { frequency, alerts: { nextCheckAt: new Date().toISOString() } }
              : null
      if (!data) return seeOther(again)
      // Only confirmed searches change here: an unconfirmed one is confirmed by its e-mail's link alone.
      await payload.update({
        collection: 'saved-searches',
        where: { and: [...(one.and as Where[]), { status: { in: ['active', 'paused', 'stopped'] } }] },
        data,
        overrideAccess: true,
      })
    }
    return seeOther(`${again}&done=${action}`)
  },
}

/** The suppression list by hash (the address itself is no longer known once its rows are gone). */
async function suppressHash(payload: Parameters<Endpoint['handler']>[0]['payload'], hash: string): Promise<void> {
  const { totalDocs } = await payload.count({
    collection: 'email-suppressions',
    where: { emailHash: { equals: hash } },
    overrideAccess: true,
  })
  if (totalDocs > 0) return
  await payload
    .create({
      collection: 'email-suppressions',
      data: { emailHash: hash, reason: 'deleted', source: 'alerts manage page' },
      overrideAccess: true,
    })
    .catch(() => undefined)
}
