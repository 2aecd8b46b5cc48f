/**
 * SCREENSHOTS_DIR=... npm run screenshots -- tests/screenshots/adminInbox.shots.ts: the agent's inbox
 * (a contact and the list), the realtor editor on a phone and support's import preview, at 390 and
 * 1280 px in each admin language, for a person to look through.
 */
import fs from 'node:fs'
import path from 'node:path'

import { expect, test, type APIRequestContext } from '@playwright/test'

import { DEMO_AGENT, DEMO_SUPPORT } from '../../runtime/seed/index'
import { E2E_ADMIN } from '../e2e/credentials'
import { adminLogin, realtorBySlug } from '../e2e/helpers'

const folder = path.resolve(process.env.SCREENSHOTS_DIR ?? 'screenshots')
const widths = [390, 1280]

async function contactForKim(request: APIRequestContext) {
  const kim = await realtorBySlug(request, 'kim')
  const email = `shots-${Date.now()}@example.com`
  await request.post('/api/realtor-contacts', {
    data: {
      realtorId: kim.id,
      lastName: '최',
      firstName: '유나',
      email,
      phoneCountryCode: 'US',
      phone: '213-555-0142',
      message: '안녕하세요, 어바인 집을 보고 싶습니다.\nSaturday morning works for me.\n土曜日の午前中はいかがですか。',
      isTerm: 'Y',
    },
  })
  const { token } = await (await request.post('/api/users/login', { data: E2E_ADMIN })).json()
  let id = 0
  await expect
    .poll(async () => {
      const { docs } = await (
        await request.get(`/api/contacts?where[email][equals]=${encodeURIComponent(email)}&depth=0`, {
          headers: { Authorization: `JWT ${token}` },
        })
      ).json()
      id = docs[0]?.id ?? 0
      return docs[0]?.notification?.status
    }, { timeout: 20_000 })
    .toBe('sent')
  return id
}

for (const locale of ['ko-KR', 'en-US', 'ja-JP']) {
  test.describe(locale, () => {
    test.use({ locale })
    for (const width of widths) {
      test(`inbox ${width}`, async ({ page, request }) => {
        const id = await contactForKim(request)
        await page.setViewportSize({ width, height: width === 390 ? 844 : 800 })
        await adminLogin(page, DEMO_AGENT)
        await page.goto(`/admin/collections/contacts/${id}`)
        await expect(page.getByTestId('contact-card')).toBeVisible()
        await page.screenshot({ path: path.join(folder, `contact-${locale}-${width}.png`), fullPage: true })
        await page.goto('/admin/collections/contacts')
        await expect(page.locator('tbody tr').first()).toBeVisible()
        await page.screenshot({ path: path.join(folder, `contacts-list-${locale}-${width}.png`) })
      })
    }
  })
}

test('staff contact 1280', async ({ page, request }) => {
  const id = await contactForKim(request)
  await page.setViewportSize({ width: 1280, height: 800 })
  await adminLogin(page, DEMO_SUPPORT)
  await page.goto(`/admin/collections/contacts/${id}`)
  await expect(page.getByTestId('contact-card')).toBeVisible()
  await page.screenshot({ path: path.join(folder, `contact-staff-ko-1280.png`), fullPage: true })
})

test('editor on a phone with the preview remembered', async ({ page, request }) => {
  const kim = await realtorBySlug(request, 'kim')
  const { token } = await (await request.post('/api/users/login', { data: DEMO_AGENT })).json()
  const remember = (editViewType: string) =>
    request.post('/api/payload-preferences/collection-realtors', {
      headers: { Authorization: `JWT ${token}` },
      data: { value: { editViewType } },
    })
  await remember('live-preview')
  await page.setViewportSize({ width: 390, height: 844 })
  await adminLogin(page, DEMO_AGENT)
  await page.goto(`/admin/collections/realtors/${kim.id}`)
  await expect(page.locator('#live-preview-toggler')).toBeVisible()
  await page.screenshot({ path: path.join(folder, `editor-phone-ko-390.png`) })
  await page.locator('#live-preview-toggler').click()
  await page.screenshot({ path: path.join(folder, `editor-phone-preview-ko-390.png`) })
  await remember('default')
})

for (const width of widths) {
  test(`import preview ${width}`, async ({ page, request }, testInfo) => {
    const park = await realtorBySlug(request, 'park')
    const { token } = await (await request.post('/api/users/login', { data: E2E_ADMIN })).json()
    const json = await (await request.get(`/api/realtors/${park.id}/export`, { headers: { Authorization: `JWT ${token}` } })).json()
    const file = testInfo.outputPath('park.json')
    fs.writeFileSync(file, JSON.stringify({ ...json, aboutMeEn: 'A new English introduction for the preview.' }))
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 })
    await adminLogin(page, DEMO_SUPPORT)
    await page.goto(`/admin/collections/realtors/${park.id}`)
    await page.getByLabel('JSON 가져오기').setInputFiles(file)
    await expect(page.getByRole('heading', { name: '바뀌는 항목' })).toBeInViewport({ ratio: 1 })
    await page.screenshot({ path: path.join(folder, `import-preview-ko-${width}.png`) })
  })
}
