/**
 * The inbox's answer actions on a contact, for the agent who has it (or staff):
 * - POST /api/contacts/:id/reply     { message }  an e-mail to the visitor in the acknowledgement's thread;
 * - POST /api/contacts/:id/answered  { how }      answered by phone, KakaoTalk or in person;
 * - POST /api/contacts/:id/reassign  { realtorId } staff only, once the contact was escalated and the
 *   company's hand-over time has passed: the contact moves to another agent, the first keeps reading it.
 * Either answer sets the first response once (./firstResponse.ts).
 */
import { sql } from '@payloadcms/db-postgres'
import type { Endpoint, PayloadRequest } from 'payload'

import { isSuppressed } from '@/collections/EmailSuppressions/suppression'
import { answerRefusals as t, type AnswerWay } from '@/i18n/leadResponseTexts'
import { formatDateTime } from '@/lib/format'
import { escalationSettings, realtorHours } from './escalationClock'
import { adminLanguageOf, adminRefusal } from '@/server/adminRefusal'
import { answerContext, inTransaction, type AnswerContext } from './answerRequest'
import { recordFirstResponse } from './firstResponse'

export const REPLY_MAX_CHARS = 5000
const ANSWER_WAYS: AnswerWay[] = ['phone', 'kakao', 'inPerson']

/** An action on one contact, for whoever may change it (the refusals before it are answerContext's). */
const action = (path: string, act: (req: PayloadRequest, context: AnswerContext) => Promise<Response>): Endpoint => ({
  path,
  method: 'post',
  handler: async (req) => {
    const context = await answerContext(req, t)
    return context instanceof Response ? context : act(req, context)
  },
})

const reply = action('/:id/reply', async (req, { actor, contact, body }) => {
  const message = typeof body.message === 'string' ? body.message.replace(/\r\n?/g, '\n').trim() : ''
  if (!message) return adminRefusal(req, 400, t.emptyReply)
  if ([...message].length > REPLY_MAX_CHARS) return adminRefusal(req, 400, t.longReply)
  if (await isSuppressed(req.payload, contact.email)) return adminRefusal(req, 409, t.noVisitorEmail)
  const at = new Date()
  const result = await inTransaction(req, async (tx) => {
    const stored = await req.payload.create({
      collection: 'contact-replies',
      data: { contact: contact.id, body: message, by: actor.id, notification: { status: 'pending', attempts: 0 } },
      overrideAccess: true,
      req,
    })
    const first = await recordFirstResponse(req.payload, tx, contact, { how: 'email', by: actor.id, at })
    // Same transaction as the reply: no commit, no e-mail; a commit, always one.
    await req.payload.jobs.queue({ task: 'emailContactReply', input: { replyId: stored.id }, req })
    return { id: stored.id, firstResponse: first }
  })
  return Response.json(result, { status: 201 })
})

const answered = action('/:id/answered', async (req, { actor, contact, body }) => {
  const how = ANSWER_WAYS.find((way) => way === body.how)
  if (!how) return adminRefusal(req, 400, t.badWay)
  const first = await inTransaction(req, (tx) => recordFirstResponse(req.payload, tx, contact, { how, by: actor.id, at: new Date() }))
  if (!first) return adminRefusal(req, 409, t.alreadyAnswered)
  return Response.json({ ok: true }, { status: 200 })
})

const reassign = action('/:id/reassign', async (req, { actor, staff, contact, body }) => {
  if (!staff) return adminRefusal(req, 403, t.staffOnly)
  if (contact.response?.firstAt) return adminRefusal(req, 409, t.alreadyAnswered)
  const fromId = typeof contact.realtor === 'object' ? contact.realtor.id : contact.realtor
  const { reassignAfterMinutes } = await escalationSettings(req.payload)
  const escalatedAt =
    contact.escalation?.status === 'escalated' && contact.escalation.escalatedAt ? Date.parse(contact.escalation.escalatedAt) : null
  const allowedFrom = escalatedAt === null ? null : new Date(escalatedAt + reassignAfterMinutes * 60_000)
  if (!allowedFrom || allowedFrom.getTime() > Date.now()) {
    const at = allowedFrom ? formatDateTime(allowedFrom, adminLanguageOf(req), (await realtorHours(req.payload, fromId)).timeZone) : '—'
    return adminRefusal(req, 409, t.notYet, { values: { at } })
  }
  const toId = Number(body.realtorId)
  const target =
    Number.isSafeInteger(toId) && toId > 0 && toId !== fromId
      ? await req.payload.findByID({ collection: 'realtors', id: toId, depth: 0, disableErrors: true, overrideAccess: true })
      : null
  if (!target) return adminRefusal(req, 400, t.badRealtor)
  await inTransaction(req, async (tx) => {
    // Only a contact still unanswered and still with the agent it was escalated from moves (two staff at once: one wins).
    const { rows } = await tx.execute(sql`
        UPDATE contacts SET realtor_id = ${toId}, notification_status = 'pending', notification_attempts = 0, notification_sent_to = NULL
        WHERE id = ${contact.id} AND realtor_id = ${fromId} AND response_first_at IS NULL RETURNING id`)
    if (!rows.length) return
    await req.payload.update({
      collection: 'contacts',
      id: contact.id,
      data: { reassignments: [...(contact.reassignments ?? []), { from: fromId, to: toId, at: new Date().toISOString(), by: actor.id }] },
      overrideAccess: true,
      req,
    })
    // The new agent hears of it as of a new contact.
    await req.payload.jobs.queue({ task: 'emailContact', input: { contactId: contact.id }, req })
  })
  return Response.json({ ok: true, realtor: toId }, { status: 200 })
})

export const answerEndpoints: Endpoint[] = [reply, answered, reassign]
