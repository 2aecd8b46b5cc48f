/**
 * A job worker killed (SIGKILL) in the middle of a delivery leaves its job
 * marked `processing`, which Payload's queue never runs again. Another worker
 * process hands it back once it is older than STALE_JOB_AFTER_MS
 * (src/jobs/recoverStaleJobs.ts), not before, and the lead is delivered once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closeDatabase, control, query, staleJobAfterMs, startFromNormal, waitFor } from '../harness/resilience/control'
import { leadBody, nonce, post } from '../harness/resilience/traffic'

beforeAll(startFromNormal)
afterAll(async () => {
  await control.reset()
  await closeDatabase()
})

const jobFor = async (leadId: number) =>
  (
    await query<{ id: number; processing: boolean; completed_at: Date | null; updated_at: Date }>(
      `SELECT id, processing, completed_at, updated_at FROM payload_jobs WHERE task_slug = 'forwardLead' AND (input->>'leadId')::int = $1`,
      [leadId],
    )
  )[0]

describe('a worker killed mid-delivery', () => {
  it('leaves a job another worker runs again after the stale threshold, delivered once', async () => {
    const tag = nonce()
    const { workers } = await control.status()
    const [first] = workers.filter((w) => w.alive)
    const body = leadBody(tag, 0)
    const firstSeq = (await control.deliveries('slack')).at(-1)?.seq ?? 0
    // Slack holds this lead's delivery open: the worker is stuck in the middle of it.
    await control.hangWhenBodyIncludes('slack', `Name: ${body.name}\\n`) // as JSON escapes the line break

    const answer = await post('/api/send-to-slack', body)
    expect(answer.status).toBe(201)
    const leadId = answer.json!.id!
    const isOurs = (d: { body: string }) => d.body.includes(`#${leadId}\\n`)
    await waitFor('the delivery to reach Slack and hang', 60_000, async () =>
      (await control.deliveries('slack', firstSeq)).some((d) => isOurs(d) && d.status === 'hang'),
    )
    const claimed = await jobFor(leadId)
    expect(claimed).toMatchObject({ processing: true, completed_at: null })

    const { killed } = await control.killWorkers()
    expect(killed).toEqual([first.pid])
    const killedAt = Date.now()
    expect(await jobFor(leadId)).toMatchObject({ processing: true, completed_at: null })

    await control.hangWhenBodyIncludes('slack', null)
    const { pid } = await control.startWorker()
    const readyAt = Date.now()
    expect(pid).not.toBe(first.pid)

    // Handed back (or already run: a completed job is deleted) once stale, not before.
    await waitFor(
      'the job to be handed back',
      staleJobAfterMs() * 2 + 60_000,
      async () => {
        const job = await jobFor(leadId)
        return !job || !job.processing
      },
      100,
    )
    const releasedAt = Date.now()
    const claimedAt = claimed.updated_at.getTime()
    await waitFor('the lead to be delivered', 60_000, async () => {
      const [lead] = await query<{ forwarding_status: string }>('SELECT forwarding_status FROM leads WHERE id = $1', [leadId])
      return lead.forwarding_status === 'delivered' && !(await jobFor(leadId))
    })
    const deliveredAt = Date.now()

    const calls = (await control.deliveries('slack', firstSeq)).filter(isOurs).map((d) => d.status)
    console.log(
      `[resilience] killed worker: job claimed ${Math.round((killedAt - claimedAt) / 100) / 10} s before the kill, handed back ` +
        `${Math.round((releasedAt - claimedAt) / 100) / 10} s after its claim (threshold ${staleJobAfterMs() / 1000} s), delivered ` +
        `${Math.round((deliveredAt - killedAt) / 100) / 10} s after the kill; Slack saw ${calls.join(', ')}`,
    )
    // Not before it is stale; then at the new worker's next check (every quarter of the threshold).
    expect(releasedAt - claimedAt).toBeGreaterThanOrEqual(staleJobAfterMs())
    expect(releasedAt).toBeLessThanOrEqual(Math.max(claimedAt + staleJobAfterMs(), readyAt) + staleJobAfterMs() / 4 + 5_000)
    expect(calls).toEqual(['hang', 200])
  })
})
