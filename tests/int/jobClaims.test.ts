/**
 * Several runners on one queue (src/jobs/claimJobsAtomically.ts): each job is
 * run by one of them, a run that lost its job records nothing over the next
 * one's, and one realtor's syncs run one after another while different
 * realtors' run side by side. Runners here are `payload.jobs.run` calls running
 * at the same time, against real Slack and main-API stand-ins.
 */
import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { recoverStaleJobs } from '@/jobs/recoverStaleJobs'
import { makeRealtor } from '../harness/fixtures'
import { runQueueUntilIdle } from '../harness/jobs'
import { testPayload } from '../harness/payload'
import { startStandIn, type Recorded, type StandIn } from '../harness/standIns/standInServer'

type Answer = { status: number; body?: unknown }

/** A stand-in whose requests wait for the test to answer them, one by one. */
async function heldStandIn() {
  const waiting: { request: Recorded; answer: (reply: Answer) => void }[] = []
  let fromNowOn: ((request: Recorded) => Answer) | null = null
  const server = await startStandIn(
    (request) =>
      fromNowOn?.(request) ??
      new Promise<Answer>((answer) => {
        waiting.push({ request, answer })
      }),
  )
  return {
    server,
    waiting,
    /** Answers the requests still to come at once. */
    answerFromNowOn(reply: (request: Recorded) => Answer) {
      fromNowOn = reply
    },
    /** Resolves once `count` requests have arrived in all. */
    async arrived(count: number): Promise<Recorded[]> {
      await waitUntil(`${count} request(s) at the stand-in`, () => server.requests.length >= count)
      return server.requests
    },
    answerAll(reply: Answer = { status: 200, body: { ok: true } }) {
      for (const held of waiting.splice(0)) held.answer(reply)
    },
  }
}

/** Polls `check` (state the test cannot be told about otherwise) with a deadline. */
async function waitUntil(what: string, check: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

let payload: Payload
const db = () => (payload.db as unknown as PostgresAdapter).drizzle
const standIns: StandIn[] = []

beforeAll(async () => {
  payload = await testPayload()
})
afterEach(async () => {
  delete process.env.SLACK_WEBHOOK_URL
  delete process.env.MAIN_API_URL
  delete process.env.MAIN_API_TOKEN
  for (const standIn of standIns.splice(0)) await standIn.close()
})
afterAll(async () => {
  await payload.delete({ collection: 'payload-jobs', where: { queue: { like: 'claims-test' } } })
})

async function makeLead(i: number) {
  return payload.create({
    collection: 'leads',
    data: {
      name: `Claim ${i}`,
      area: 'Irvine',
      phone: `949-555-${String(1000 + i)}`,
      phoneCountryCode: 'US',
      consent: { privacy: true, contact: true, agreedAt: new Date().toISOString() },
    },
  })
}

async function jobRow(id: number | string) {
  const { rows } = await db().execute(sql`SELECT processing, claimed_by, completed_at FROM payload_jobs WHERE id = ${id}`)
  return rows[0] as { processing: boolean; claimed_by: string | null; completed_at: Date | null } | undefined
}

describe('two runners on one queue', () => {
  it('never both run one job: each job runs once, in exactly one of them', async () => {
    const slack = await startStandIn(() => ({ status: 200, body: { ok: true } }))
    standIns.push(slack)
    process.env.SLACK_WEBHOOK_URL = `${slack.url}/hooks/claims`
    const queue = 'claims-test-race'
    const leads = await Promise.all(Array.from({ length: 20 }, (_, i) => makeLead(i)))
    const jobs = await Promise.all(leads.map((lead) => payload.jobs.queue({ task: 'forwardLead', queue, input: { leadId: lead.id } })))

    // Both read the queue at the same moment; each may take up to all twenty.
    const [first, second] = await Promise.all([payload.jobs.run({ queue, limit: 20 }), payload.jobs.run({ queue, limit: 20 })])

    const ranByFirst = Object.keys(first.jobStatus ?? {})
    const ranBySecond = Object.keys(second.jobStatus ?? {})
    expect(ranByFirst.filter((id) => ranBySecond.includes(id))).toEqual([])
    expect([...ranByFirst, ...ranBySecond].sort()).toEqual(jobs.map((job) => String(job.id)).sort())
    const keys = slack.requests.map((request) => request.headers['idempotency-key'])
    expect(keys.sort()).toEqual(leads.map((lead) => `lead-${lead.id}`).sort())
  })

  it('a run whose job was handed back meanwhile records nothing over the run that holds it now', async () => {
    const slack = await heldStandIn()
    standIns.push(slack.server)
    process.env.SLACK_WEBHOOK_URL = `${slack.server.url}/hooks/claims`
    const queue = 'claims-test-lease'
    const lead = await makeLead(100)
    const job = await payload.jobs.queue({ task: 'forwardLead', queue, input: { leadId: lead.id } })

    const slowRun = payload.jobs.run({ queue })
    await slack.arrived(1)
    const slowClaim = (await jobRow(job.id))!.claimed_by
    expect(slowClaim).toBeTruthy()
    // The slow run looks dead: its job is handed back and another run takes it.
    expect(await recoverStaleJobs(payload, 0)).toContain(Number(job.id))
    const nextRun = payload.jobs.run({ queue })
    await slack.arrived(2)
    const nextClaim = (await jobRow(job.id))!.claimed_by
    expect(nextClaim).toBeTruthy()
    expect(nextClaim).not.toBe(slowClaim)

    // The slow run finishes first: its outcome (completed, then deleted) must not land.
    slack.waiting.shift()!.answer({ status: 200, body: { ok: true } })
    await slowRun
    expect(await jobRow(job.id)).toMatchObject({ processing: true, claimed_by: nextClaim, completed_at: null })

    slack.answerAll()
    await nextRun
    expect(await jobRow(job.id)).toBeUndefined() // completed by the run that held it, then deleted
    expect(slack.server.requests.map((request) => request.headers['idempotency-key'])).toEqual([`lead-${lead.id}`, `lead-${lead.id}`])
  })
})

describe('realtor syncs on several runners', () => {
  const syncJobs = async (realtorId: number) => {
    const { docs } = await payload.find({
      collection: 'payload-jobs',
      where: { and: [{ taskSlug: { equals: 'syncRealtor' } }, { 'input.realtorId': { equals: realtorId } }] },
      depth: 0,
      sort: 'createdAt',
    })
    return docs
  }

  it("run one realtor's syncs one after another, in order, and different realtors' side by side", async () => {
    // Syncs other test files queued (against their own stand-ins) are not ours to send.
    await payload.delete({ collection: 'payload-jobs', where: { queue: { equals: 'sync' } } })
    const api = await heldStandIn()
    standIns.push(api.server)
    process.env.MAIN_API_URL = api.server.url
    process.env.MAIN_API_TOKEN = 'claims-token'
    const one = await makeRealtor(payload, { aboutMe: 'one v1' })
    const two = await makeRealtor(payload, { aboutMe: 'two v1' })

    const firstRun = payload.jobs.run({ queue: 'sync', limit: 10 })
    // Both realtors' creates are in flight together.
    const inFlight = await api.arrived(2)
    expect(inFlight.map((request) => `${request.method} ${request.path}`)).toEqual(['POST /v1/realtor', 'POST /v1/realtor'])

    // Two changes of realtor one while its create runs: the second replaces the first, and waits.
    await payload.update({ collection: 'realtors', id: one.id, data: { aboutMe: 'one v2' } })
    await payload.update({ collection: 'realtors', id: one.id, data: { aboutMe: 'one v3' } })
    const queued = await syncJobs(one.id)
    expect(queued.map((job) => job.processing)).toEqual([true, false])
    const secondRun = await payload.jobs.run({ queue: 'sync', limit: 10 })
    expect(secondRun.noJobsRemaining).toBe(true)
    expect(api.server.requests).toHaveLength(2)

    api.waiting.splice(0).forEach((held, i) => held.answer({ status: 201, body: { id: `claims-main-${one.id}-${i}` } }))
    await firstRun
    const thirdRun = payload.jobs.run({ queue: 'sync', limit: 10 })
    const calls = await api.arrived(3)
    api.answerAll({ status: 200, body: {} })
    await thirdRun

    const mainApiId = (await payload.findByID({ collection: 'realtors', id: one.id })).mainApiId
    expect(calls[2].method).toBe('PATCH')
    expect(calls[2].path).toBe(`/v1/realtor/${mainApiId}`)
    expect(JSON.parse(calls[2].body)).toMatchObject({ aboutMeKr: 'one v3' })
    expect(calls[2].headers['idempotency-key']).toBe(`realtor-sync-${queued[1].id}`)
    expect(
      calls
        .slice(0, 2)
        .map((call) => call.headers['idempotency-key'])
        .sort(),
    ).toEqual([`realtor-${one.id}-create`, `realtor-${two.id}-create`].sort())
    expect(await syncJobs(one.id)).toEqual([])
  })

  it('a sync that failed while a newer one was queued leaves the sending to the newer one: the latest state, once', async () => {
    await payload.delete({ collection: 'payload-jobs', where: { queue: { equals: 'sync' } } })
    const api = await heldStandIn()
    standIns.push(api.server)
    process.env.MAIN_API_URL = api.server.url
    const realtor = await makeRealtor(payload, { aboutMe: 'first' })

    const firstRun = payload.jobs.run({ queue: 'sync', limit: 10 })
    await api.arrived(1)
    // Saved while its create is in flight: a newer sync, which cannot replace a running one.
    await payload.update({ collection: 'realtors', id: realtor.id, data: { aboutMe: 'second' } })
    api.waiting.shift()!.answer({ status: 503, body: { message: 'busy' } })
    await firstRun
    // The failed one waits for its retry, beside the newer one.
    expect((await syncJobs(realtor.id)).map((job) => job.totalTried)).toEqual([1, 0])

    api.answerFromNowOn((request) => ({ status: request.method === 'POST' ? 201 : 200, body: { id: `claims-main-${realtor.id}` } }))
    await runQueueUntilIdle(payload, 'sync')
    const after = api.server.requests.slice(1).map((request) => `${request.method} ${JSON.parse(request.body).aboutMeKr}`)
    expect(after).toEqual(['POST second'])
    expect(await syncJobs(realtor.id)).toEqual([])
  })

  it('a claim whose check of running keys is out of date still takes no job of a key that has one running', async () => {
    const queue = 'claims-test-keys'
    const running = await payload.jobs.queue({ task: 'syncRealtor', queue, input: { realtorId: 999_001, operation: 'upsert' } })
    await db().execute(sql`UPDATE payload_jobs SET processing = true WHERE id = ${running.id}`)
    const sameRealtor = await payload.jobs.queue({ task: 'syncRealtor', queue, input: { realtorId: 999_001, operation: 'upsert' } })
    const otherRealtor = await payload.jobs.queue({ task: 'syncRealtor', queue, input: { realtorId: 999_002, operation: 'upsert' } })

    // As runJobs claims, with no exclusion of running keys (read before realtor 999001's job started).
    const claimed = await payload.db.updateJobs({
      data: { processing: true },
      where: { queue: { equals: queue } },
      limit: 10,
      returning: true,
    })

    expect((claimed ?? []).map((job) => job.id)).toEqual([otherRealtor.id])
    expect(await jobRow(sameRealtor.id)).toMatchObject({ processing: false })
  })
})
