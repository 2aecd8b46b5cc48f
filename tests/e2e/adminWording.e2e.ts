/**
 * The admin read in Korean or Japanese: no English left over (live preview sizes, SEO field labels, the API
 * tab for agents, AM/PM on the dashboard), Payload's awkward wording replaced, SEO length advice counted for
 * the language being edited, the photo tab naming the button the agent actually has, and the login page
 * showing the product instead of Payload. At phone and desktop widths.
 */
import { expect, test, type Locator, type Page } from '@playwright/test'

import { DEMO_AGENT } from '../../runtime/seed/index'
import { E2E_ADMIN } from './credentials'
import { adminLogin, openProfileTab, realtorBySlug, setLivePreview } from './helpers'

const words = {
  ko: {
    browser: 'ko-KR',
    profile: '프로필',
    photos: '사진',
    fit: '화면 맞춤',
    seoLabels: ['검색 결과 제목', '검색 결과 설명', '공유 이미지'],
    titleAdvice: '15~30자',
    publishChanges: '변경 사항 게시',
    publishOnly: '한국어만 게시',
    schedule: '게시 예약',
    noneScheduled: '예약된 게시가 없습니다.',
    awkward: ['이전에 발표된', '예정된 행사', '게시하십시오'],
    tagline: '중개인 홈페이지 관리',
    date: /\d{4}년 \d{1,2}월 \d{1,2}일 \d{1,2}:\d{2}/,
  },
  ja: {
    browser: 'ja-JP',
    profile: 'プロフィール',
    photos: '写真',
    fit: '画面に合わせる',
    seoLabels: ['検索結果のタイトル', '検索結果の説明', '共有画像'],
    titleAdvice: '15〜30文字',
    publishChanges: '変更内容を公開',
    publishOnly: '日本語のみ公開',
    schedule: '公開を予約',
    noneScheduled: '予約された公開はありません。',
    awkward: ['以前に公開された', 'イベント'],
    tagline: 'エージェントのホームページ管理',
    date: /\d{4}年\d{1,2}月\d{1,2}日 \d{1,2}:\d{2}/,
  },
} as const

const widths = [390, 1280] as const
const englishLabels = /^(Responsive|Title|Description|Meta Image|API)$/

async function openKim(page: Page, id: number, locale: string, profileTab: string) {
  await page.goto(`/admin/collections/realtors/${id}?locale=${locale}`)
  // Payload reopens the tab last used; the profile's fields are enabled once the form state has loaded.
  await openProfileTab(page, profileTab)
}

/** A field's label (Payload adds the content language after it, so the label's own text is matched). */
const fieldLabel = (page: Page, text: string) => page.locator('.field-label').filter({ hasText: text }).first()

/** Clicks a tab of the edit form until its content shows (a click before hydration reaches no handler). */
async function openTab(page: Page, name: string, shows: Locator) {
  await expect(async () => {
    await page.getByRole('button', { name, exact: true }).click()
    await expect(shows).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 15_000 })
}

for (const language of ['ko', 'ja'] as const) {
  const t = words[language]
  test.describe(`admin in ${language}`, () => {
    test.use({ locale: t.browser })

    for (const width of widths) {
      test(`the agent's edit view has no English left over and the advice fits the language (${width} px)`, async ({ page, request }) => {
        test.setTimeout(120_000)
        await page.setViewportSize({ width, height: 900 })
        const kim = await realtorBySlug(request, 'kim')
        await adminLogin(page, DEMO_AGENT)
        await openKim(page, kim.id, language, t.profile)

        // Dates in the language's own order and clock, not an English pattern with AM/PM.
        await expect(page.locator('.doc-controls__list-item').filter({ hasText: t.date }).first()).toBeAttached()

        // The API tab (raw JSON) is a staff tool.
        await expect(page.locator('.doc-tab').filter({ hasText: /^API$/ })).toHaveCount(0)

        // SEO: labels in the admin language, and length advice for Korean / Japanese text.
        await openTab(page, 'SEO', fieldLabel(page, t.seoLabels[0]))
        for (const label of t.seoLabels) await expect(fieldLabel(page, label)).toBeVisible()
        await expect(page.locator('.field-label').filter({ hasText: englishLabels })).toHaveCount(0)
        await expect(page.getByText(t.titleAdvice).first()).toBeVisible()

        // Photos: the hint names the button the agent has (there is no "save" button: drafts autosave).
        await openTab(page, t.photos, page.locator('.photo-slots'))
        const hint = page.locator('.photo-slots > p').first()
        await expect(hint).toContainText(t.publishChanges)
        await expect(page.locator('#action-save')).toHaveText(t.publishChanges)

        // Live preview: the size that fits the window is named in the admin language.
        const sizes = await setLivePreview(page, true)
        await expect(sizes).toHaveText(t.fit)
        await expect(sizes).not.toContainText('Responsive')
        await setLivePreview(page, false)
      })

      test(`publishing words read naturally and staff keep the API tab (${width} px)`, async ({ page, request }) => {
        test.setTimeout(120_000)
        await page.setViewportSize({ width, height: 900 })
        const kim = await realtorBySlug(request, 'kim')
        await adminLogin(page, E2E_ADMIN)
        await openKim(page, kim.id, language, t.profile)
        await expect(page.locator('.doc-tab').filter({ hasText: /^API$/ })).toHaveCount(1)

        // The publish button's menu: publish one language only, and schedule.
        await expect(async () => {
          await page.locator('.form-submit .popup-button').first().click()
          await expect(page.getByRole('button', { name: t.publishOnly })).toBeVisible({ timeout: 1_000 })
        }).toPass({ timeout: 15_000 })
        await page.getByRole('button', { name: t.schedule }).click()
        await expect(page.getByText(t.noneScheduled)).toBeVisible()
        const text = await page.locator('body').innerText()
        for (const phrase of t.awkward) expect(text).not.toContain(phrase)
      })

      test(`dates on the dashboard follow the admin language, without AM/PM (${width} px)`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 })
        for (const account of [DEMO_AGENT, E2E_ADMIN]) {
          await page.context().clearCookies()
          await adminLogin(page, account)
          await page.goto('/admin')
          await expect(page.locator('.dashboard')).toBeVisible()
          expect(await page.locator('body').innerText()).not.toMatch(/\b[AP]M\b/)
        }
      })

      test(`the login page shows the product, not Payload (${width} px)`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 })
        await page.goto('/admin/login')
        await expect(page.getByTestId('brand-logo')).toContainText('Realtor Homepages')
        await expect(page.getByTestId('brand-logo')).toContainText(t.tagline)
        expect(await page.locator('body').innerText()).not.toMatch(/payload/i)
        await expect(page).toHaveTitle(/Realtor Homepages/)
        await expect(page).not.toHaveTitle(/payload/i)
        const icons = await page.locator('link[rel="icon"]').evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''))
        expect(icons.length).toBeGreaterThan(0)
        for (const href of icons) expect(href).not.toMatch(/payload/i)
      })
    }
  })
}
