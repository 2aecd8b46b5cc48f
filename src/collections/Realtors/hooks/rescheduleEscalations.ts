import type { CollectionAfterChangeHook } from 'payload'

import { hoursOf } from '@/collections/Contacts/leadResponse/escalationClock'
import { rescheduleEscalations } from '@/collections/Contacts/leadResponse/rescheduleEscalations'
import { afterCommit } from '@/server/afterCommit'

/** New working hours (or areas, which decide the default time zone) move the agent's waiting contacts' escalation. */
export const rescheduleEscalationsOnHoursChange: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || JSON.stringify(hoursOf(doc)) === JSON.stringify(hoursOf(previousDoc))) return doc
  await afterCommit(req, () => rescheduleEscalations(req.payload, doc.id))
  return doc
}
