/** Staff's inbox in the admin: the count of new contacts and leads on the dashboard, and the CSV download. */
import { expect, test } from '@playwright/test'

import { DEMO_SUPPORT } from '../../runtime/seed/index'
import { adminLogin } from './helpers'

test.use({ locale: 'en-US' })

test('support sees the new counts on the dashboard and downloads the leads as CSV', async ({ page }) => {
  await adminLogin(page, DEMO_SUPPORT)
  await page.goto('/admin')
  const counts = page.getByTestId('new-contacts')
  await expect(counts).toContainText(/\d+ new contacts?/)
  await expect(counts).toContainText(/\d+ new homepage requests?/)

  await page.goto('/admin/collections/leads')
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Export CSV' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^leads-\d{8}\.csv$/)
})
