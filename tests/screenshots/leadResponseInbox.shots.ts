/**
 * SCREENSHOTS_DIR=... npm run screenshots -- tests/screenshots/leadResponseInbox.shots.ts: answering a
 * contact (the card with a reply and the first response), staff's view of an escalated contact with
 * the hand-over, and the response times on the agent's and staff's dashboards, at 390 and 1280 px in
 * each admin language, for a person to look through.
 */
import path from 'node:path'

import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import pg from 'pg'

import { DEMO_AGENT, DEMO_SUPPORT } from '../../runtime/seed/index'
import { E2E_ADMIN } from '../e2e/credentials'
import { adminLogin, openProfileTab, realtorBySlug } from '../e2e/helpers'

const folder = path.resolve(process.env.SCREENSHOTS_DIR ?? 'screenshots')
const widths = [390, 1280]

async function contactForKim(page: Page, request: APIRequestContext, message: string) {
  const kim = await realtorBySlug(request, 'kim')
  const email = `shots-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`
  await page.request.post('/api/realtor-contacts', {
    data: { realtorId: kim.id, lastName: 'Choi', firstName: 'Yuna', email, phoneCountryCode: 'US', phone: '213-555-0142', message, isTerm: 'Y' },
  })
  const { token } = await (await request.post('/api/users/login', { data: E2E_ADMIN })).json()
  let id = 0
  await expect
    .poll(async () => {
      const { docs } = await (
        await request.get(`/api/contacts?where[email][equals]=${encodeURIComponent(email)}&depth=0`, { headers: { Authorization: `JWT ${token}` } })
      ).json()
      id = docs[0]?.id ?? 0
      return id
    })
    .toBeGreaterThan(0)
  return id
}

async function escalate(id: number) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  await client.query(
    `UPDATE contacts SET escalation_status = 'escalated', escalation_escalated_at = now() - interval '2 hours' WHERE id = $1`,
    [id],
  )
  await client.end()
}

for (const locale of ['ko-KR', 'en-US', 'ja-JP']) {
  test.describe(locale, () => {
    test.use({ locale })
    for (const width of widths) {
      test(`answering ${width}`, async ({ page, request }) => {
        test.setTimeout(120_000)
        const id = await contactForKim(page, request, 'Hello, could I see the house in Irvine on Saturday morning?\nThank you.')
        await page.setViewportSize({ width, height: width === 390 ? 844 : 800 })
        await adminLogin(page, DEMO_AGENT)
        await page.goto(`/admin/collections/contacts/${id}`)
        const card = page.getByTestId('contact-card')
        await expect(card).toBeVisible()
        await page.screenshot({ path: path.join(folder, `answer-before-${locale}-${width}.png`), fullPage: true })
        await card.getByTestId('reply-box').fill('Hello Yuna, Saturday at 10 works. See you at the house.')
        await card.locator('button').first().click()
        await expect(card.getByTestId('first-response')).toBeVisible()
        await card.getByTestId('first-response').scrollIntoViewIfNeeded()
        await page.screenshot({ path: path.join(folder, `answer-after-${locale}-${width}.png`), fullPage: true })
        await page.goto('/admin/collections/contacts')
        await expect(page.locator('tbody tr').first()).toBeVisible()
        await page.screenshot({ path: path.join(folder, `list-${locale}-${width}.png`), fullPage: true })
        await page.goto('/admin')
        await expect(page.getByTestId('response-times')).toBeVisible()
        await page.getByTestId('response-times').scrollIntoViewIfNeeded()
        await page.screenshot({ path: path.join(folder, `dashboard-agent-${locale}-${width}.png`), fullPage: true })

        const waiting = await contactForKim(page, request, '안녕하세요, 아직 답이 없어서 다시 연락드립니다.')
        await escalate(waiting)
        await page.context().clearCookies()
        await adminLogin(page, DEMO_SUPPORT)
        await page.goto(`/admin/collections/contacts/${waiting}`)
        await expect(page.getByTestId('hand-over')).toBeVisible()
        await page.screenshot({ path: path.join(folder, `handover-staff-${locale}-${width}.png`), fullPage: true })
        await page.goto('/admin')
        await expect(page.getByTestId('response-times')).toBeVisible()
        await page.screenshot({ path: path.join(folder, `dashboard-staff-${locale}-${width}.png`), fullPage: true })
      })
    }
  })
}

const profileTab: Record<string, string> = { 'ko-KR': '프로필', 'en-US': 'Profile', 'ja-JP': 'プロフィール' }

// The agent's working hours on their page's edit view, and the company's settings, as each reads them.
for (const locale of ['ko-KR', 'en-US', 'ja-JP']) {
  test.describe(`${locale} settings`, () => {
    test.use({ locale })
    for (const width of widths) {
      test(`working hours and escalation settings ${width}`, async ({ page, request }) => {
        test.setTimeout(120_000)
        await page.setViewportSize({ width, height: width === 390 ? 844 : 800 })
        const kim = await realtorBySlug(request, 'kim')
        await adminLogin(page, DEMO_AGENT)
        await page.goto(`/admin/collections/realtors/${kim.id}`)
        await openProfileTab(page, profileTab[locale])
        const hours = page.locator('#field-workingHours').first()
        await hours.scrollIntoViewIfNeeded()
        await expect(hours).toBeVisible()
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
        await hours.screenshot({ path: path.join(folder, `working-hours-${locale}-${width}.png`) })
        await page.context().clearCookies()
        await adminLogin(page, E2E_ADMIN)
        await page.goto('/admin/globals/site-settings')
        const settings = page.locator('#field-leadResponse').first()
        await settings.scrollIntoViewIfNeeded()
        await expect(settings).toBeVisible()
        await settings.screenshot({ path: path.join(folder, `escalation-settings-${locale}-${width}.png`) })
      })
    }
  })
}
