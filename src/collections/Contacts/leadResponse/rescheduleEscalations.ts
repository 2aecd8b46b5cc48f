/**
 * A waiting contact's escalation moment: arrival + N working minutes of its agent's hours. It is
 * computed by the escalation sweep, off the visitor's request (`scheduleWaitingContacts`); when the
 * company's N or an agent's working hours change, the moments of the contacts still waiting are
 * cleared, and the next sweep computes them again from the new rule (from when each came in).
 */
import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { GlobalAfterChangeHook, Payload } from 'payload'

import { addWorkingMinutes, type WorkingHours } from '@/lib/leadResponse/workingHours'
import { afterCommit } from '@/server/afterCommit'
import { escalationSettings, realtorHours } from './escalationClock'

const PAGE = 500
const MAX_PAGES = 20

/** Gives every waiting contact without one its escalation moment; answers how many it scheduled. */
export async function scheduleWaitingContacts(payload: Payload): Promise<number> {
  const { drizzle } = payload.db as unknown as PostgresAdapter
  const { escalateAfterMinutes } = await escalationSettings(payload)
  const hoursByRealtor = new Map<number, WorkingHours>()
  let scheduled = 0
  for (let page = 0; page < MAX_PAGES; page++) {
    const { rows } = await drizzle.execute(sql`
      SELECT id, realtor_id, created_at FROM contacts
      WHERE escalation_status = 'waiting' AND escalation_due_at IS NULL AND response_first_at IS NULL
      ORDER BY id LIMIT ${PAGE}`)
    for (const row of rows as { id: number; realtor_id: number; created_at: string }[]) {
      if (!hoursByRealtor.has(row.realtor_id)) hoursByRealtor.set(row.realtor_id, await realtorHours(payload, row.realtor_id))
      const due = addWorkingMinutes(new Date(row.created_at), escalateAfterMinutes, hoursByRealtor.get(row.realtor_id)!)
      await drizzle.execute(sql`
        UPDATE contacts SET escalation_due_at = ${due.toISOString()}::timestamptz
        WHERE id = ${row.id} AND escalation_status = 'waiting' AND escalation_due_at IS NULL`)
      scheduled++
    }
    if (rows.length < PAGE) break
  }
  return scheduled
}

/** Clears the moments of the contacts still waiting (all, or one realtor's), once the change is committed. */
export async function rescheduleEscalations(payload: Payload, realtorId?: number): Promise<void> {
  const { drizzle } = payload.db as unknown as PostgresAdapter
  await drizzle.execute(sql`
    UPDATE contacts SET escalation_due_at = NULL
    WHERE escalation_status = 'waiting' AND response_first_at IS NULL
      ${realtorId === undefined ? sql`` : sql`AND realtor_id = ${realtorId}`}`)
}

/** Site settings: a new N moves every waiting contact's moment. */
export const rescheduleEscalationsOnChange: GlobalAfterChangeHook = async ({ doc, previousDoc, req }) => {
  if (doc?.leadResponse?.escalateAfterMinutes === previousDoc?.leadResponse?.escalateAfterMinutes) return doc
  await afterCommit(req, () => rescheduleEscalations(req.payload))
  return doc
}
