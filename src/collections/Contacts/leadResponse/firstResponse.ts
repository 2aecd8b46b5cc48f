/**
 * The contact's first response: when, how and by whom, and how long it took in the agent's working
 * minutes. Written once: a conditional update that only a contact without a response passes, so two
 * answers at the same moment (two tabs, a reply and a phone mark) leave the first one standing.
 */
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { AnswerWay } from '@/i18n/leadResponseTexts'
import { workingMinutesBetween } from '@/lib/leadResponse/workingHours'
import type { Contact } from '@/payload-types'
import { realtorHours } from './escalationClock'

/** True when this call set it; false when the contact already had a first response. */
export async function recordFirstResponse(
  payload: Payload,
  tx: PostgresAdapter['drizzle'],
  contact: Contact,
  answer: { how: AnswerWay; by: number; at: Date },
): Promise<boolean> {
  const realtorId = typeof contact.realtor === 'object' ? contact.realtor.id : contact.realtor
  const minutes = workingMinutesBetween(new Date(contact.createdAt), answer.at, await realtorHours(payload, realtorId))
  const { rows } = await tx.execute(sql`
    UPDATE contacts SET response_first_at = ${answer.at.toISOString()}::timestamptz, response_how = ${answer.how},
      response_by_id = ${answer.by}, response_working_minutes = ${minutes},
      escalation_status = CASE WHEN escalation_status = 'waiting' THEN 'answered' ELSE escalation_status END,
      status = CASE WHEN status = 'new' OR status IS NULL THEN 'replied' ELSE status END
    WHERE id = ${contact.id} AND response_first_at IS NULL
    RETURNING id`)
  return rows.length > 0
}
