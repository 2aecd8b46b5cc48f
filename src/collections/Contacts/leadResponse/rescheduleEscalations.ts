/**
 * When the company's "tell staff after N minutes" or an agent's working hours change, the contacts
 * still waiting get their escalation moment again from the new rule (counted from when they came in).
 */
import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { GlobalAfterChangeHook, Payload } from 'payload'

import { addWorkingMinutes } from '@/lib/leadResponse/workingHours'
import { afterCommit } from '@/server/afterCommit'
import { escalationSettings, realtorHours } from './escalationClock'

const PAGE = 500

export async function rescheduleEscalations(payload: Payload, realtorId?: number): Promise<number> {
  const { drizzle } = payload.db as unknown as PostgresAdapter
  const { escalateAfterMinutes } = await escalationSettings(payload)
  const hoursByRealtor = new Map<number, Awaited<ReturnType<typeof realtorHours>>>()
  let after = 0
  let changed = 0
  for (;;) {
    const { rows } = await drizzle.execute(sql`
      SELECT id, realtor_id, created_at FROM contacts
      WHERE escalation_status = 'waiting' AND response_first_at IS NULL AND id > ${after}
        ${realtorId === undefined ? sql`` : sql`AND realtor_id = ${realtorId}`}
      ORDER BY id LIMIT ${PAGE}`)
    for (const row of rows as { id: number; realtor_id: number; created_at: string }[]) {
      if (!hoursByRealtor.has(row.realtor_id)) hoursByRealtor.set(row.realtor_id, await realtorHours(payload, row.realtor_id))
      const due = addWorkingMinutes(new Date(row.created_at), escalateAfterMinutes, hoursByRealtor.get(row.realtor_id)!)
      await drizzle.execute(sql`
        UPDATE contacts SET escalation_due_at = ${due.toISOString()}::timestamptz
        WHERE id = ${row.id} AND escalation_status = 'waiting'`)
      changed++
      after = row.id
    }
    if (rows.length < PAGE) return changed
  }
}

/** Site settings: a new N moves every waiting contact's moment, once the change is committed. */
export const rescheduleEscalationsOnChange: GlobalAfterChangeHook = async ({ doc, previousDoc, req }) => {
  if (doc?.leadResponse?.escalateAfterMinutes === previousDoc?.leadResponse?.escalateAfterMinutes) return doc
  await afterCommit(req, () => rescheduleEscalations(req.payload).then(() => undefined))
  return doc
}
