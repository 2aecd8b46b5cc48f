/**
 * Who is who in the admin: a realtor's agent account reads as the person (its e-mail) to support staff, not
 * "Untitled - ID: 3", and the version history names who saved each version and what changed (fields and
 * languages), in the admin language. At phone and desktop widths, in Korean and Japanese.
 */
import { expect, test, type APIRequestContext } from '@playwright/test'

import { DEMO_AGENT, DEMO_SUPPORT } from '../../runtime/seed/index'
import { E2E_ADMIN } from './credentials'
import { adminLogin, realtorBySlug } from './helpers'

const words = {
  ko: {
    browser: 'ko-KR',
    agentAccount: '에이전트 계정',
    untitled: '제목 없음',
    savedBy: '저장한 사람',
    changes: '바뀐 내용',
    nameLabel: '이름 (페이지에 보이는 이름)',
    korean: '한국어',
  },
  ja: {
    browser: 'ja-JP',
    agentAccount: 'エージェントのアカウント',
    untitled: '無題',
    savedBy: '保存した人',
    changes: '変更内容',
    nameLabel: 'ページに表示する名前',
    korean: '한국어',
  },
} as const

async function tokenOf(request: APIRequestContext, credentials: { email: string; password: string }) {
  const { token } = await (await request.post('/api/users/login', { data: credentials })).json()
  return { Authorization: `JWT ${token}` }
}

/** A draft save of kim's Korean display name by the agent, through the REST API as the admin's form does. */
async function saveName(request: APIRequestContext, id: number, displayName: string) {
  const response = await request.patch(`/api/realtors/${id}?draft=true&locale=ko`, {
    headers: await tokenOf(request, DEMO_AGENT),
    data: { displayName },
  })
  expect(response.status(), await response.text()).toBe(200)
}

for (const language of ['ko', 'ja'] as const) {
  const t = words[language]
  test.describe(`admin in ${language}`, () => {
    test.use({ locale: t.browser })

    for (const width of [390, 1280] as const) {
      test(`support staff see the realtor's agent account as the person (${width} px)`, async ({ page, request }) => {
        await page.setViewportSize({ width, height: 900 })
        const kim = await realtorBySlug(request, 'kim')
        await adminLogin(page, DEMO_SUPPORT)
        await page.goto(`/admin/collections/realtors/${kim.id}`)
        const owner = page.locator('#field-owner')
        await expect(owner).toContainText(DEMO_AGENT.email, { timeout: 20_000 })
        await expect(owner).not.toContainText(t.untitled)
      })

      test(`version history names who saved and what changed (${width} px)`, async ({ page, request }) => {
        test.setTimeout(90_000)
        await page.setViewportSize({ width, height: 900 })
        const kim = await realtorBySlug(request, 'kim')
        const original = kim.displayName
        await saveName(request, kim.id, `${original} ${width}${language}`)
        try {
          await adminLogin(page, E2E_ADMIN)
          await page.goto(`/admin/collections/realtors/${kim.id}/versions`)
          const latest = page.getByTestId('version-row').first()
          await expect(latest).toBeVisible({ timeout: 20_000 })
          await expect(latest).toContainText(t.savedBy)
          await expect(latest.getByTestId('version-saved-by')).toHaveText('Hana Kim')
          await expect(latest).toContainText(t.changes)
          await expect(latest.getByTestId('version-changes')).toHaveText(`${t.nameLabel} (${t.korean})`)
          // Each row links to Payload's comparison of that version.
          await expect(latest.getByRole('link')).toHaveAttribute('href', new RegExp(`/admin/collections/realtors/${kim.id}/versions/\\d+$`))
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
        } finally {
          await saveName(request, kim.id, original)
        }
      })
    }
  })
}
