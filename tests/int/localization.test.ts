/** Localized content round-trips per locale, and missing translations fall back ja -> en -> ko. */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Media, Realtor } from '@/payload-types'
import { makeRealtor } from '../harness/fixtures'
import { testPayload } from '../harness/payload'
import { rest } from '../harness/rest'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('localized realtor fields', () => {
  it('keep a separate value per locale', async () => {
    const realtor = await makeRealtor(payload, { displayName: '김하나', aboutMe: '안녕하세요' })
    await payload.update({ collection: 'realtors', id: realtor.id, locale: 'en', data: { displayName: 'Hana Kim', aboutMe: 'Hello' } })
    await payload.update({
      collection: 'realtors',
      id: realtor.id,
      locale: 'ja',
      data: { displayName: 'キム・ハナ', aboutMe: 'こんにちは' },
    })

    const read = async (locale: string) => (await rest('GET', `/realtors/${realtor.id}?locale=${locale}`)).json()
    expect(await read('ko')).toMatchObject({ displayName: '김하나', aboutMe: '안녕하세요' })
    expect(await read('en')).toMatchObject({ displayName: 'Hana Kim', aboutMe: 'Hello' })
    expect(await read('ja')).toMatchObject({ displayName: 'キム・ハナ', aboutMe: 'こんにちは' })

    const all = await payload.findByID({ collection: 'realtors', id: realtor.id, locale: 'all' })
    expect(all.aboutMe).toEqual({ ko: '안녕하세요', en: 'Hello', ja: 'こんにちは' })
  })

  it('fall back from ja to en, then to ko, and from en to ko', async () => {
    const realtor = await makeRealtor(payload, { displayName: '김하나', aboutMe: '한국어 소개' })
    expect((await payload.findByID({ collection: 'realtors', id: realtor.id, locale: 'en' })).aboutMe).toBe('한국어 소개')
    expect((await payload.findByID({ collection: 'realtors', id: realtor.id, locale: 'ja' })).aboutMe).toBe('한국어 소개')

    await payload.update({ collection: 'realtors', id: realtor.id, locale: 'en', data: { aboutMe: 'English intro' } })
    expect((await payload.findByID({ collection: 'realtors', id: realtor.id, locale: 'ja' })).aboutMe).toBe('English intro')
    expect((await payload.findByID({ collection: 'realtors', id: realtor.id, locale: 'ko' })).aboutMe).toBe('한국어 소개')
  })

  it('keep SEO title, keywords and author per locale', async () => {
    const realtor = await makeRealtor(payload, { meta: { title: '한국어 제목', keywords: '부동산', author: '김' } })
    await payload.update({
      collection: 'realtors',
      id: realtor.id,
      locale: 'en',
      data: { meta: { title: 'English title', keywords: 'realtor', author: 'Kim' } },
    })
    const ja = await payload.findByID({ collection: 'realtors', id: realtor.id, locale: 'ja' })
    expect(ja.meta).toMatchObject({ title: 'English title', keywords: 'realtor', author: 'Kim' })
    const ko = await payload.findByID({ collection: 'realtors', id: realtor.id, locale: 'ko' })
    expect(ko.meta).toMatchObject({ title: '한국어 제목', keywords: '부동산', author: '김' })
  })
})

describe('seed content', () => {
  it('fills the landing page in all three languages, idempotently', async () => {
    const { seed } = await import('../../runtime/seed/index')
    await seed(payload)
    await seed(payload)
    const headlines = await Promise.all(
      (['ko', 'en', 'ja'] as const).map(
        async (locale) => (await payload.findGlobal({ slug: 'landing', locale, fallbackLocale: false })).hero?.headline,
      ),
    )
    expect(new Set(headlines).size).toBe(3)
    const landing = await payload.findGlobal({ slug: 'landing', locale: 'en' })
    expect(landing.showcase).toHaveLength(10)
    expect(landing.cards).toHaveLength(3)
    expect(
      (await payload.count({ collection: 'realtors', where: { desiredUrl: { in: ['kim', 'park', 'equityrealty'] } } })).totalDocs,
    ).toBe(3)
    expect((await payload.count({ collection: 'users', where: { email: { equals: 'agent@example.com' } } })).totalDocs).toBe(1)
    const kim = (await payload.find({ collection: 'realtors', where: { desiredUrl: { equals: 'kim' } }, locale: 'ja' })).docs[0]
    expect(kim.aboutMe).toMatch(/アーバイン/)
    expect(kim.photos?.length).toBeGreaterThan(0)
  }, 180_000)

  it('fills the showcase with ten published demo agents in three languages, one in each dark mode', async () => {
    const landing = await payload.findGlobal({ slug: 'landing', locale: 'ja', depth: 1 })
    const agents = (landing.showcase ?? []).map((row) => row.realtor as Realtor)
    expect(new Set(agents.map((agent) => agent.desiredUrl)).size).toBe(10)
    expect(agents.map((agent) => agent.desiredUrl)).toEqual(expect.arrayContaining(['kim', 'park', 'equityrealty']))
    for (const agent of agents) {
      expect(agent._status).toBe('published')
      const all = await payload.findByID({ collection: 'realtors', id: agent.id, locale: 'all' })
      for (const field of [all.displayName, all.aboutMe, (all.meta as { title?: unknown }).title]) {
        const values = field as unknown as Record<string, string>
        expect(new Set([values.ko, values.en, values.ja]).size).toBe(3)
      }
    }
    expect(agents.some((agent) => agent.contentDarkMode)).toBe(true)
    expect(agents.filter((agent) => agent.designMainDarkMode).length).toBeGreaterThanOrEqual(2)
    expect((landing.showcase ?? []).every((row) => typeof row.thumbnail === 'object' && (row.thumbnail as Media).width)).toBe(true)
    const shares = await Promise.all(
      (['ko', 'en', 'ja'] as const).map(
        async (locale) => (await payload.findGlobal({ slug: 'landing', locale, fallbackLocale: false, depth: 1 })).share,
      ),
    )
    expect(new Set(shares.map((share) => share?.title)).size).toBe(3)
    expect(new Set(shares.map((share) => (share?.image as Media).alt)).size).toBe(3)
  })
})
