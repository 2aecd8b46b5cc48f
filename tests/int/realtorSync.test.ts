/** Every realtor change reaches the main API (a real HTTP stand-in), retried until it does. */
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { makeRealtor } from '../harness/fixtures'
import { runQueueUntilIdle } from '../harness/jobs'
import { testPayload } from '../harness/payload'
import { startStandIn, type Reply, type StandIn } from '../harness/standIns/standInServer'

let payload: Payload
let api: StandIn
let failNext: Reply[] = []
let created = 0

beforeAll(async () => {
  payload = await testPayload()
  // Syncs other test files queued (against their own stand-ins) are not ours to send.
  await payload.delete({ collection: 'payload-jobs', where: { queue: { equals: 'sync' } } })
  api = await startStandIn((request) => {
    if (failNext.length) return failNext.shift()
    if (request.method === 'POST') return { status: 201, body: { id: `main-${++created}` } }
    return { status: 200, body: {} }
  })
})
beforeEach(() => {
  process.env.MAIN_API_URL = api.url
  process.env.MAIN_API_TOKEN = 'sync-token'
  failNext = []
})
afterAll(async () => {
  delete process.env.MAIN_API_URL
  delete process.env.MAIN_API_TOKEN
  await api.close()
})

const callsFrom = (start: number) =>
  api.requests
    .slice(start)
    .map((r) => ({ method: r.method, path: r.path, auth: r.headers.authorization, body: r.body ? JSON.parse(r.body) : null }))
const sync = () => runQueueUntilIdle(payload, 'sync')
const read = (id: number) => payload.findByID({ collection: 'realtors', id })

describe('realtor sync', () => {
  it('create, update and delete reach the main API with the right method, path, token and body', async () => {
    const start = api.requests.length
    const realtor = await makeRealtor(payload, { desiredUrl: 'sync-life', aboutMe: 'v1' })
    expect((await read(realtor.id)).syncStatus).toBe('pending')
    await sync()
    const afterCreate = await read(realtor.id)
    expect(afterCreate).toMatchObject({ syncStatus: 'synced', lastSyncError: null })
    expect(afterCreate.mainApiId).toMatch(/^main-\d+$/)

    await payload.update({ collection: 'realtors', id: realtor.id, data: { aboutMe: 'v2' } })
    await sync()
    await payload.delete({ collection: 'realtors', id: realtor.id })
    await sync()

    const calls = callsFrom(start)
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /v1/realtor',
      `PATCH /v1/realtor/${afterCreate.mainApiId}`,
      `DELETE /v1/realtor/${afterCreate.mainApiId}`,
    ])
    expect(calls.every((c) => c.auth === 'Bearer sync-token')).toBe(true)
    expect(calls[0].body).toMatchObject({ desiredUrl: 'sync-life', aboutMeKr: 'v1' })
    expect(calls[1].body).toMatchObject({ desiredUrl: 'sync-life', aboutMeKr: 'v2' })
  })

  it('a failing or hanging API is retried until the change is delivered, once', async () => {
    const realtor = await makeRealtor(payload)
    await sync()
    const start = api.requests.length
    failNext = [{ status: 500 }, 'hang', { status: 503 }]
    await payload.update({ collection: 'realtors', id: realtor.id, data: { aboutMe: 'after the outage' } })
    await sync()
    const calls = callsFrom(start)
    expect(calls).toHaveLength(4)
    expect(calls.every((c) => c.method === 'PATCH')).toBe(true)
    expect(calls[3].body.aboutMeKr).toBe('after the outage')
    expect(await read(realtor.id)).toMatchObject({ syncStatus: 'synced', lastSyncError: null })
  }, 30_000)

  it('records the failure on the realtor while it retries', async () => {
    const realtor = await makeRealtor(payload)
    failNext = [{ status: 500 }]
    await payload.jobs.run({ queue: 'sync', limit: 10 })
    expect(await read(realtor.id)).toMatchObject({ syncStatus: 'pending', lastSyncError: expect.stringContaining('answered 500') })
    await sync()
    expect((await read(realtor.id)).syncStatus).toBe('synced')
  })

  it('a newer change supersedes a pending one: one call with the latest data', async () => {
    const realtor = await makeRealtor(payload)
    await sync()
    const start = api.requests.length
    for (const text of ['one', 'two', 'three']) await payload.update({ collection: 'realtors', id: realtor.id, data: { aboutMe: text } })
    await sync()
    const calls = callsFrom(start)
    expect(calls).toHaveLength(1)
    expect(calls[0].body.aboutMeKr).toBe('three')
  })

  it('a save whose transaction fails queues nothing', async () => {
    const realtor = await makeRealtor(payload)
    await sync()
    const jobsBefore = (await payload.count({ collection: 'payload-jobs' })).totalDocs
    const req = await createLocalReq({}, payload)
    await initTransaction(req)
    await payload.update({ collection: 'realtors', id: realtor.id, data: { aboutMe: 'rolled back' }, req })
    await killTransaction(req)
    expect((await payload.count({ collection: 'payload-jobs' })).totalDocs).toBe(jobsBefore)
    expect((await read(realtor.id)).aboutMe ?? null).not.toBe('rolled back')

    const committed = await createLocalReq({}, payload)
    await initTransaction(committed)
    await payload.update({ collection: 'realtors', id: realtor.id, data: { aboutMe: 'kept' }, req: committed })
    await commitTransaction(committed)
    expect((await payload.count({ collection: 'payload-jobs' })).totalDocs).toBe(jobsBefore + 1)
  })

  it('without MAIN_API_URL sync is off and nothing is queued', async () => {
    delete process.env.MAIN_API_URL
    const jobsBefore = (await payload.count({ collection: 'payload-jobs' })).totalDocs
    const realtor = await makeRealtor(payload)
    expect((await read(realtor.id)).syncStatus).toBe('off')
    expect((await payload.count({ collection: 'payload-jobs' })).totalDocs).toBe(jobsBefore)
  })
})

describe('Sync now', () => {
  it('lets staff queue a sync, and refuses agents', async () => {
    const { makePerson } = await import('../harness/fixtures')
    const { rest } = await import('../harness/rest')
    const [staff, agent] = [await makePerson(payload, 'staff'), await makePerson(payload, 'agent')]
    const realtor = await makeRealtor(payload)
    await sync()
    const start = api.requests.length
    expect((await rest('POST', `/realtors/${realtor.id}/sync`, { token: agent.token })).status).toBe(403)
    const response = await rest('POST', `/realtors/${realtor.id}/sync`, { token: staff.token })
    expect(response.status).toBe(202)
    await sync()
    expect(callsFrom(start).map((c) => c.method)).toEqual(['PATCH'])
  })
})
