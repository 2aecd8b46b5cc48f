/**
 * The worker drill's data (tests/workers/workerDrill.test.ts), in the database
 * of DATABASE_URL: migrates, makes the realtors through Payload's database
 * adapter (its tables and locales), then writes the submissions and their jobs straight in
 * SQL, as the endpoints and the realtor hooks would have queued them, in one
 * statement each: the drill is about the workers, not the seeding.
 *
 * Run as a child: `node --import tsx tests/workers/support/seedDrill.ts`.
 */
import pg from 'pg'

import { closePayload, loadPayload, migrateDatabase } from '../../../runtime/payload'
import { realtorSyncKey } from '../../../src/collections/Realtors/sync/queueRealtorSync'
import { DRILL } from './drillSettings'

const letters = (n: number) =>
  n
    .toString(26)
    .split('')
    .map((digit) => String.fromCharCode(97 + parseInt(digit, 26)))
    .join('')

const payload = await loadPayload()
await migrateDatabase(payload)
// Through the database adapter (its tables and locales, without hooks): a published page each.
const realtorIds: number[] = []
for (let i = 0; i < DRILL.syncs; i++) {
  const realtor = await payload.db.create({
    collection: 'realtors',
    data: { displayName: `Drill Agent ${i}`, desiredUrl: `drill-${letters(i)}`, email: `agent-${i}@drill.example`, _status: 'published' },
  })
  realtorIds.push(Number(realtor.id))
}
await closePayload(payload)

const db = new pg.Client({ connectionString: process.env.DATABASE_URL })
await db.connect()
// Known to the main API already: every sync is a PATCH, one per job.
await db.query(`UPDATE realtors SET main_api_id = 'drill-main-' || id, sync_status = 'pending' WHERE id = ANY($1)`, [realtorIds])
const { rows: leads } = await db.query<{ id: number }>(
  `INSERT INTO leads (name, area, phone_country_code, phone, consent_privacy, consent_contact, consent_agreed_at)
   SELECT 'Drill Lead ' || i, 'Irvine, CA', 'KR', '010-' || lpad((i / 10000)::text, 4, '0') || '-' || lpad((i % 10000)::text, 4, '0'), true, true, now()
   FROM generate_series(1, $1) AS i ORDER BY i RETURNING id`,
  [DRILL.leads],
)
const { rows: contacts } = await db.query<{ id: number }>(
  `INSERT INTO contacts (realtor_id, name, last_name, first_name, email, phone_country_code, phone, message, is_term)
   SELECT ($2::int[])[1 + i % cardinality($2::int[])], 'Lee Drill' || i, 'Lee', 'Drill' || i, 'visitor-' || i || '@example.com',
     'US', '949-555-' || lpad((i % 10000)::text, 4, '0'), 'Drill contact ' || i, 'Y'
   FROM generate_series(1, $1) AS i ORDER BY i RETURNING id`,
  [DRILL.contacts, realtorIds],
)

type Job = { task: string; queue: string; input: object; key: string | null }
const jobs: Job[] = []
// As the endpoints queue them: each submission's e-mail, then its delivery; leads and contacts interleaved.
for (let i = 0; i < Math.max(leads.length, contacts.length); i++) {
  if (contacts[i]) {
    jobs.push({ task: 'emailContact', queue: 'default', input: { contactId: contacts[i].id }, key: null })
    jobs.push({ task: 'forwardContact', queue: 'default', input: { contactId: contacts[i].id }, key: null })
  }
  if (leads[i]) {
    jobs.push({ task: 'emailLead', queue: 'default', input: { leadId: leads[i].id }, key: null })
    jobs.push({ task: 'forwardLead', queue: 'default', input: { leadId: leads[i].id }, key: null })
  }
}
// One sync per realtor: a newer sync of the same realtor would replace the older (the task sends the latest state).
for (const realtorId of realtorIds) {
  jobs.push({ task: 'syncRealtor', queue: 'sync', input: { realtorId, operation: 'upsert' }, key: realtorSyncKey(realtorId) })
}
// One millisecond apart, in this order: the queue's order (createdAt) is the order above. Held
// (wait_until) until the drill has all its workers up and lets them go: all start on an equal footing.
await db.query(
  `INSERT INTO payload_jobs (task_slug, queue, input, concurrency_key, created_at, updated_at, wait_until)
   SELECT job.task::enum_payload_jobs_task_slug, job.queue, job.input, job.key, at, at, 'infinity'
   FROM unnest($1::text[], $2::text[], $3::jsonb[], $4::text[]) WITH ORDINALITY AS job(task, queue, input, key, n),
     LATERAL (SELECT now() - interval '1 hour' + n * interval '1 millisecond' AS at) AS t`,
  [jobs.map((job) => job.task), jobs.map((job) => job.queue), jobs.map((job) => JSON.stringify(job.input)), jobs.map((job) => job.key)],
)
await db.end()
console.log(`[drill seed] ${realtorIds.length} realtors, ${contacts.length} contacts, ${leads.length} leads, ${jobs.length} jobs`)
process.exit(0)
