/**
 * Scheduling a publication, as an agent: the admin offers only what an agent may do (publish
 * changes, never take the page offline), refuses at scheduling time what the job would refuse,
 * with the reason, and a scheduled publication that failed anyway is told to its author above
 * every admin page, in their language, until they dismiss it. At phone and desktop widths.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import pg from 'pg'

import { DEMO_AGENT } from '../../runtime/seed/index'
import { publishMessage } from '../../src/lib/publishing/messages'
import { E2E_ADMIN } from './credentials'
import { adminLogin, realtorBySlug } from './helpers'

const widths = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
]

async function token(request: APIRequestContext, credentials: { email: string; password: string }) {
  const { token, user } = await (await request.post('/api/users/login', { data: credentials })).json()
  return { headers: { Authorization: `JWT ${token}` }, userId: user.id as number }
}

/** Opens "schedule publish" from the publish button's menu. */
async function openScheduleDrawer(page: Page) {
  const drawer = page.locator('.schedule-publish__type')
  // Before hydration the menu button does nothing: open it again until the drawer shows.
  await expect(async () => {
    if (!(await drawer.isVisible())) {
      await page.locator('#action-save-popup button').first().click()
      await page.locator('#schedule-publish').click({ timeout: 2_000 })
    }
    await expect(drawer).toBeVisible({ timeout: 3_000 })
  }).toPass({ timeout: 30_000 })
}

/** A day next month at the first time the picker offers. */
async function pickALaterDate(page: Page) {
  await page.locator('.schedule-publish__scheduler .date-time-picker input').first().click()
  await page.locator('.react-datepicker__navigation--next').first().click()
  await page.locator('.react-datepicker__day--015:not(.react-datepicker__day--outside-month)').first().click()
  const time = page.locator('.react-datepicker__time-list-item:not(.react-datepicker__time-list-item--disabled)')
  if (await time.count()) await time.nth(12).click()
}

for (const { name, viewport } of widths) {
  test.describe(`an agent schedules (${name})`, () => {
    test.use({ locale: 'ko-KR', viewport })

    test('is offered only publishing, already selected; "take offline" is not there', async ({ page, request }) => {
      const kim = await realtorBySlug(request, 'kim')
      await adminLogin(page, DEMO_AGENT)
      await page.goto(`/admin/collections/realtors/${kim.id}`)
      await openScheduleDrawer(page)
      const drawer = page.locator('.schedule-publish__type')
      await expect(drawer.locator('input[id$="-type-publish"]')).toBeChecked()
      await expect(drawer.locator('input[id$="-type-unpublish"]')).toBeHidden()
      await expect(drawer.getByText('게시 해제', { exact: true })).toBeHidden()
    })

    test('a first publication, which is staff’s, is refused when scheduled, with the reason', async ({ page, request }) => {
      // An agent of their own whose page was never published.
      const { headers } = await token(request, E2E_ADMIN)
      const suffix = `${name}-${Date.now()
        .toString(36)
        .replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)])}`
      const newcomer = { email: `newcomer-${suffix}@example.com`, password: 'newcomer-password-1' }
      const user = await request.post('/api/users', { headers, data: { ...newcomer, roles: ['agent'], name: 'Newcomer' } })
      expect(user.status(), await user.text()).toBe(201)
      const realtor = await request.post('/api/realtors?draft=true', {
        headers,
        data: { displayName: `Newcomer ${suffix}`, desiredUrl: `newcomer-${suffix}`, owner: (await user.json()).doc.id, _status: 'draft' },
      })
      expect(realtor.status(), await realtor.text()).toBe(201)
      await adminLogin(page, newcomer)
      await page.goto(`/admin/collections/realtors/${(await realtor.json()).doc.id}`)
      await openScheduleDrawer(page)
      await pickALaterDate(page)
      await page
        .locator('.schedule-publish__actions button, .schedule-publish button')
        .filter({ hasText: /저장|예약/ })
        .first()
        .click()
      await expect(page.locator('.toast-error, .payload-toast-item')).toContainText(publishMessage('firstPublish', 'ko'))
      await expect(page.getByText('성공적으로 예약되었습니다.')).toHaveCount(0)
    })
  })
}

/** A scheduled publication of kim by the demo agent that failed when it ran (its job wrote the reason in another language than the reader's). */
const jobLanguage = (reader: string) => (reader === 'en' ? 'ja' : 'en')

async function failedSchedule(request: APIRequestContext, language = 'ko'): Promise<{ kimName: string; jobId: number }> {
  const kim = await realtorBySlug(request, 'kim', language)
  const { userId } = await token(request, DEMO_AGENT)
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    const input = { type: 'publish', doc: { relationTo: 'realtors', value: String(kim.id) }, user: { relationTo: 'users', value: userId } }
    const error = { name: 'ValidationError', message: publishMessage('photo', jobLanguage(language)) }
    // One notice at a time: none left over from an earlier test.
    await client.query(`DELETE FROM payload_jobs WHERE task_slug = 'schedulePublish' AND has_error AND input->'user'->>'value' = $1`, [
      String(userId),
    ])
    const { rows } = await client.query(
      `INSERT INTO payload_jobs (input, task_slug, queue, wait_until, has_error, error, total_tried)
       VALUES ($1, 'schedulePublish', 'default', now() - interval '1 hour', true, $2, 1) RETURNING id`,
      [JSON.stringify(input), JSON.stringify(error)],
    )
    return { kimName: kim.displayName, jobId: rows[0].id as number }
  } finally {
    await client.end()
  }
}

const languages = [
  { locale: 'ko-KR', language: 'ko', dismiss: '확인했습니다', failed: '실행되지 않았습니다' },
  { locale: 'ja-JP', language: 'ja', dismiss: '確認しました', failed: '実行されませんでした' },
  { locale: 'en-US', language: 'en', dismiss: 'Dismiss', failed: 'did not happen' },
] as const

for (const { name, viewport } of widths) {
  for (const { locale, language, dismiss, failed } of languages) {
    test.describe(`a failed scheduled publication (${name}, ${language})`, () => {
      test.use({ locale, viewport })

      test('is told to its author above the admin, with the reason in their language, until dismissed', async ({ page, request }) => {
        const { kimName } = await failedSchedule(request, language)
        await adminLogin(page, DEMO_AGENT)
        const notice = page.getByTestId('schedule-failures')
        await expect(notice).toContainText(failed)
        await expect(notice).toContainText(kimName)
        await expect(notice).toContainText(publishMessage('photo', language))
        await expect(notice).not.toContainText(publishMessage('photo', jobLanguage(language)))
        // Not sideways: the notice fits the phone.
        const box = await notice.boundingBox()
        expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width)
        await page.screenshot({ path: `test-results/schedule-failure-${name}-${language}.png`, fullPage: true })
        await notice.getByRole('button', { name: dismiss }).click()
        await expect(notice).toHaveCount(0)
        await page.reload()
        await expect(page.getByTestId('schedule-failures')).toHaveCount(0)
      })
    })
  }
}

test('a staff member does not see an agent’s failed scheduled publication', async ({ page, request }) => {
  const { jobId } = await failedSchedule(request)
  await adminLogin(page, E2E_ADMIN)
  await expect(page.getByTestId('new-contacts')).toBeVisible()
  await expect(page.getByTestId('schedule-failures')).toHaveCount(0)
  const { headers } = await token(request, DEMO_AGENT)
  expect((await request.delete(`/api/schedule-failures/${jobId}`, { headers })).status()).toBe(200)
})
