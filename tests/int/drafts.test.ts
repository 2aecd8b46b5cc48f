/**
 * Drafts and publishing: a draft save changes nothing public (page, sitemap, main-API sync), a
 * publish changes each once; restore brings a previous version back in every locale as a new
 * version; a scheduled publish is done by the job runner at its time; imports make drafts or
 * publish.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { Realtor } from '@/payload-types'
import { makePublishableRealtor, publicRealtor } from '../harness/drafts'
import { overrideEnv } from '../harness/env'
import { makeCast, makePerson, makeRealtor, type Cast } from '../harness/fixtures'
import { runQueueUntilIdle } from '../harness/jobs'
import { testPayload } from '../harness/payload'
import { rest } from '../harness/rest'
import { startStandIn, type StandIn } from '../harness/standIns/standInServer'
import { platformSitemapText } from '../harness/sitemaps'

let payload: Payload
let cast: Cast
let api: StandIn
let created = 0
let restoreEnv = () => {}

beforeAll(async () => {
  payload = await testPayload()
  cast = await makeCast(payload)
  // Syncs other test files queued (against their own stand-ins) are not ours to send.
  await payload.delete({ collection: 'payload-jobs', where: { queue: { equals: 'sync' } } })
  api = await startStandIn((request) =>
    request.method === 'POST' ? { status: 201, body: { id: `main-${++created}` } } : { status: 200, body: {} },
  )
})
beforeEach(() => {
  restoreEnv = overrideEnv({ MAIN_API_URL: api.url, MAIN_API_TOKEN: 'drafts-token', PUBLIC_URL: 'https://homes.example.com' })
})
afterAll(async () => {
  restoreEnv()
  await api.close()
})

const sync = () => runQueueUntilIdle(payload, 'sync')
const syncCallsFor = (start: number, mainApiId?: string | null) =>
  api.requests.slice(start).filter((r) => r.method === 'POST' || (mainApiId && r.path.endsWith(`/${mainApiId}`)))
const pendingSyncs = async (realtorId: number) =>
  (
    await payload.count({
      collection: 'payload-jobs',
      where: {
        and: [{ taskSlug: { equals: 'syncRealtor' } }, { 'input.realtorId': { equals: realtorId } }, { completedAt: { exists: false } }],
      },
    })
  ).totalDocs
const sitemapText = () => platformSitemapText()
const asStaff = (method: 'PATCH' | 'POST', path: string, body: unknown) => rest(method, path, { token: cast.staff.token, body })

describe('a draft save', () => {
  it('leaves the public page, the sitemap and the main API untouched; publishing updates each once', async () => {
    const realtor = await makePublishableRealtor(payload)
    await sync()
    const { mainApiId } = await payload.findByID({ collection: 'realtors', id: realtor.id })
    expect(mainApiId).toMatch(/^main-/)
    const start = api.requests.length

    const draft = await asStaff('PATCH', `/realtors/${realtor.id}?draft=true&locale=ko`, { aboutMe: '초안입니다' })
    expect(draft.status).toBe(200)
    expect((await publicRealtor(realtor))?.aboutMe).toBe('안녕하세요 v1')
    expect((await (await rest('GET', `/realtors/${realtor.id}`)).json()).aboutMe).toBe('안녕하세요 v1')
    expect(await sitemapText()).toContain(`/${realtor.desiredUrl}<`)
    expect(await pendingSyncs(realtor.id)).toBe(0)
    await sync()
    expect(syncCallsFor(start, mainApiId)).toEqual([])
    // The editor sees the draft.
    const latest = await payload.findByID({ collection: 'realtors', id: realtor.id, draft: true, locale: 'ko' })
    expect(latest.aboutMe).toBe('초안입니다')

    const publish = await asStaff('PATCH', `/realtors/${realtor.id}?draft=true&locale=ko`, { aboutMe: '초안입니다', _status: 'published' })
    expect(publish.status).toBe(200)
    expect((await publicRealtor(realtor))?.aboutMe).toBe('초안입니다')
    expect(await pendingSyncs(realtor.id)).toBe(1)
    await sync()
    const calls = syncCallsFor(start, mainApiId)
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([`PATCH /v1/realtor/${mainApiId}`])
    expect(JSON.parse(calls[0].body).aboutMeKr).toBe('초안입니다')
  })

  it('never sends a realtor that was never published; unpublishing keeps the main API record; deleting sends DELETE', async () => {
    const start = api.requests.length
    const hidden = await makeRealtor(payload, { _status: 'draft', aboutMe: 'never live' })
    await asStaff('PATCH', `/realtors/${hidden.id}?draft=true`, { aboutMe: 'still a draft' })
    expect(await pendingSyncs(hidden.id)).toBe(0)
    await sync()
    expect(api.requests.slice(start)).toEqual([])
    expect(await sitemapText()).not.toContain(`/${hidden.desiredUrl}<`)
    expect(await publicRealtor(hidden)).toBeNull()

    const live = await makePublishableRealtor(payload)
    await sync()
    const { mainApiId } = await payload.findByID({ collection: 'realtors', id: live.id })
    const afterCreate = api.requests.length
    const offline = await asStaff('PATCH', `/realtors/${live.id}`, { _status: 'draft' })
    expect(offline.status).toBe(200)
    expect(await publicRealtor(live)).toBeNull()
    expect(await sitemapText()).not.toContain(`/${live.desiredUrl}<`)
    await sync()
    expect(syncCallsFor(afterCreate, mainApiId)).toEqual([])

    const removed = await rest('DELETE', `/realtors/${live.id}`, { token: cast.admin.token })
    expect(removed.status).toBe(200)
    await sync()
    expect(syncCallsFor(afterCreate, mainApiId).map((c) => `${c.method} ${c.path}`)).toEqual([`DELETE /v1/realtor/${mainApiId}`])
  })
})

describe('history', () => {
  it('restores a previous about-me in all three locales, as a new version, losing nothing', async () => {
    const owner = await makePerson(payload, 'agent')
    const realtor = await makePublishableRealtor(payload, { owner: owner.id })
    const v2 = { ko: '새 소개 v2', en: 'New about v2', ja: '新しい紹介 v2' }
    for (const locale of ['ko', 'en', 'ja'] as const) {
      const saved = await rest('PATCH', `/realtors/${realtor.id}?draft=true&locale=${locale}`, {
        token: owner.token,
        body: { aboutMe: v2[locale], _status: 'published' },
      })
      expect(saved.status).toBe(200)
    }
    expect((await publicRealtor(realtor, 'ja'))?.aboutMe).toBe(v2.ja)

    const history = await rest(
      'GET',
      `/realtors/versions?where[parent][equals]=${realtor.id}&sort=-updatedAt&limit=50&locale=all&depth=0`,
      { token: owner.token },
    )
    expect(history.status).toBe(200)
    const { docs, totalDocs } = (await history.json()) as {
      docs: { id: number; version: { aboutMe: Record<string, string> } }[]
      totalDocs: number
    }
    const previous = docs.find(
      (d) => d.version.aboutMe?.ko === '안녕하세요 v1' && d.version.aboutMe?.en === 'Hello v1' && d.version.aboutMe?.ja === 'こんにちは v1',
    )
    expect(previous).toBeDefined()

    const restored = await rest('POST', `/realtors/versions/${previous!.id}`, { token: owner.token })
    expect(restored.status, await restored.clone().text()).toBe(200)
    expect((await publicRealtor(realtor, 'ko'))?.aboutMe).toBe('안녕하세요 v1')
    expect((await publicRealtor(realtor, 'en'))?.aboutMe).toBe('Hello v1')
    expect((await publicRealtor(realtor, 'ja'))?.aboutMe).toBe('こんにちは v1')

    const after = (await (
      await rest('GET', `/realtors/versions?where[parent][equals]=${realtor.id}&limit=50&locale=all&depth=0`, { token: owner.token })
    ).json()) as {
      docs: { version: { aboutMe: Record<string, string> } }[]
      totalDocs: number
    }
    expect(after.totalDocs).toBe(totalDocs + 1)
    expect(after.docs.some((d) => d.version.aboutMe?.ja === v2.ja)).toBe(true)
  })
})

describe('scheduled publishing', () => {
  const schedule = (realtor: Realtor, type: 'publish' | 'unpublish', at: Date) =>
    payload.jobs.queue({
      task: 'schedulePublish',
      // As the admin's schedule dialog queues it (the id as text: Payload's own format).
      input: {
        type,
        doc: { relationTo: 'realtors', value: String(realtor.id) as unknown as number },
        user: { relationTo: 'users', value: cast.staff.id },
      },
      waitUntil: at,
    })
  // What `npm run jobs` and the server's autorun do each round.
  const runWorkerRound = () => payload.jobs.run({ queue: 'default', limit: 20 })

  async function runWorkerUntil(check: () => Promise<boolean>, deadlineMs = 20_000): Promise<number> {
    const deadline = Date.now() + deadlineMs
    while (Date.now() < deadline) {
      await runWorkerRound()
      if (await check()) return Date.now()
    }
    throw new Error('the scheduled change did not happen before the deadline')
  }

  it('publishes a draft at its time through the job queue, not before', async () => {
    const realtor = await makePublishableRealtor(payload)
    await asStaff('PATCH', `/realtors/${realtor.id}?draft=true&locale=ko`, { aboutMe: '예약 게시' })
    const at = new Date(Date.now() + 1500)
    await schedule(realtor, 'publish', at)
    await runWorkerRound()
    expect((await publicRealtor(realtor))?.aboutMe).toBe('안녕하세요 v1')

    const doneAt = await runWorkerUntil(async () => (await publicRealtor(realtor))?.aboutMe === '예약 게시')
    expect(doneAt).toBeGreaterThanOrEqual(at.getTime())
  })

  it('takes a page offline at its time', async () => {
    const realtor = await makePublishableRealtor(payload)
    const at = new Date(Date.now() + 1000)
    await schedule(realtor, 'unpublish', at)
    const doneAt = await runWorkerUntil(async () => (await publicRealtor(realtor)) === null)
    expect(doneAt).toBeGreaterThanOrEqual(at.getTime())
  })

  it('refuses a scheduled publish of an incomplete page (the checklist applies)', async () => {
    const realtor = await makeRealtor(payload, { _status: 'draft', aboutMe: 'no e-mail, no photo' })
    await schedule(realtor, 'publish', new Date(Date.now() - 1000))
    await runWorkerRound()
    expect((await payload.findByID({ collection: 'realtors', id: realtor.id }))._status).toBe('draft')
    const { docs } = await payload.find({
      collection: 'payload-jobs',
      where: { and: [{ taskSlug: { equals: 'schedulePublish' } }, { 'input.doc.value': { equals: String(realtor.id) } }] },
    })
    expect(docs[0]?.hasError).toBe(true)
  })
})

describe('import', () => {
  const importFile = (realtor: Realtor, json: unknown, query = '', extra: Record<string, string> = {}) => {
    const form = new FormData()
    form.append('file', new Blob([JSON.stringify(json)], { type: 'application/json' }), 'realtor.json')
    form.append('realtorId', String(realtor.id))
    for (const [key, value] of Object.entries(extra)) form.append(key, value)
    return rest('POST', `/realtors/${realtor.id}/import${query}`, { token: cast.support.token, body: form })
  }
  const exportOf = async (realtor: Realtor, draft = false) =>
    (await (
      await rest('GET', `/realtors/${realtor.id}/export${draft ? '?draft=true' : ''}`, { token: cast.support.token })
    ).json()) as Record<string, unknown>
  const versionCount = async (realtor: Realtor) =>
    (await payload.countVersions({ collection: 'realtors', where: { parent: { equals: realtor.id } } })).totalDocs

  it('saves a draft by default (one new version), exported on request; publish=true publishes', async () => {
    const realtor = await makePublishableRealtor(payload)
    const file = await exportOf(realtor)
    const before = await versionCount(realtor)

    const asDraft = await importFile(realtor, { ...file, aboutMeKr: '가져온 초안', aboutMeEn: 'Imported draft' })
    expect(asDraft.status).toBe(201)
    expect((await asDraft.json()).published).toBe(false)
    expect(await versionCount(realtor)).toBe(before + 1)
    expect((await publicRealtor(realtor))?.aboutMe).toBe('안녕하세요 v1')
    expect((await exportOf(realtor)).aboutMeKr).toBe('안녕하세요 v1')
    expect(await exportOf(realtor, true)).toMatchObject({ aboutMeKr: '가져온 초안', aboutMeEn: 'Imported draft' })

    for (const [query, extra, text] of [
      ['?publish=true', {}, '쿼리로 게시'],
      ['', { publish: 'true' }, '필드로 게시'],
    ] as const) {
      const published = await importFile(realtor, { ...file, aboutMeKr: text }, query, extra)
      expect(published.status).toBe(201)
      expect((await published.json()).published).toBe(true)
      expect((await publicRealtor(realtor))?.aboutMe).toBe(text)
    }
    const inJson = await importFile(realtor, { ...file, aboutMeKr: 'JSON으로 게시', publish: true })
    expect(inJson.status).toBe(201)
    expect((await publicRealtor(realtor))?.aboutMe).toBe('JSON으로 게시')
  })

  it('refuses to publish an incomplete page with the field at fault, and keeps nothing of it', async () => {
    const realtor = await makePublishableRealtor(payload)
    const file = await exportOf(realtor)
    const refused = await importFile(realtor, { ...file, email: '', aboutMeKr: '' }, '?publish=true')
    expect(refused.status).toBe(400)
    const body = (await refused.json()) as { problems: { path: string; message: string }[] }
    expect(body.problems.map((p) => p.path).sort()).toEqual(['aboutMe', 'email'])
    expect((await publicRealtor(realtor))?.aboutMe).toBe('안녕하세요 v1')
    expect((await exportOf(realtor, true)).aboutMeKr).toBe('안녕하세요 v1')
  })
})
