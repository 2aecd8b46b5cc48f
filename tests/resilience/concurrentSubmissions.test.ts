/**
 * 1,000 submissions at once against the production server: 500 landing leads
 * and 500 agent-page contacts, all in flight together. None may fail,
 * PostgreSQL must hold exactly one row per submission, each with its delivery
 * queued, and each reaches Slack or the main API exactly once.
 * (Connections are opened 200 at a time, each waiting for the server's 100
 * Continue, because 1,000 simultaneous connects overflow the accept queue of
 * 511 Node listens with, and under load the kernel resets some of them; the
 * bodies then go all at once.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closeDatabase, control, query, startFromNormal, waitFor } from '../harness/resilience/control'
import { contactBody, holdPost, leadBody, nonce, onceEach, tally, withDeadline, type HeldPost } from '../harness/resilience/traffic'

const PER_KIND = 500
/** Connections opened at a time: well below the 511 Node listens with. */
const WAVE = 200

beforeAll(startFromNormal)
afterAll(closeDatabase)

describe('1,000 concurrent submissions', () => {
  it('are all answered 201, stored exactly once and delivered exactly once', async () => {
    const tag = nonce()
    const realtors = await query<{ id: number }>("SELECT id FROM realtors WHERE _status = 'published' ORDER BY id")
    expect(realtors.length).toBeGreaterThan(0)

    const slackSeq = (await control.deliveries('slack')).at(-1)?.seq ?? 0
    const mainApiSeq = (await control.deliveries('mainApi')).at(-1)?.seq ?? 0
    // Opened in waves below the kernel's accept queue, each waiting for the server to take it;
    // then every body is released at once: 1,000 submissions inside the server together.
    const requests = [
      ...Array.from({ length: PER_KIND }, (_, i) => ({ kind: 'lead', i, path: '/api/send-to-slack', body: leadBody(tag, i) as unknown })),
      ...Array.from({ length: PER_KIND }, (_, i) => ({
        kind: 'contact',
        i,
        path: '/api/realtor-contacts',
        body: contactBody(tag, i, realtors[i % realtors.length].id),
      })),
    ]
    const opening = Date.now()
    const held: (HeldPost & { kind: string; i: number })[] = []
    for (let wave = 0; wave < requests.length; wave += WAVE) {
      const opened = requests.slice(wave, wave + WAVE).map((r) => ({ kind: r.kind, i: r.i, ...holdPost(r.path, r.body) }))
      await withDeadline(Promise.all(opened.map((h) => h.accepted)), 60_000, `the server to take ${opened.length} more connections`)
      held.push(...opened)
    }
    const started = Date.now()
    const answers = await Promise.all(held.map(async (h) => ({ kind: h.kind, i: h.i, ...(await h.send()) })))
    const wallMs = Date.now() - started
    const slowest = Math.max(...answers.map((a) => a.ms))
    console.log(
      `[resilience] 1,000 connections opened in ${started - opening} ms; the 1,000 submissions answered in ${wallMs} ms (slowest ${slowest} ms)`,
    )

    const statuses = tally(answers.map((a) => a.status))
    expect(
      answers.filter((a) => a.status >= 500 || a.status === 0),
      `statuses: ${statuses}`,
    ).toEqual([])
    expect(
      answers.every((a) => a.status === 201),
      `statuses: ${statuses}`,
    ).toBe(true)

    // The rows, straight from PostgreSQL: exactly one per submission, and the ids answered.
    const leads = await query<{ id: number; name: string }>('SELECT id, name FROM leads WHERE name LIKE $1', [`Lead ${tag} %`])
    const contacts = await query<{ id: number; first_name: string }>('SELECT id, first_name FROM contacts WHERE first_name LIKE $1', [
      `${tag}-%`,
    ])
    expect(leads).toHaveLength(PER_KIND)
    expect(contacts).toHaveLength(PER_KIND)
    expect(new Set(leads.map((l) => l.name)).size).toBe(PER_KIND)
    expect(new Set(contacts.map((c) => c.first_name)).size).toBe(PER_KIND)
    const answeredIds = (kind: string) =>
      answers
        .filter((a) => a.kind === kind)
        .map((a) => a.json!.id)
        .sort((a, b) => a! - b!)
    expect(answeredIds('lead')).toEqual(leads.map((l) => l.id).sort((a, b) => a - b))
    expect(answeredIds('contact')).toEqual(contacts.map((c) => c.id).sort((a, b) => a - b))
    // Each answered body is the row it names.
    const leadById = new Map(leads.map((l) => [l.id, l.name]))
    expect(answers.filter((a) => a.kind === 'lead').every((a) => leadById.get(a.json!.id!) === `Lead ${tag} ${a.i}`)).toBe(true)

    // The outbox: each row committed with its delivery job. The worker is already
    // delivering (Payload deletes a job once it completes), so every row is either
    // delivered or has exactly one open job.
    const undelivered = await query<{ kind: string; id: number; jobs: string }>(
      `SELECT 'lead' AS kind, l.id, (SELECT count(*) FROM payload_jobs j WHERE j.task_slug = 'forwardLead' AND (j.input->>'leadId')::int = l.id AND j.completed_at IS NULL) AS jobs
         FROM leads l WHERE l.id = ANY($1) AND l.forwarding_status <> 'delivered'
       UNION ALL
       SELECT 'contact', c.id, (SELECT count(*) FROM payload_jobs j WHERE j.task_slug = 'forwardContact' AND (j.input->>'contactId')::int = c.id AND j.completed_at IS NULL)
         FROM contacts c WHERE c.id = ANY($2) AND c.forwarding_status <> 'delivered'`,
      [leads.map((l) => l.id), contacts.map((c) => c.id)],
    )
    expect(undelivered.filter((row) => Number(row.jobs) !== 1)).toEqual([])

    // And the worker delivers all of them, each exactly once: Slack by lead id, the main API by e-mail.
    await waitFor(
      'all 1,000 delivered',
      240_000,
      async () => {
        const [{ open }] = await query<{ open: string }>(
          `SELECT (SELECT count(*) FROM leads WHERE id = ANY($1) AND forwarding_status <> 'delivered')
              + (SELECT count(*) FROM contacts WHERE id = ANY($2) AND forwarding_status <> 'delivered') AS open`,
          [leads.map((l) => l.id), contacts.map((c) => c.id)],
        )
        return Number(open) === 0
      },
      500,
    )
    const deliveredMs = Date.now() - started
    const slack = (await control.deliveries('slack', slackSeq))
      .filter((d) => d.status === 200)
      .map((d) => Number(/#(\d+)/.exec(d.body)?.[1]))
    const mainApi = (await control.deliveries('mainApi', mainApiSeq))
      .filter((d) => d.path === '/v1/realtor-contacts' && d.status === 201)
      .map((d) => (JSON.parse(d.body) as { email: string }).email)
    const leadIds = new Set(leads.map((l) => l.id))
    const emails = new Set(contacts.map((c) => `${c.first_name}@example.com`))
    console.log(`[resilience] ... and delivered ${Math.round(deliveredMs / 1000)} s after they were sent`)
    expect(onceEach(leadIds, slack)).toEqual({ missing: [], duplicated: [] })
    expect(onceEach(emails, mainApi)).toEqual({ missing: [], duplicated: [] })
  })
})
