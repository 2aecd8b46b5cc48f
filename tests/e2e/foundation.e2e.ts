import { expect, test } from '@playwright/test'

import { E2E_ADMIN } from './credentials'

test('the admin login page renders its sign-in form', async ({ page }) => {
  const response = await page.goto('/admin/login')
  expect(response?.status()).toBe(200)
  await expect(page.getByLabel(/email|이메일/i)).toBeVisible()
  await expect(page.getByLabel(/password|비밀번호/i)).toBeVisible()
})

test('an admin signs in through the REST API and gets their account back', async ({ request }) => {
  const login = await request.post('/api/users/login', { data: E2E_ADMIN })
  expect(login.status()).toBe(200)
  const { token } = await login.json()
  const me = await request.get('/api/users/me', { headers: { Authorization: `JWT ${token}` } })
  expect((await me.json()).user.email).toBe(E2E_ADMIN.email)
})

test('a missing page answers 404', async ({ page }) => {
  const response = await page.goto('/this/page/does-not-exist')
  expect(response?.status()).toBe(404)
})

test('the home page serves the landing page', async ({ page }) => {
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('banner')).toContainText('Built for Realtors')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('나만의 부동산 홈페이지를 가지세요')
})
