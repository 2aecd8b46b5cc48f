/**
 * The realtor editor on a phone opens on the fields even when the live preview was last open (on a
 * computer: Payload keeps that toggle in the user's preferences); the preview stays one tap away.
 * At a desk the remembered preview still opens beside the fields.
 */
import { expect, test, type APIRequestContext } from '@playwright/test'

import { DEMO_AGENT } from '../../runtime/seed/index'
import { adminLogin, openProfileTab, realtorBySlug } from './helpers'

test.use({ locale: 'ko-KR' })

/** What Payload stores when the editor toggles the preview (`collection-realtors` preference). */
async function rememberPreview(request: APIRequestContext, editViewType: 'live-preview' | 'default') {
  const { token } = await (await request.post('/api/users/login', { data: DEMO_AGENT })).json()
  const response = await request.post('/api/payload-preferences/collection-realtors', {
    headers: { Authorization: `JWT ${token}` },
    data: { value: { editViewType } },
  })
  expect(response.status(), await response.text()).toBeLessThan(300)
}

test.afterEach(async ({ request }) => {
  // Other tests open the preview with one click: leave it closed as Payload's default.
  await rememberPreview(request, 'default')
})

test('phone: the editor opens on the fields although the preview was last open, and the preview still opens', async ({ page, request }) => {
  test.setTimeout(60_000)
  const kim = await realtorBySlug(request, 'kim')
  await rememberPreview(request, 'live-preview')
  await page.setViewportSize({ width: 390, height: 844 })
  await adminLogin(page, DEMO_AGENT)
  await page.goto(`/admin/collections/realtors/${kim.id}`)

  await openProfileTab(page)
  await expect(page.locator('#field-displayName')).toBeInViewport()
  await expect(page.locator('iframe#live-preview-iframe')).not.toBeVisible()

  await page.locator('#live-preview-toggler').click()
  await expect(page.frameLocator('iframe#live-preview-iframe').getByTestId('agent-page')).toBeVisible({ timeout: 30_000 })
})

test('desktop: the remembered preview opens beside the fields', async ({ page, request }) => {
  test.setTimeout(60_000)
  const kim = await realtorBySlug(request, 'kim')
  await rememberPreview(request, 'live-preview')
  await page.setViewportSize({ width: 1280, height: 800 })
  await adminLogin(page, DEMO_AGENT)
  await page.goto(`/admin/collections/realtors/${kim.id}`)

  await expect(page.frameLocator('iframe#live-preview-iframe').getByTestId('agent-page')).toBeVisible({ timeout: 30_000 })
  await openProfileTab(page)
  await expect(page.locator('#field-displayName')).toBeInViewport()
})
