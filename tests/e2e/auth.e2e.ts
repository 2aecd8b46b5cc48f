import { expect, test } from '@playwright/test'
import { hydrated } from './helpers'

import { DEMO_AGENT } from '../../runtime/seed/index'

test.use({ locale: 'en-US' })

test('a login-required page sends the visitor to login and back, then logout', async ({ page }) => {
  await page.goto('/en/process')
  await hydrated(page)
  await expect(page).toHaveURL(/\/en\/login\?next=%2Fen%2Fprocess$/)

  await page.getByLabel('E-mail').fill(DEMO_AGENT.email)
  await page.getByLabel('Password').fill('wrong-password')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'incorrect' })).toBeVisible()

  await page.getByLabel('Password').fill(DEMO_AGENT.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/en\/process$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How it works')

  const bar = page.getByRole('region', { name: 'Admin' })
  await expect(bar).toContainText(DEMO_AGENT.email)
  await bar.getByRole('button', { name: 'Log out' }).click()
  await expect(bar).toBeHidden()
  await page.goto('/en/process')
  await hydrated(page)
  await expect(page).toHaveURL(/\/en\/login/)
})

test('the return path must stay on this site', async ({ page }) => {
  await page.goto('/en/login?next=//evil.example.com/')
  await hydrated(page)
  await page.getByLabel('E-mail').fill(DEMO_AGENT.email)
  await page.getByLabel('Password').fill(DEMO_AGENT.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  // No usable return path: /login/redirect sends the agent to their own homepage.
  await expect(page).toHaveURL(/\/en\/kim$/)
})

test('/{desiredUrl}/admin opens that realtor in the admin after login', async ({ page }) => {
  await page.goto('/en/kim/admin')
  await hydrated(page)
  await expect(page).toHaveURL(/\/en\/kim\/login\?next=%2Fen%2Fkim%2Fadmin$/)
  await page.locator('input[name="email"]').fill(DEMO_AGENT.email)
  await page.locator('input[name="password"]').fill(DEMO_AGENT.password)
  await page.locator('button[type="submit"]').click()
  // Through the login redirect to the admin, whose first load is slow on a busy 2-core machine.
  await expect(page).toHaveURL(/\/admin\/collections\/realtors\/\d+/, { timeout: 20_000 })
})
