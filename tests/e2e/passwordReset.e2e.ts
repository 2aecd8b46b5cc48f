/**
 * A locked-out user resets their password by e-mail: the admin's "forgot
 * password" form, the e-mail as the SMTP server received it (tests/harness/runners/e2e.ts
 * runs an npm smtp-server stand-in), its link, a new password, a sign-in.
 */
import { expect, test, type APIRequestContext } from '@playwright/test'

import { E2E_ADMIN } from './credentials'
import { adminLogin } from './helpers'

type Mail = { rcpt: string[]; subject: string; text: string; html: string }

async function mailsTo(request: APIRequestContext, address: string): Promise<Mail[]> {
  const response = await request.get(process.env.E2E_MAILBOX_URL!)
  return ((await response.json()) as Mail[]).filter((mail) => mail.rcpt.includes(address))
}

test.use({ locale: 'en-US' })

test('the reset e-mail carries a link on the public origin that sets a new password', async ({ page, request, baseURL }) => {
  const email = `reset-${Date.now()}@example.com`
  const login = await request.post('/api/users/login', { data: E2E_ADMIN })
  const { token } = await login.json()
  const created = await request.post('/api/users', {
    headers: { Authorization: `JWT ${token}` },
    data: { email, password: 'old-password-for-e2e-1', roles: ['agent'], language: 'en' },
  })
  expect(created.status()).toBe(201)

  await page.goto('/admin/forgot')
  await page.locator('#field-email').fill(email)
  await page.locator('button[type="submit"]').click()

  await expect.poll(async () => (await mailsTo(request, email)).length, { timeout: 15_000 }).toBe(1)
  const [mail] = await mailsTo(request, email)
  expect(mail.subject).toBe('Reset your password')
  const link = /href="([^"]+\/admin\/reset\/[^"]+)"/.exec(mail.html)?.[1]
  expect(link).toBeDefined()
  expect(new URL(link!).origin).toBe(new URL(baseURL!).origin)

  await page.context().clearCookies()
  await page.goto(link!)
  // A click before the admin has hydrated sends nothing: click again until the form has sent the new password.
  await expect(async () => {
    await page.locator('#field-password').fill('New-e2e-passw0rd-2')
    await page.locator('#field-confirm-password').fill('New-e2e-passw0rd-2')
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/users/reset-password') && r.method() === 'POST', { timeout: 2_000 })
    await page.locator('button[type="submit"]').click()
    await sent
  }).toPass({ timeout: 20_000 })
  await expect(page).not.toHaveURL(/\/reset\//)

  // Signed out, the new password opens the admin; the old one no longer does.
  await page.context().clearCookies()
  const old = await request.post('/api/users/login', { data: { email, password: 'old-password-for-e2e-1' } })
  expect(old.status()).toBe(401)
  await adminLogin(page, { email, password: 'New-e2e-passw0rd-2' })
  await expect(page.getByTestId('new-contacts')).toContainText('0 new contacts')
})
