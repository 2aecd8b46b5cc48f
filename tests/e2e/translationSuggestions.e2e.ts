/**
 * Three languages, written once: an agent in the Korean admin asks for English and Japanese
 * suggestions of their about-me, sees each next to the original, approves the English one, edits the
 * Japanese one in Japanese, is refused a publish while the Japanese suggestion is unapproved, then
 * publishes; the public English and Japanese pages show the approved and the edited text, and the
 * dashboard counts the month's characters. DeepL is the runner's stand-in (each text comes back
 * marked "[en] …", "[ja] …"). At 390 and 1280 px, each with an agent and page of its own.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { standInTranslation } from '../harness/standIns/translationStandIn'
import { E2E_ADMIN } from './credentials'
import { adminLogin, openProfileTab, realtorBySlug } from './helpers'

const widths = [
  { device: 'phone', viewport: { width: 390, height: 844 } },
  { device: 'desktop', viewport: { width: 1280, height: 800 } },
] as const

test.use({ locale: 'ko-KR' })

const unique = () =>
  `${Date.now().toString(36)}${Math.round(Math.random() * 1e6).toString(36)}`.replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)])

/** A fresh agent with a published Korean page (staff publish it first), so no other test's page changes. */
async function freshAgent(request: APIRequestContext) {
  const { token } = await (await request.post('/api/users/login', { data: E2E_ADMIN })).json()
  const headers = { Authorization: `JWT ${token}` }
  const suffix = unique()
  const account = { email: `translating-${suffix}@example.com`, password: 'translating-agent-password-1' }
  const user = await request.post('/api/users', { headers, data: { ...account, roles: ['agent'], name: '번역 테스트', language: 'ko' } })
  expect(user.status(), await user.text()).toBe(201)
  // The publish checklist asks for a profile photo: the demo agent's is reused.
  const kim = (await (await request.get(`/api/realtors/${(await realtorBySlug(request, 'kim')).id}?depth=0`, { headers })).json()) as {
    photos: { kind: string; image: number }[]
  }
  const photo = kim.photos.find((p) => p.kind === 'id')!.image
  const aboutMe = `가족이 처음 살 집을 함께 찾아 드립니다 ${suffix}`
  const desiredUrl = `translating-${suffix}`
  const realtor = await request.post('/api/realtors?locale=ko', {
    headers,
    data: {
      displayName: `번역 테스트 ${suffix}`,
      desiredUrl,
      owner: (await user.json()).doc.id,
      email: account.email,
      photos: [{ kind: 'id', image: photo }],
      aboutMe,
      workingHours: { timeZone: 'Asia/Seoul' },
      _status: 'published',
    },
  })
  expect(realtor.status(), await realtor.text()).toBe(201)
  return { account, id: (await realtor.json()).doc.id as number, aboutMe, desiredUrl }
}

/** The public page in a language, asked again until it shows `text` (the publish expires its cache). */
async function publicShows(page: Page, path: string, text: string) {
  await expect(async () => {
    await page.goto(path)
    await expect(page.getByTestId('agent-page')).toContainText(text, { timeout: 1_000 })
  }).toPass({ timeout: 15_000 })
}

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
}

for (const { device, viewport } of widths) {
  test.describe(device, () => {
    test.use({ viewport })

    test('an agent has their about-me suggested in English and Japanese, approves one, edits the other and publishes both', async ({
      page,
      browser,
      request,
    }) => {
      // Several admin loads, a translation, autosaves and two publishes on a busy 2-core machine.
      test.setTimeout(180_000)
      const agent = await freshAgent(request)
      const english = standInTranslation(agent.aboutMe, 'en')
      const japanese = standInTranslation(agent.aboutMe, 'ja')
      const characters = [...agent.aboutMe].length * 2

      await adminLogin(page, agent.account)
      await page.goto(`/admin/collections/realtors/${agent.id}?locale=ko`)
      await openProfileTab(page)
      const panel = page.getByTestId('translation-panel')
      await expect(panel.getByRole('heading', { name: '번역', exact: true })).toBeVisible()
      await expect(panel.getByTestId('translation-budget')).toHaveText('이번 달 사용량: 100,000자 중 0자')
      await expect(panel.getByTestId('translation-target-en')).toBeChecked()
      await expect(panel.getByTestId('translation-target-ja')).toBeChecked()
      await expect(panel.getByTestId('translation-state-aboutMe-en')).toHaveText('영어: 비어 있음')
      await expect(panel.getByTestId('translation-state-aboutMe-ja')).toHaveText('일본어: 비어 있음')

      // The about-me only: every other field that is ticked is unticked.
      const others = panel.locator(
        '[data-testid^="translation-field-"]:not([data-testid="translation-field-aboutMe"]) [data-testid="translation-field-check"]:checked',
      )
      for (const box of await others.all()) await box.uncheck()
      await expect(others).toHaveCount(0)
      await expect(panel.getByTestId('translation-field-aboutMe').getByTestId('translation-field-check')).toBeChecked()

      await panel.getByTestId('translation-suggest').click()
      await expect(panel.getByTestId('translation-outcome')).toHaveText(
        '번역 제안 2개를 영어와 일본어 초안에 저장했습니다. 게시된 것은 없습니다.',
        { timeout: 30_000 },
      )
      await expect(panel.getByTestId('translation-budget')).toHaveText(`이번 달 사용량: 100,000자 중 ${characters}자`)

      // Each suggestion beside the original, marked as a machine's.
      for (const [locale, text] of [
        ['en', english],
        ['ja', japanese],
      ] as const) {
        const suggestion = panel.getByTestId(`translation-group-${locale}`).getByTestId('translation-suggestion')
        await expect(suggestion).toHaveCount(1)
        await expect(suggestion).toContainText('자기소개')
        await expect(suggestion.getByTestId('translation-badge')).toHaveText('기계 번역 제안')
        await expect(suggestion.getByTestId('translation-source')).toHaveText(agent.aboutMe)
        await expect(suggestion.getByTestId('translation-suggestion-text')).toHaveText(text)
      }
      await noSidewaysScroll(page)
      // Nothing is published by itself: visitors still read the Korean text in English.
      const visitor = await (await browser.newContext({ viewport })).newPage()
      await visitor.goto(`/en/${agent.desiredUrl}`)
      await expect(visitor.getByTestId('agent-page')).toContainText(agent.aboutMe)
      await expect(visitor.getByTestId('agent-page')).not.toContainText('[en]')

      await panel.getByTestId('translation-group-en').getByTestId('translation-approve').click()
      await expect(panel.getByTestId('translation-group-en')).toHaveCount(0)
      await expect(panel.getByTestId('translation-state-aboutMe-en')).toHaveText('영어: 현재 한국어 원문의 기계 번역')
      await expect(panel.getByTestId('translation-state-aboutMe-ja')).toHaveText('일본어: 기계 번역 제안 (승인 전)')

      // To Japanese: the suggestion is in the field, and the panel says it awaits approval.
      await panel.getByTestId('translation-group-ja').getByRole('link', { name: '일본어로 수정' }).click()
      await expect(page).toHaveURL(/[?&]locale=ja\b/)
      const aboutMe = page.locator('#field-aboutMe')
      await expect(aboutMe).toHaveValue(japanese)
      await expect(aboutMe).toBeEnabled()
      await expect(panel.getByTestId('translation-pending')).toHaveText(
        '일본어의 1개 항목이 기계 번역 제안입니다. 게시하기 전에 확인하고 승인하세요.',
      )

      // Publishing now is refused, with the field and language that still wait.
      const refused = page.waitForResponse(
        (r) => r.url().includes(`/api/realtors/${agent.id}`) && r.request().method() === 'PATCH' && !r.url().includes('autosave=true'),
      )
      await page.locator('#action-save').click()
      expect((await refused).status()).toBe(400)
      await expect(page.locator('.payload-toast-container')).toContainText(
        '아직 확인하지 않은 기계 번역 제안이 있어 게시할 수 없습니다: 자기소개 (일본어)',
      )

      // The agent's own Japanese: their text from now on, and nothing waits any more.
      const edited = `初めての家探しをご家族と一緒にお手伝いします ${agent.desiredUrl}`
      const autosaved = page.waitForResponse(
        (r) => r.url().includes('autosave=true') && r.url().includes('locale=ja') && r.request().method() === 'PATCH' && r.ok(),
      )
      await aboutMe.fill(edited)
      await autosaved
      await expect(panel.getByTestId('translation-pending')).toHaveCount(0)
      await expect(panel.getByTestId('translation-suggestions')).toHaveCount(0)

      const published = page.waitForResponse(
        (r) => r.url().includes(`/api/realtors/${agent.id}`) && r.request().method() === 'PATCH' && !r.url().includes('autosave=true'),
      )
      await page.locator('#action-save').click()
      expect((await published).status()).toBe(200)
      await noSidewaysScroll(page)

      // The dashboard keeps count of the month's characters.
      await page.goto('/admin')
      await expect(page.getByTestId('agent-translation-budget')).toHaveText(`번역 제안: 이번 달 100,000자 중 ${characters}자 사용`)

      await publicShows(visitor, `/en/${agent.desiredUrl}`, english)
      await publicShows(visitor, `/ja-JP/${agent.desiredUrl}`, edited)
      await expect(visitor.getByTestId('agent-page')).not.toContainText('[ja]')
      await visitor.context().close()
    })
  })
}
