/**
 * Slack down (503) while 500 leads come in: every lead is accepted, its
 * delivery fails and is retried with backoff, and once Slack is back every
 * lead reaches it exactly once.
 *
 * "Exactly once": among the requests the Slack stand-in answered 200, each of
 * the 500 lead ids (`#<id>` in the message) appears exactly once, no other
 * of our leads appears, and the lead rows say `delivered` with as many attempts
 * as the stand-in saw requests for them. Checked once the queue holds no job
 * for these leads any more, so no late duplicate can follow.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closeDatabase, control, query, startFromNormal, waitFor } from '../harness/resilience/control'
import { inParallel, leadBody, nonce, onceEach, post, tally } from '../harness/resilience/traffic'

const LEADS = 500

beforeAll(startFromNormal)
afterAll(async () => {
  await control.reset()
  await closeDatabase()
})

const leadIdIn = (body: string) => Number(/#(\d+)/.exec((JSON.parse(body) as { text: string }).text)?.[1])

describe('Slack outage', () => {
  it('500 leads during the outage are each delivered exactly once after it', async () => {
    const tag = nonce()
    const firstSeq = (await control.deliveries('slack')).at(-1)?.seq ?? 0
    await control.setMode('slack', 'down')
    const downAt = Date.now()

    const answers = await inParallel(
      Array.from({ length: LEADS }, (_, i) => i),
      50,
      (i) => post('/api/send-to-slack', leadBody(tag, i)),
    )
    expect(
      answers.every((a) => a.status === 201),
      tally(answers.map((a) => a.status)),
    ).toBe(true)
    const ids = answers.map((a) => a.json!.id!)
    const ours = new Set(ids)
    const submittedAt = Date.now()

    // The outage is real: every lead's delivery has failed at least once before Slack comes back.
    const failedOnce = await waitFor(
      'a failed attempt for every lead',
      120_000,
      async () => {
        const [{ n }] = await query<{ n: string }>(
          `SELECT count(*) AS n FROM leads WHERE id = ANY($1) AND forwarding_attempts >= 1 AND forwarding_status = 'pending'`,
          [ids],
        )
        return Number(n) === LEADS && Date.now()
      },
      500,
    )
    const refused = (await control.deliveries('slack', firstSeq)).filter((d) => d.status === 503 && ours.has(leadIdIn(d.body)))
    expect(new Set(refused.map((d) => leadIdIn(d.body))).size).toBe(LEADS)

    await control.setMode('slack', 'up')
    const upAt = Date.now()
    await waitFor(
      'every lead delivered and its job finished',
      180_000,
      async () => {
        const [{ delivered, open }] = await query<{ delivered: string; open: string }>(
          `SELECT (SELECT count(*) FROM leads WHERE id = ANY($1) AND forwarding_status = 'delivered') AS delivered,
                (SELECT count(*) FROM payload_jobs WHERE task_slug = 'forwardLead' AND (input->>'leadId')::int = ANY($1) AND completed_at IS NULL) AS open`,
          [ids],
        )
        return Number(delivered) === LEADS && Number(open) === 0
      },
      500,
    )
    const drainedMs = Date.now() - upAt

    const requests = (await control.deliveries('slack', firstSeq)).filter((d) => ours.has(leadIdIn(d.body)))
    const successes = new Map<number, number>()
    const tries = new Map<number, number>()
    for (const d of requests) {
      const id = leadIdIn(d.body)
      tries.set(id, (tries.get(id) ?? 0) + 1)
      if (d.status === 200) successes.set(id, (successes.get(id) ?? 0) + 1)
    }
    const s = (ms: number) => `${Math.round(ms / 1000)} s`
    console.log(
      `[resilience] Slack outage of ${s(upAt - downAt)}: ${LEADS} leads submitted in ${s(submittedAt - downAt)}, all failed once ${s(failedOnce - submittedAt)} later,` +
        ` ${refused.length} refused attempts; all delivered ${s(drainedMs)} after Slack was back; successful deliveries per lead: ${tally([...successes.values()])}`,
    )
    const delivered = requests.filter((d) => d.status === 200).map((d) => leadIdIn(d.body))
    expect(onceEach(ids, delivered)).toEqual({ missing: [], duplicated: [] })

    // The bookkeeping agrees with what Slack saw.
    const rows = await query<{ id: number; attempts: string; status: string }>(
      'SELECT id, forwarding_attempts AS attempts, forwarding_status AS status FROM leads WHERE id = ANY($1)',
      [ids],
    )
    expect(rows.filter((row) => row.status !== 'delivered' || Number(row.attempts) !== tries.get(row.id))).toEqual([])
  })
})
