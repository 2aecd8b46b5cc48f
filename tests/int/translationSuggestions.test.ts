/**
 * Translation suggestions against a DeepL stand-in: suggestions fill empty languages as a draft with
 * a mark per field and publish nothing; a person's text stays unless they ask for that field; rich
 * text keeps its nodes, links and breaks; glossary terms come back as written; the agent's monthly
 * budget and the service's errors (429, 456, 5xx) leave the document and the count as they were; a
 * publish waits until every suggestion is approved or edited. Neighbourhood pages and blog posts are
 * the agent's own like listings: their budget, their suggestions, nobody else's.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { Realtor } from '@/payload-types'
import { findAgentPost } from '@/utilities/agentContent/reads'
import { profilePhoto, publicRealtor } from '../harness/drafts'
import { overrideEnv } from '../harness/env'
import { makePerson, realtorData, uniqueSlug, type Person } from '../harness/fixtures'
import { testPayload } from '../harness/payload'
import { rest } from '../harness/rest'
import { deeplReply, STAND_IN_DEEPL_KEY } from '../harness/standIns/translationStandIn'
import { startStandIn, type Reply, type StandIn } from '../harness/standIns/standInServer'

let payload: Payload
let deepl: StandIn
let staff: Person
let restoreEnv = () => {}
/** What the stand-in answers instead of a translation, while set. */
let failure: Reply | null = null

const ABOUT_KO = '안녕하세요. 어바인에서 일하는 중개인입니다.\n\n주말에도 집을 보여 드립니다.'

beforeAll(async () => {
  payload = await testPayload()
  staff = await makePerson(payload, 'staff')
  deepl = await startStandIn((request) => failure ?? deeplReply(request))
})
beforeEach(() => {
  restoreEnv = overrideEnv({ DEEPL_API_KEY: STAND_IN_DEEPL_KEY, DEEPL_API_URL: deepl.url })
  failure = null
})
afterAll(async () => {
  restoreEnv()
  await deepl.close()
})

type Agent = { person: Person; realtor: Realtor }

/** An agent with a live page written in Korean only (about-me and one-line title). */
async function agentWithKoreanPage(overrides: Partial<Realtor> = {}): Promise<Agent> {
  const person = await makePerson(payload, 'agent')
  const realtor = await payload.create({
    collection: 'realtors',
    locale: 'ko',
    data: {
      ...realtorData(),
      owner: person.id,
      email: `${uniqueSlug('agent')}@example.com`,
      aboutMe: ABOUT_KO,
      headline: '어바인 부동산 중개인',
      salesCount: 3,
      lastYearSalesTotal: 2_000_000,
      ...overrides,
    } as never,
  })
  const photo = await profilePhoto(payload, realtor.id)
  const live = await payload.update({
    collection: 'realtors',
    id: realtor.id,
    locale: 'ko',
    data: { photos: [{ kind: 'id', image: photo }], _status: 'published' },
  })
  return { person, realtor: live }
}

const suggest = (token: string, body: Record<string, unknown>) => rest('POST', '/field-translations/suggest', { token, body })
const overview = async (token: string, of: string, from = 'ko') =>
  (await rest('GET', `/field-translations/overview?of=${of}&from=${from}`, { token })).json()
const draftIn = (id: number, locale: 'ko' | 'en' | 'ja') =>
  payload.findByID({ collection: 'realtors', id, locale, fallbackLocale: false, draft: true, depth: 0 })
const marks = async (target: string) =>
  (await payload.find({ collection: 'field-translations', where: { target: { equals: target } }, limit: 100, depth: 0 })).docs
const landingDraft = (locale: 'ko' | 'ja') => payload.findGlobal({ slug: 'landing', locale, fallbackLocale: false, draft: true, depth: 0 })
const translateRequests = (start: number) => deepl.requests.slice(start).filter((r) => r.path === '/v2/translate')

/** Lexical nodes, for rich text written in a test. */
const text = (value: string, format = 0) => ({ type: 'text', text: value, format, version: 1, detail: 0, mode: 'normal', style: '' })
const block = (type: string, children: unknown[], extra: Record<string, unknown> = {}) => ({
  type,
  version: 1,
  direction: 'ltr',
  format: '',
  indent: 0,
  children,
  ...extra,
})
const paragraphs = (...lines: string[]) => ({
  root: block(
    'root',
    lines.map((line) => block('paragraph', [text(line)])),
  ),
})
/** The words of rich text, in order. */
const wordsOf = (value: unknown): string[] =>
  JSON.stringify(value ?? null)
    .match(/"text":"[^"]*"/g)
    ?.map((found) => JSON.parse(`{${found}}`).text as string) ?? []

describe('suggesting into empty languages', () => {
  it('saves a draft with a machine-suggestion mark per field and language, and publishes nothing', async () => {
    const { person, realtor } = await agentWithKoreanPage()
    const response = await suggest(person.token, {
      of: `realtors:${realtor.id}`,
      from: 'ko',
      to: ['en', 'ja'],
      fields: ['aboutMe', 'headline'],
    })
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.suggested).toHaveLength(4)
    expect(body.budget.used).toBe(body.characters)

    // The draft holds the suggestions, line breaks and blank lines where the agent put them.
    const en = await draftIn(realtor.id, 'en')
    expect(en.aboutMe).toBe('[en] 안녕하세요. 어바인에서 일하는 중개인입니다.\n\n[en] 주말에도 집을 보여 드립니다.')
    expect((await draftIn(realtor.id, 'ja')).headline).toBe('[ja] 어바인 부동산 중개인')

    // Visitors still see the published page: English falls back to the Korean text.
    expect((await publicRealtor(realtor, 'en'))?.aboutMe).toBe(ABOUT_KO)
    const published = await payload.findByID({ collection: 'realtors', id: realtor.id, locale: 'en', fallbackLocale: false, depth: 0 })
    expect(published.aboutMe ?? null).toBeNull()
    expect(published._status).toBe('published')

    const rows = (await marks(`realtors:${realtor.id}`)).filter((row) => row.state === 'suggested')
    expect(rows.map((row) => `${row.locale}:${row.path}`).sort()).toEqual(['en:aboutMe', 'en:headline', 'ja:aboutMe', 'ja:headline'])
    const view = await overview(person.token, `realtors:${realtor.id}`)
    expect(view.enabled).toBe(true)
    const aboutMe = view.suggestions.find((s: { locale: string; path: string }) => s.locale === 'en' && s.path === 'aboutMe')
    expect(aboutMe.source).toBe(ABOUT_KO)
    expect(aboutMe.suggestion).toBe(en.aboutMe)
    expect(aboutMe.label.ko).toBe('자기소개')
    expect(view.fields.find((f: { path: string }) => f.path === 'aboutMe').locales).toEqual({ en: 'suggested', ja: 'suggested' })
  })

  it('asks nothing again for a suggestion made from the same source', async () => {
    const { person, realtor } = await agentWithKoreanPage()
    await suggest(person.token, { of: `realtors:${realtor.id}`, from: 'ko', to: ['en'], fields: ['aboutMe'] })
    const start = deepl.requests.length
    const again = await (await suggest(person.token, { of: `realtors:${realtor.id}`, from: 'ko', to: ['en'], fields: ['aboutMe'] })).json()
    expect(again.suggested).toEqual([])
    expect(translateRequests(start)).toHaveLength(0)
  })
})

describe("a person's text", () => {
  it('is kept, said to be older than the source once the source changes, and replaced only when asked for that field', async () => {
    const { person, realtor } = await agentWithKoreanPage()
    const written = await rest('PATCH', `/realtors/${realtor.id}?draft=true&locale=en`, {
      token: person.token,
      body: { aboutMe: 'I wrote this myself.' },
    })
    expect(written.status).toBe(200)
    const first = await (
      await suggest(person.token, { of: `realtors:${realtor.id}`, from: 'ko', to: ['en', 'ja'], fields: ['aboutMe'] })
    ).json()
    expect(first.kept).toEqual([{ locale: 'en', path: 'aboutMe' }])
    expect(first.suggested).toEqual([{ locale: 'ja', path: 'aboutMe' }])
    expect((await draftIn(realtor.id, 'en')).aboutMe).toBe('I wrote this myself.')

    // The Korean changes later: the English is now older than its source, still the agent's.
    await rest('PATCH', `/realtors/${realtor.id}?draft=true&locale=ko`, { token: person.token, body: { aboutMe: '새로 쓴 소개입니다.' } })
    const view = await overview(person.token, `realtors:${realtor.id}`)
    expect(view.fields.find((f: { path: string }) => f.path === 'aboutMe').locales.en).toBe('personOlder')
    const kept = await (await suggest(person.token, { of: `realtors:${realtor.id}`, from: 'ko', to: ['en'], fields: ['aboutMe'] })).json()
    expect(kept.kept).toEqual([{ locale: 'en', path: 'aboutMe' }])
    expect((await draftIn(realtor.id, 'en')).aboutMe).toBe('I wrote this myself.')

    const replaced = await suggest(person.token, {
      of: `realtors:${realtor.id}`,
      from: 'ko',
      to: ['en'],
      fields: ['aboutMe'],
      replace: [{ locale: 'en', path: 'aboutMe' }],
    })
    expect((await replaced.json()).suggested).toEqual([{ locale: 'en', path: 'aboutMe' }])
    expect((await draftIn(realtor.id, 'en')).aboutMe).toBe('[en] 새로 쓴 소개입니다.')
  })

  it('editing a suggestion makes it the person’s; a publish waits for every suggestion to be approved or edited', async () => {
    const { person, realtor } = await agentWithKoreanPage()
    await suggest(person.token, { of: `realtors:${realtor.id}`, from: 'ko', to: ['en', 'ja'], fields: ['aboutMe'] })

    const refused = await rest('PATCH', `/realtors/${realtor.id}?draft=true&locale=ko`, {
      token: person.token,
      body: { aboutMe: ABOUT_KO, _status: 'published' },
    })
    expect(refused.status).toBe(400)
    const refusal = await refused.json()
    expect(refusal.errors[0].message).toContain('확인하지 않은 기계 번역')
    expect(refusal.errors[0].message).toContain('자기소개 (영어)')
    expect((await publicRealtor(realtor, 'en'))?.aboutMe).toBe(ABOUT_KO)

    // English approved as suggested; Japanese edited by the agent.
    const view = await overview(person.token, `realtors:${realtor.id}`)
    const english = view.suggestions.find((s: { locale: string }) => s.locale === 'en')
    expect((await rest('POST', `/field-translations/${english.id}/approve`, { token: person.token })).status).toBe(200)
    expect((await rest('POST', `/field-translations/${english.id}/approve`, { token: person.token })).status).toBe(409)
    await rest('PATCH', `/realtors/${realtor.id}?draft=true&locale=ja`, {
      token: person.token,
      body: { aboutMe: 'アーバインの不動産エージェントです。' },
    })
    const rows = await marks(`realtors:${realtor.id}`)
    expect(rows.find((r) => r.locale === 'ja' && r.path === 'aboutMe')?.state).toBe('person')
    expect(rows.find((r) => r.locale === 'en' && r.path === 'aboutMe')?.state).toBe('approved')

    const published = await rest('PATCH', `/realtors/${realtor.id}?draft=true&locale=ko`, {
      token: person.token,
      body: { aboutMe: ABOUT_KO, _status: 'published' },
    })
    expect(published.status).toBe(200)
    expect((await publicRealtor(realtor, 'en'))?.aboutMe).toContain('[en] 안녕하세요.')
    expect((await publicRealtor(realtor, 'ja'))?.aboutMe).toBe('アーバインの不動産エージェントです。')
  })
})

describe('what is sent and kept', () => {
  it('rich text keeps its nodes, formats, links and line breaks; only the words change', async () => {
    const content = {
      root: block('root', [
        block('heading', [text('개인정보 처리방침')], { tag: 'h2' }),
        block(
          'paragraph',
          [
            text('중요: ', 1),
            text('아래 내용을 읽어 주세요.'),
            { type: 'linebreak', version: 1 },
            block('link', [text('자세히 보기')], {
              version: 3,
              fields: { url: 'https://example.com/privacy', newTab: false, linkType: 'custom' },
            }),
          ],
          { textFormat: 0 },
        ),
      ]),
    }
    const page = await payload.create({ collection: 'pages', locale: 'ko', data: { kind: 'privacy', title: '개인정보', content } as never })
    const response = await suggest(staff.token, { of: `pages:${page.id}`, from: 'ko', to: ['en'] })
    expect(response.status).toBe(200)
    const en = await payload.findByID({ collection: 'pages', id: page.id, locale: 'en', fallbackLocale: false, draft: true, depth: 0 })
    const expected = JSON.parse(
      JSON.stringify(content)
        .replace('"개인정보 처리방침"', '"[en] 개인정보 처리방침"')
        .replace('"중요: "', '"[en] 중요: "')
        .replace('"아래 내용을 읽어 주세요."', '"[en] 아래 내용을 읽어 주세요."')
        .replace('"자세히 보기"', '"[en] 자세히 보기"'),
    )
    expect(en.content).toMatchObject(expected)
    expect(en.title).toBe('[en] 개인정보')
  })

  it('glossary terms come back as written: the agent’s own and the built-in real-estate ones', async () => {
    const { person, realtor } = await agentWithKoreanPage({
      aboutMe: '에스크로 기간에 어바인 스펙트럼 근처 HOA 규정을 확인합니다.',
      translationGlossary: [{ ko: '어바인 스펙트럼' }],
    } as Partial<Realtor>)
    const start = deepl.requests.length
    await suggest(person.token, { of: `realtors:${realtor.id}`, from: 'ko', to: ['en'], fields: ['aboutMe'] })
    const sent = JSON.parse(translateRequests(start)[0].body)
    expect(sent).toMatchObject({ source_lang: 'KO', target_lang: 'EN-US', tag_handling: 'xml', ignore_tags: ['keep'] })
    expect(sent.text[0]).toBe('<keep>escrow</keep> 기간에 <keep>어바인 스펙트럼</keep> 근처 <keep>HOA</keep> 규정을 확인합니다.')
    expect((await draftIn(realtor.id, 'en')).aboutMe).toBe('escrow [en] 기간에 어바인 스펙트럼 [en] 근처 HOA [en] 규정을 확인합니다.')
  })

  it('the month’s budget: a suggestion that does not fit is refused before the service is asked', async () => {
    const { person, realtor } = await agentWithKoreanPage()
    await payload.updateGlobal({ slug: 'site-settings', data: { translation: { monthlyCharactersPerAgent: 40 } } })
    try {
      const start = deepl.requests.length
      const small = await suggest(person.token, { of: `realtors:${realtor.id}`, from: 'ko', to: ['en'], fields: ['headline'] })
      expect(small.status).toBe(200)
      const used = (await small.json()).budget.used
      expect(used).toBe([...'어바인 부동산 중개인'].length)

      const big = await suggest(person.token, { of: `realtors:${realtor.id}`, from: 'ko', to: ['en', 'ja'], fields: ['aboutMe'] })
      expect(big.status).toBe(409)
      const refusal = await big.json()
      expect(refusal.reason).toBe('budget')
      expect(refusal.message).toContain(`${40 - used}자가 남았습니다`)
      expect(translateRequests(start)).toHaveLength(1)
      expect((await draftIn(realtor.id, 'en')).aboutMe ?? null).toBeNull()
      expect((await overview(person.token, `realtors:${realtor.id}`)).budget).toEqual({ used, limit: 40 })
    } finally {
      await payload.updateGlobal({ slug: 'site-settings', data: { translation: { monthlyCharactersPerAgent: 100_000 } } })
    }
  })

  it.each([
    [456, 503, 'quota', '이번 달 사용량이 모두 찼습니다'],
    [429, 429, 'rateLimited', '잠시 기다려 달라고'],
    [500, 503, 'unavailable', '응답하지 않습니다'],
    [403, 503, 'rejected', '거절했습니다'],
  ])(
    'the service answering %i: a clear %i, the document, the marks and the count as they were',
    async (serviceStatus, status, reason, words) => {
      const { person, realtor } = await agentWithKoreanPage()
      const before = await overview(person.token, `realtors:${realtor.id}`)
      failure = { status: serviceStatus, body: { message: 'stand-in failure' } }
      const response = await suggest(person.token, { of: `realtors:${realtor.id}`, from: 'ko', to: ['en', 'ja'] })
      expect(response.status).toBe(status)
      const body = await response.json()
      expect(body.reason).toBe(reason)
      expect(body.message).toContain(words)
      expect(body.message).toContain('저장된 것은 없습니다')
      expect((await draftIn(realtor.id, 'en')).aboutMe ?? null).toBeNull()
      expect((await draftIn(realtor.id, 'ja')).headline ?? null).toBeNull()
      expect((await marks(`realtors:${realtor.id}`)).filter((row) => row.state === 'suggested')).toEqual([])
      expect((await overview(person.token, `realtors:${realtor.id}`)).budget).toEqual(before.budget)
    },
  )
})

describe('who may', () => {
  it('another agent neither reads nor suggests; nobody writes marks through the API; no key hides the feature', async () => {
    const { person, realtor } = await agentWithKoreanPage()
    const other = await agentWithKoreanPage()
    await suggest(person.token, { of: `realtors:${realtor.id}`, from: 'ko', to: ['en'], fields: ['headline'] })

    expect((await suggest(other.person.token, { of: `realtors:${realtor.id}`, from: 'ko', to: ['en'] })).status).toBe(403)
    expect(
      (await rest('GET', `/field-translations/overview?of=realtors:${realtor.id}&from=ko`, { token: other.person.token })).status,
    ).toBe(403)
    const listed = await (await rest('GET', `/field-translations?limit=100`, { token: other.person.token })).json()
    expect(listed.docs.filter((row: { target: string }) => row.target === `realtors:${realtor.id}`)).toEqual([])
    const [mark] = (await marks(`realtors:${realtor.id}`)).filter((row) => row.state === 'suggested')
    expect((await rest('POST', `/field-translations/${mark.id}/approve`, { token: other.person.token })).status).toBe(403)
    expect((await rest('PATCH', `/field-translations/${mark.id}`, { token: person.token, body: { state: 'approved' } })).status).toBe(403)
    expect(
      (
        await rest('POST', '/field-translations', {
          token: staff.token,
          body: { target: 'landing', locale: 'en', path: 'x', state: 'person' },
        })
      ).status,
    ).toBe(403)
    expect((await suggest(person.token, { of: 'landing', from: 'ko', to: ['en'] })).status).toBe(403)

    const bad = await suggest(person.token, { of: `realtors:${realtor.id}`, from: 'ko', to: ['fr'] })
    expect(bad.status).toBe(400)
    expect((await suggest(person.token, { of: `realtors:${realtor.id}`, from: 'ko', to: ['en'], fields: ['licenseNumber'] })).status).toBe(
      400,
    )

    restoreEnv()
    restoreEnv = overrideEnv({ DEEPL_API_KEY: '' })
    expect(await overview(person.token, `realtors:${realtor.id}`)).toEqual({ enabled: false })
    expect((await suggest(person.token, { of: `realtors:${realtor.id}`, from: 'ko', to: ['en'] })).status).toBe(404)
  })
})

describe('listings and the landing', () => {
  it('a listing’s description and the landing’s cards get suggestions as drafts; the landing’s card rows keep their ids', async () => {
    const { person, realtor } = await agentWithKoreanPage()
    const listing = await payload.create({
      collection: 'listings',
      locale: 'ko',
      data: {
        realtor: realtor.id,
        status: 'sale',
        address: '1 Main St',
        city: 'Irvine',
        state: 'CA',
        price: 900000,
        description: '햇빛이 잘 드는 집입니다.',
      } as never,
    })
    expect((await suggest(person.token, { of: `listings:${listing.id}`, from: 'ko', to: ['ja'] })).status).toBe(200)
    const ja = await payload.findByID({
      collection: 'listings',
      id: listing.id,
      locale: 'ja',
      fallbackLocale: false,
      draft: true,
      depth: 0,
    })
    expect(ja.description).toBe('[ja] 햇빛이 잘 드는 집입니다.')

    // The landing is shared with other test files: its drafts in Korean and Japanese are put back after.
    const before = { ko: await landingDraft('ko'), ja: await landingDraft('ja') }
    const card = (n: number) => ({ title: `카드 ${n}`, body: `설명 ${n}` })
    const landing = await payload.updateGlobal({
      slug: 'landing',
      locale: 'ko',
      draft: true,
      depth: 0,
      data: {
        hero: { headline: '중개인을 위한 홈페이지', ctaLabel: '신청하기' },
        ctaBand: { headline: '지금 시작하세요', ctaLabel: '신청' },
        cards: [card(1), card(2), card(3)],
      },
    })
    try {
      const response = await suggest(staff.token, {
        of: 'landing',
        from: 'ko',
        to: ['ja'],
        fields: ['cards'],
        replace: [{ locale: 'ja', path: 'cards' }],
      })
      expect(response.status).toBe(200)
      const jaLanding = await landingDraft('ja')
      expect(jaLanding.cards?.map((row) => row.id)).toEqual(landing.cards?.map((row) => row.id))
      expect(jaLanding.cards?.map((row) => [row.title, row.body])).toEqual([1, 2, 3].map((n) => [`[ja] 카드 ${n}`, `[ja] 설명 ${n}`]))
    } finally {
      await payload.delete({ collection: 'field-translations', where: { target: { equals: 'landing' } } })
      for (const locale of ['ko', 'ja'] as const) {
        const { hero, cards, ctaBand } = before[locale]
        await payload.updateGlobal({ slug: 'landing', locale, draft: true, data: { hero, cards, ctaBand } })
      }
    }
  })
})

describe('neighbourhood pages and blog posts', () => {
  it('an agent’s post: English and Japanese suggestions, a publish refused until approved, then each page reads the approved text', async () => {
    const { person, realtor } = await agentWithKoreanPage()
    const other = await agentWithKoreanPage()
    const post = await payload.create({
      collection: 'posts',
      locale: 'ko',
      draft: true,
      data: {
        realtor: realtor.id,
        slug: uniqueSlug('post'),
        title: '어바인 학군 이야기',
        excerpt: '학교 고르기',
        content: paragraphs('어바인의 학교를 소개합니다.', '주말에 함께 둘러봐요.') as never,
        publishedAt: new Date().toISOString(),
        _status: 'draft',
      },
    })
    const of = `posts:${post.id}`

    const asked = await suggest(person.token, { of, from: 'ko', to: ['en', 'ja'], fields: ['title', 'content'] })
    expect(asked.status).toBe(200)
    const body = await asked.json()
    expect(body.suggested).toHaveLength(4)
    // Counted to the agent's month, and so is what staff ask for on the agent's post.
    expect(body.budget.used).toBe(body.characters)
    const byStaff = await (await suggest(staff.token, { of, from: 'ko', to: ['en'], fields: ['excerpt'] })).json()
    expect(byStaff.suggested).toEqual([{ locale: 'en', path: 'excerpt' }])
    expect((await overview(person.token, of)).budget.used).toBe(body.characters + byStaff.characters)

    // Not another agent's: neither asking, nor looking, nor approving.
    expect((await suggest(other.person.token, { of, from: 'ko', to: ['en'] })).status).toBe(403)
    expect((await rest('GET', `/field-translations/overview?of=${of}&from=ko`, { token: other.person.token })).status).toBe(403)
    const waiting = (await overview(person.token, of)).suggestions as { id: number }[]
    expect(waiting).toHaveLength(5)
    expect((await rest('POST', `/field-translations/${waiting[0].id}/approve`, { token: other.person.token })).status).toBe(403)

    const publish = () =>
      rest('PATCH', `/posts/${post.id}?draft=true&locale=ko`, { token: person.token, body: { title: post.title, _status: 'published' } })
    const refused = await publish()
    expect(refused.status).toBe(400)
    const message = (await refused.json()).errors[0].message
    expect(message).toContain('확인하지 않은 기계 번역')
    expect(message).toContain('제목 (영어)')
    expect(message).toContain('본문 (일본어)')
    expect(await findAgentPost(realtor.id, post.slug!, 'en')).toBeNull()

    for (const suggestion of waiting) {
      expect((await rest('POST', `/field-translations/${suggestion.id}/approve`, { token: person.token })).status).toBe(200)
    }
    expect((await publish()).status).toBe(200)
    for (const locale of ['en', 'ja'] as const) {
      const read = await findAgentPost(realtor.id, post.slug!, locale)
      expect(read?.title).toBe(`[${locale}] 어바인 학군 이야기`)
      expect(wordsOf(read?.content)).toEqual([`[${locale}] 어바인의 학교를 소개합니다.`, `[${locale}] 주말에 함께 둘러봐요.`])
    }
    expect((await findAgentPost(realtor.id, post.slug!, 'en'))?.excerpt).toBe('[en] 학교 고르기')
    expect((await findAgentPost(realtor.id, post.slug!, 'ko'))?.title).toBe('어바인 학군 이야기')
  })

  it('a neighbourhood page: its links keep their rows and addresses, only the names are translated, and a name too long is left to the agent', async () => {
    const { person, realtor } = await agentWithKoreanPage()
    const area = await payload.create({
      collection: 'areas',
      locale: 'ko',
      draft: true,
      data: {
        realtor: realtor.id,
        title: '우드브리지',
        state: 'CA',
        city: 'Irvine',
        summary: '호수가 둘 있는 동네',
        content: paragraphs('조용하고 걷기 좋은 동네입니다.') as never,
        links: [
          { label: '어바인 시청', url: 'https://cityofirvine.org' },
          { label: '우드브리지 호수', url: 'https://example.com/lakes' },
        ],
        _status: 'draft',
      },
    })
    const of = `areas:${area.id}`
    const response = await suggest(person.token, { of, from: 'ko', to: ['en'] })
    expect(response.status).toBe(200)
    expect(((await response.json()).suggested as { path: string }[]).map((s) => s.path).sort()).toEqual([
      'content',
      'links',
      'summary',
      'title',
    ])
    const draft = (locale: 'ko' | 'en' | 'ja') =>
      payload.findByID({ collection: 'areas', id: area.id, locale, fallbackLocale: false, draft: true, depth: 0 })
    const en = await draft('en')
    expect(en.title).toBe('[en] 우드브리지')
    expect(en.summary).toBe('[en] 호수가 둘 있는 동네')
    expect(en.links?.map((row) => [row.id, row.url, row.label])).toEqual(area.links?.map((row) => [row.id, row.url, `[en] ${row.label}`]))
    expect((await draft('ko')).links?.map((row) => row.label)).toEqual(['어바인 시청', '우드브리지 호수'])

    // A name whose translation would not fit the field's 80 characters: no suggestion, the agent writes it.
    const links = area.links!.map((row, i) => (i === 1 ? { ...row, label: '가'.repeat(78) } : row))
    await payload.update({ collection: 'areas', id: area.id, locale: 'ko', draft: true, data: { links } })
    const long = await (await suggest(person.token, { of, from: 'ko', to: ['ja'], fields: ['links'] })).json()
    expect(long.suggested).toEqual([])
    expect(long.kept).toEqual([{ locale: 'ja', path: 'links' }])
    expect((await draft('ja')).links?.map((row) => row.label ?? null)).toEqual([null, null])
  })
})
