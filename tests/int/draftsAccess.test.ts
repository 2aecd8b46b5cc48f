/**
 * Who reads drafts and history, and who publishes: an agent reads and restores only their own
 * realtor's versions (REST and GraphQL), visitors never see a draft (`draft=true` is ignored);
 * an agent publishes changes to their live page but neither puts a page live for the first time
 * nor takes it offline; the publish checklist refuses an incomplete page field by field, in the
 * editor's language.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { publishChecklist } from '@/collections/Realtors/publishing/checklist'
import type { Realtor } from '@/payload-types'
import { makePublishableRealtor, publicRealtor } from '../harness/drafts'
import { makePerson, makeRealtor, type Person } from '../harness/fixtures'
import { testPayload } from '../harness/payload'
import { graphql, rest } from '../harness/rest'

let payload: Payload
let agent: Person
let otherAgent: Person
let staff: Person
let own: Realtor
let other: Realtor
let otherVersionId: number

beforeAll(async () => {
  payload = await testPayload()
  ;[agent, otherAgent, staff] = await Promise.all([
    makePerson(payload, 'agent'),
    makePerson(payload, 'agent'),
    makePerson(payload, 'staff'),
  ])
  own = await makePublishableRealtor(payload, { owner: agent.id })
  other = await makePublishableRealtor(payload, { owner: otherAgent.id })
  const saved = await rest('PATCH', `/realtors/${other.id}?draft=true&locale=ko`, {
    token: otherAgent.token,
    body: { aboutMe: 'SECRET DRAFT' },
  })
  expect(saved.status).toBe(200)
  const { docs } = await payload.findVersions({
    collection: 'realtors',
    where: { parent: { equals: other.id } },
    sort: '-updatedAt',
    limit: 1,
  })
  otherVersionId = docs[0].id as unknown as number
})

const errorsOf = async (response: Response) =>
  ((await response.json()) as { errors: { message: string; data?: { errors?: { path: string; message: string }[] } }[] }).errors

describe('reading versions and drafts', () => {
  it("an agent lists and opens only their own realtor's versions over REST", async () => {
    const mine = await rest('GET', `/realtors/versions?where[parent][equals]=${own.id}`, { token: agent.token })
    expect(mine.status).toBe(200)
    expect((await mine.json()).totalDocs).toBeGreaterThan(0)

    const theirs = await rest('GET', `/realtors/versions?where[parent][equals]=${other.id}`, { token: agent.token })
    const listed = theirs.status === 200 ? ((await theirs.json()) as { totalDocs: number }).totalDocs : 0
    expect(listed).toBe(0)
    const opened = await rest('GET', `/realtors/versions/${otherVersionId}`, { token: agent.token })
    expect([403, 404]).toContain(opened.status)
    expect(await opened.text()).not.toContain('SECRET DRAFT')
    const restored = await rest('POST', `/realtors/versions/${otherVersionId}`, { token: agent.token })
    expect([403, 404]).toContain(restored.status)
    const draft = await rest('GET', `/realtors/${other.id}?draft=true`, { token: agent.token })
    expect(await draft.text()).not.toContain('SECRET DRAFT')
  })

  it("an agent reads no other realtor's versions or drafts over GraphQL", async () => {
    const versions = await graphql(`{ versionsRealtors(where: { parent: { equals: ${other.id} } }) { docs { id version { aboutMe } } } }`, {
      token: agent.token,
    })
    expect(JSON.stringify(versions.body)).not.toContain('SECRET DRAFT')
    const docs = (versions.body.data?.versionsRealtors as { docs: unknown[] } | null)?.docs ?? []
    expect(docs).toEqual([])
    const draft = await graphql(`{ Realtor(id: ${other.id}, draft: true) { aboutMe } }`, { token: agent.token })
    expect(JSON.stringify(draft.body)).not.toContain('SECRET DRAFT')
    const ownVersions = await graphql(`{ versionsRealtors(where: { parent: { equals: ${own.id} } }) { totalDocs } }`, {
      token: agent.token,
    })
    expect((ownVersions.body.data?.versionsRealtors as { totalDocs: number }).totalDocs).toBeGreaterThan(0)
  })

  it('visitors get the published page whatever they ask, and no history', async () => {
    for (const path of [`/realtors/${other.id}?draft=true`, `/realtors?draft=true&where[id][equals]=${other.id}`]) {
      const response = await rest('GET', path)
      const text = await response.text()
      expect(text).not.toContain('SECRET DRAFT')
      expect(text).toContain('안녕하세요 v1')
    }
    const versions = await rest('GET', `/realtors/versions?where[parent][equals]=${other.id}`)
    expect(versions.status).toBe(403)
    expect((await rest('GET', `/realtors/versions/${otherVersionId}`)).status).toBe(403)
    const viaGraphql = await graphql(`{ Realtor(id: ${other.id}, draft: true) { aboutMe } }`)
    expect(JSON.stringify(viaGraphql.body)).not.toContain('SECRET DRAFT')
  })

  it('visitors never read a landing draft', async () => {
    const { seed } = await import('../../runtime/seed/index')
    await seed(payload)
    const current = await payload.findGlobal({ slug: 'landing', locale: 'ko', fallbackLocale: false })
    const published = await payload.updateGlobal({
      slug: 'landing',
      locale: 'ko',
      data: { _status: 'published', hero: { ...current.hero, headline: '게시된 제목' } },
    })
    expect(published._status).toBe('published')
    const draft = await rest('POST', '/globals/landing?draft=true&locale=ko', {
      token: staff.token,
      body: { hero: { ...current.hero, headline: 'LANDING DRAFT' } },
    })
    expect(draft.status).toBe(200)
    const text = await (await rest('GET', '/globals/landing?draft=true&locale=ko')).text()
    expect(text).not.toContain('LANDING DRAFT')
    expect(text).toContain('게시된 제목')
    expect((await rest('GET', '/globals/landing/versions')).status).toBe(403)
    // Staff see their draft.
    expect(await (await rest('GET', '/globals/landing?draft=true&locale=ko', { token: staff.token })).text()).toContain('LANDING DRAFT')
    // Leave the landing as the other tests expect it.
    await payload.updateGlobal({ slug: 'landing', locale: 'ko', data: { _status: 'published', hero: current.hero } })
  }, 120_000)
})

describe('who publishes', () => {
  it('an agent publishes changes to their own live page', async () => {
    const response = await rest('PATCH', `/realtors/${own.id}?draft=true&locale=ko`, {
      token: agent.token,
      body: { aboutMe: '에이전트가 게시', _status: 'published' },
    })
    expect(response.status).toBe(200)
    expect((await publicRealtor(own))?.aboutMe).toBe('에이전트가 게시')
  })

  it('an agent cannot put a page live for the first time, nor take it offline; staff can', async () => {
    const newcomer = await makePerson(payload, 'agent')
    const offlinePage = await makePublishableRealtor(payload, { owner: newcomer.id, _status: 'draft' })
    const first = await rest('PATCH', `/realtors/${offlinePage.id}?draft=true`, {
      token: newcomer.token,
      body: { _status: 'published' },
      headers: { 'Accept-Language': 'en' },
    })
    expect(first.status).toBe(403)
    expect((await errorsOf(first))[0].message).toBe(
      'Only staff can put a page live for the first time. Save a draft and ask staff to publish it.',
    )
    expect(await publicRealtor(offlinePage)).toBeNull()
    // Drafts are theirs to save.
    expect(
      (await rest('PATCH', `/realtors/${offlinePage.id}?draft=true`, { token: newcomer.token, body: { headline: '준비 중' } })).status,
    ).toBe(200)

    const byStaff = await rest('PATCH', `/realtors/${offlinePage.id}?draft=true`, { token: staff.token, body: { _status: 'published' } })
    expect(byStaff.status).toBe(200)
    expect(await publicRealtor(offlinePage)).not.toBeNull()

    const offline = await rest('PATCH', `/realtors/${offlinePage.id}`, {
      token: newcomer.token,
      body: { _status: 'draft' },
      headers: { 'Accept-Language': 'ja' },
    })
    expect(offline.status).toBe(403)
    expect((await errorsOf(offline))[0].message).toBe('ページを非公開にできるのはスタッフだけです。')
    expect(await publicRealtor(offlinePage)).not.toBeNull()
  })
})

describe('the publish checklist', () => {
  it('refuses an incomplete page with the reason beside each field, in ko, en and ja', async () => {
    const bare = await makeRealtor(payload, { _status: 'draft', salesCount: 2, lastYearSalesTotal: 9_000_000_000 })
    const expected = {
      ko: {
        email: '게시하려면 중개인 이메일이 필요합니다',
        photos: '프로필 사진',
        aboutMe: '한국어 자기소개',
        lastYearSalesTotal: '작년 거래액이 범위를 벗어났습니다',
      },
      en: {
        email: "Publishing needs the agent's e-mail",
        photos: 'profile photo',
        aboutMe: 'about-me in Korean',
        lastYearSalesTotal: 'Last-year total out of range',
      },
      ja: {
        email: 'メールアドレスが必要です',
        photos: 'プロフィール写真',
        aboutMe: '韓国語',
        lastYearSalesTotal: '昨年の取引額が範囲外です',
      },
    }
    for (const [language, messages] of Object.entries(expected)) {
      const response = await rest('PATCH', `/realtors/${bare.id}?draft=true`, {
        token: staff.token,
        body: { _status: 'published' },
        headers: { 'Accept-Language': language },
      })
      expect(response.status).toBe(400)
      const fields = (await errorsOf(response))[0].data?.errors ?? []
      expect(fields.map((f) => f.path).sort()).toEqual(['aboutMe', 'email', 'lastYearSalesTotal', 'photos'])
      for (const field of fields) expect(field.message).toContain(messages[field.path as keyof typeof messages])
    }
    expect(await publicRealtor(bare)).toBeNull()
  })

  it('is applied to an agent publishing their live page too', async () => {
    const response = await rest('PATCH', `/realtors/${own.id}?draft=true&locale=ko`, {
      token: agent.token,
      body: { email: '', _status: 'published' },
    })
    expect(response.status).toBe(400)
    expect((await errorsOf(response))[0].data?.errors?.map((e) => e.path)).toEqual(['email'])
  })

  it('passes every demo agent of the seed', async () => {
    const { seedRealtors } = await import('../../runtime/seed/realtors')
    for (const agent of seedRealtors) {
      const failures = publishChecklist({
        email: agent.data.email as string,
        photos: [{ kind: 'id', image: 1 }], // the seed gives every agent an ID photo (runtime/seed/index.ts photoSet)
        aboutMeKo: agent.aboutMe.ko,
        salesCount: agent.data.salesCount as number,
        lastYearSalesTotal: agent.data.lastYearSalesTotal as number,
      })
      expect({ agent: agent.desiredUrl, failures }).toEqual({ agent: agent.desiredUrl, failures: [] })
    }
  })
})
