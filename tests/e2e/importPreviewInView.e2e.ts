/**
 * Support imports a realtor's JSON: choosing the file brings the old/new preview into view and puts
 * the keyboard on its heading, on a phone and at a desk, so choosing a file visibly does something.
 */
import fs from 'node:fs'

import { expect, test, type APIRequestContext } from '@playwright/test'

import { DEMO_SUPPORT } from '../../runtime/seed/index'
import { E2E_ADMIN } from './credentials'
import { adminLogin, realtorBySlug } from './helpers'

test.use({ locale: 'ko-KR' })

async function exportJson(request: APIRequestContext, id: number) {
  const { token } = await (await request.post('/api/users/login', { data: E2E_ADMIN })).json()
  const response = await request.get(`/api/realtors/${id}/export`, { headers: { Authorization: `JWT ${token}` } })
  return (await response.json()) as Record<string, unknown>
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`${viewport.width} px: the import preview comes into view with the keyboard on its heading`, async ({ page, request }, testInfo) => {
    test.setTimeout(60_000)
    const park = await realtorBySlug(request, 'park')
    const file = testInfo.outputPath('park.json')
    fs.writeFileSync(file, JSON.stringify({ ...(await exportJson(request, park.id)), aboutMeEn: `Preview only ${Date.now()}` }))

    await page.setViewportSize(viewport)
    await adminLogin(page, DEMO_SUPPORT)
    await page.goto(`/admin/collections/realtors/${park.id}`)
    await page.getByLabel('JSON 가져오기').setInputFiles(file)

    const preview = page.getByRole('group', { name: '바뀌는 항목' })
    const heading = preview.getByRole('heading', { name: '바뀌는 항목' })
    await expect(heading).toBeFocused()
    await expect(heading).toBeInViewport({ ratio: 1 })
    await expect(preview.locator('tr[data-key="aboutMeEn"]')).toBeInViewport()

    // Nothing is applied until support chooses to: cancel leaves park as it was.
    await preview.getByRole('button', { name: '취소' }).click()
    await expect(preview).toHaveCount(0)
  })
}
