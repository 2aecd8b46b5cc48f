/**
 * The escalation sweep. New waiting contacts get their moment (arrival + N working minutes); then
 * contacts whose moment has come without a response are marked escalated and their staff e-mail
 * queued, in one transaction, so each escalates exactly once whatever the number of runners. Every job runner calls it before its rounds, at most every 30 s; an
 * advisory lock lets one runner sweep at a time. Tests call `escalateDueContacts` with their own clock.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { scheduleWaitingContacts } from '@/collections/Contacts/leadResponse/rescheduleEscalations'
import { errorSummary } from '@/lib/errorSummary'
import { inLockedTransaction } from '../lockedTransaction'

const SWEEP_LOCK_KEY = 730_002
const SWEEP_EVERY_MS = 30_000
const BATCH = 100
const MAX_BATCHES = 10

/** Schedules the new waiting contacts, then escalates what is due at `now`; answers the ids escalated. */
export async function escalateDueContacts(payload: Payload, now = new Date()): Promise<number[]> {
  await scheduleWaitingContacts(payload)
  const escalated: number[] = []
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const ids = await escalateBatch(payload, now)
    escalated.push(...ids)
    if (ids.length < BATCH) break
  }
  return escalated
}

async function escalateBatch(payload: Payload, now: Date): Promise<number[]> {
  const at = now.toISOString()
  const ids = await inLockedTransaction(payload, SWEEP_LOCK_KEY, 'try', async (tx, req) => {
    const { rows } = await tx.execute(sql`
      UPDATE contacts SET escalation_status = 'escalated', escalation_escalated_at = ${at}::timestamptz
      WHERE id IN (
        SELECT id FROM contacts
        WHERE escalation_status = 'waiting' AND response_first_at IS NULL AND escalation_due_at <= ${at}::timestamptz
        ORDER BY escalation_due_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
        AND escalation_status = 'waiting' AND response_first_at IS NULL
      RETURNING id`)
    const escalated = (rows as { id: number }[]).map((row) => row.id)
    for (const contactId of escalated) await payload.jobs.queue({ task: 'emailEscalation', input: { contactId }, req })
    return escalated
  })
  if (ids?.length) payload.logger.info({ msg: `escalated ${ids.length} unanswered contact(s) to staff`, contacts: ids })
  return ids ?? []
}

let lastSweep = 0

/** For every runner's loop; never throws (the database may be down). */
export async function escalateContactsNowAndThen(payload: Payload): Promise<void> {
  if (Date.now() - lastSweep < SWEEP_EVERY_MS) return
  lastSweep = Date.now()
  try {
    await escalateDueContacts(payload)
  } catch (error) {
    payload.logger.error({ msg: 'Could not escalate unanswered contacts', err: errorSummary(error) })
  }
}
