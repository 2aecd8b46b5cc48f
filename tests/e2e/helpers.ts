import { expect, type APIRequestContext, type Page } from '@playwright/test'

import { E2E_ADMIN } from './credentials'

/** Signs in through the Payload admin's own login form. */
export async function adminLogin(page: Page, credentials: { email: string; password: string }) {
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(credentials.email)
  await page.locator('#field-password').fill(credentials.password)
  await page.locator('button[type="submit"]').click()
  await expect(page).not.toHaveURL(/\/admin\/login/)
}

/** A realtor as the admin sees it through the REST API. */
export async function realtorBySlug(request: APIRequestContext, desiredUrl: string, locale = 'ko') {
  const login = await request.post('/api/users/login', { data: E2E_ADMIN })
  const { token } = await login.json()
  const response = await request.get(`/api/realtors?where[desiredUrl][equals]=${desiredUrl}&locale=${locale}&depth=0`, {
    headers: { Authorization: `JWT ${token}` },
  })
  const { docs } = await response.json()
  return docs[0] as { id: number; aboutMe?: string; displayName: string }
}

/** Waits until React has hydrated the page: before that, clicks and keys reach no handler. */
export async function hydrated(page: Page) {
  await expect(page.locator('html[data-version-watch]')).toHaveCount(1)
}

/**
 * Shows the realtor edit view's profile tab: Payload reopens the tab the user last used, and a
 * click before hydration does nothing, so it is retried until the profile's first field shows.
 */
export async function openProfileTab(page: Page, profileTab = '프로필') {
  await expect(async () => {
    await page.getByRole('button', { name: profileTab, exact: true }).click()
    await expect(page.locator('#field-displayName')).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 15_000 })
  // Fields stay disabled until the form state has loaded.
  await expect(page.locator('#field-displayName')).toBeEnabled()
}

/**
 * Opens or closes the realtor edit view's live preview, whatever it was. Payload remembers the choice
 * per user (`collection-realtors` preference, saved by a request of its own after the click): this
 * waits until it is stored, so the next test, which signs in as the same person, finds it as left here.
 */
export async function setLivePreview(page: Page, open: boolean) {
  const sizes = page.locator('.live-preview-toolbar-controls__breakpoint')
  await expect(async () => {
    if ((await sizes.isVisible()) !== open) await page.locator('#live-preview-toggler').click()
    await expect(sizes).toBeVisible({ visible: open, timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
  await expect
    .poll(async () => {
      const response = await page.request.get('/api/payload-preferences/collection-realtors', {
        headers: { 'Sec-Fetch-Site': 'same-origin' },
      })
      const stored = response.ok() ? ((await response.json()) as { value?: { editViewType?: string } }).value?.editViewType : undefined
      return (stored ?? 'default') === 'live-preview'
    })
    .toBe(open)
  return sizes
}

/** The contacts stored for a visitor's e-mail address, as staff read them through the REST API. */
export async function storedContacts(request: APIRequestContext, email: string): Promise<Record<string, unknown>[]> {
  const { token } = await (await request.post('/api/users/login', { data: E2E_ADMIN })).json()
  const response = await request.get(`/api/contacts?where[email][equals]=${encodeURIComponent(email)}&depth=0`, {
    headers: { Authorization: `JWT ${token}` },
  })
  return (await response.json()).docs
}
