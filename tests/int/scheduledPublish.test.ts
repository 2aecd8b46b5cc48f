/**
 * Scheduling a publication from the admin (the "schedule-publish" server function, wrapped by
 * src/server/scheduleGuard.ts): what the job would refuse when it runs is refused when it is
 * scheduled, with the reason in the editor's language; a job that fails anyway is kept for its
 * author, who may clear the notice (DELETE /api/schedule-failures/:id) and nobody else.
 */
import { schedulePublishHandler } from '@payloadcms/ui/utilities/schedulePublishHandler'
import { createLocalReq, type Payload, type PayloadRequest } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { publishMessage, problemsIn } from '@/lib/publishing/messages'
import { refuseWhatTheJobWouldRefuse, type ScheduleArgs } from '@/server/scheduleGuard'
import type { User } from '@/payload-types'
import { makeCast, type Cast, type Person } from '../harness/fixtures'
import { testPayload } from '../harness/payload'
import { rest } from '../harness/rest'

let payload: Payload
let cast: Cast
beforeAll(async () => {
  payload = await testPayload()
  cast = await makeCast(payload)
})

type Answer = { error?: string; message?: string }
const later = () => new Date(Date.now() + 60 * 60 * 1000)

async function requestOf(person: Person, language = 'ko'): Promise<PayloadRequest> {
  const user = (await payload.findByID({ collection: 'users', id: person.id, depth: 0 })) as User & { collection: 'users' }
  user.collection = 'users'
  const req = (await createLocalReq({ user } as never, payload)) as PayloadRequest
  req.i18n.language = language as never
  return req
}

async function schedule(person: Person, args: Record<string, unknown>, language = 'ko'): Promise<Answer> {
  // As src/server/adminServerFunctions.ts installs it (that module also loads the admin's form
  // state builder, which brings CSS along).
  const fn = refuseWhatTheJobWouldRefuse(schedulePublishHandler as unknown as (args: ScheduleArgs) => Promise<unknown>)
  return fn({ date: later(), ...args, req: await requestOf(person, language) } as ScheduleArgs) as Promise<Answer>
}

const jobsFor = async (realtorId: number) =>
  (
    await payload.find({
      collection: 'payload-jobs',
      where: { and: [{ taskSlug: { equals: 'schedulePublish' } }, { 'input.doc.value': { equals: String(realtorId) } }] },
      limit: 20,
      overrideAccess: true,
    })
  ).docs

const target = (id: number) => ({ relationTo: 'realtors', value: String(id) })

describe('scheduling a publication', () => {
  it('Payload\'s own function queues an agent\'s "take offline" and answers success (the hole)', async () => {
    const answer = (await schedulePublishHandler({
      type: 'unpublish',
      date: later(),
      doc: target(cast.ownRealtor.id),
      req: await requestOf(cast.owner),
    } as never)) as Answer
    expect(answer.error).toBeUndefined()
    const queued = await jobsFor(cast.ownRealtor.id)
    expect(queued.length).toBeGreaterThan(0)
    for (const job of queued) await payload.delete({ collection: 'payload-jobs', id: job.id, overrideAccess: true })
  })

  it('an agent cannot schedule taking their page offline: the reason, in their language, and nothing queued', async () => {
    const answer = await schedule(cast.owner, { type: 'unpublish', doc: target(cast.ownRealtor.id) })
    expect(answer.error).toBe(publishMessage('unpublish', 'ko'))
    const inJapanese = await schedule(cast.owner, { type: 'unpublish', doc: target(cast.ownRealtor.id) }, 'ja')
    expect(inJapanese.error).toBe(publishMessage('unpublish', 'ja'))
    expect(await jobsFor(cast.ownRealtor.id)).toHaveLength(0)
  })

  it('an agent schedules publishing their live page; staff may schedule taking it offline', async () => {
    expect((await schedule(cast.owner, { type: 'publish', doc: target(cast.ownRealtor.id) })).error).toBeUndefined()
    expect((await schedule(cast.staff, { type: 'unpublish', doc: target(cast.ownRealtor.id) })).error).toBeUndefined()
    const queued = await jobsFor(cast.ownRealtor.id)
    expect(queued.map((job) => (job.input as { type: string }).type).sort()).toEqual(['publish', 'unpublish'])
    for (const job of queued) await payload.delete({ collection: 'payload-jobs', id: job.id, overrideAccess: true })
  })

  it("an agent cannot schedule another agent's page, nor cancel its scheduled events", async () => {
    const answer = await schedule(cast.owner, { type: 'publish', doc: target(cast.otherRealtor.id) }, 'en')
    expect(answer.error).toBe('You may not schedule publishing for this document.')
    expect(await jobsFor(cast.otherRealtor.id)).toHaveLength(0)

    expect((await schedule(cast.otherAgent, { type: 'publish', doc: target(cast.otherRealtor.id) })).error).toBeUndefined()
    const [theirs] = await jobsFor(cast.otherRealtor.id)
    const cancel = await schedule(cast.owner, { deleteID: theirs!.id }, 'en')
    expect(cancel.error).toBe('You may not schedule publishing for this document.')
    expect(await jobsFor(cast.otherRealtor.id)).toHaveLength(1)
    // Its owner cancels it, and no empty job is left behind.
    const before = await payload.count({ collection: 'payload-jobs', overrideAccess: true })
    expect((await schedule(cast.otherAgent, { deleteID: theirs!.id })).error).toBeUndefined()
    expect(await jobsFor(cast.otherRealtor.id)).toHaveLength(0)
    expect((await payload.count({ collection: 'payload-jobs', overrideAccess: true })).totalDocs).toBe(before.totalDocs - 1)
  })
})

describe('a scheduled publication that fails when it runs', () => {
  it('keeps the reason for its author, who alone can clear it', async () => {
    // Scheduled while the page was live; staff take it offline before the time comes, so the
    // agent's publish would be a first publication, which is staff's.
    expect((await schedule(cast.owner, { type: 'publish', doc: target(cast.ownRealtor.id) })).error).toBeUndefined()
    const [job] = await jobsFor(cast.ownRealtor.id)
    await payload.update({ collection: 'realtors', id: cast.ownRealtor.id, data: { _status: 'draft' } })
    await payload.update({ collection: 'payload-jobs', id: job!.id, data: { waitUntil: new Date().toISOString() }, overrideAccess: true })
    await payload.jobs.runByID({ id: job!.id })

    const failed = await payload.findByID({ collection: 'payload-jobs', id: job!.id, overrideAccess: true })
    expect(failed.hasError).toBe(true)
    expect(problemsIn((failed.error as { message?: string }).message ?? '')).toEqual(['firstPublish'])

    const path = `/schedule-failures/${job!.id}`
    expect((await rest('DELETE', path)).status).toBe(401)
    expect((await rest('DELETE', path, { token: cast.otherAgent.token })).status).toBe(404)
    expect((await rest('DELETE', path, { token: cast.owner.token })).status).toBe(200)
    expect(await jobsFor(cast.ownRealtor.id)).toHaveLength(0)
    await payload.update({ collection: 'realtors', id: cast.ownRealtor.id, data: { _status: 'published' } })
  })
})
