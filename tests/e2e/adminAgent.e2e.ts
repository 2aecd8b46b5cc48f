import { expect, test } from '@playwright/test'

import { DEMO_AGENT } from '../../runtime/seed/index'
import { adminLogin, realtorBySlug } from './helpers'

test.use({ locale: 'ko-KR' })

test('an agent edits their own English about-me and cannot open another realtor', async ({ page, request }) => {
  // Eight admin page loads and two saves: past the default 30 s on a busy 2-core machine.
  test.setTimeout(90_000)
  const own = await realtorBySlug(request, 'kim')
  const other = await realtorBySlug(request, 'park')
  const koreanBefore = (await realtorBySlug(request, 'kim', 'ko')).aboutMe
  const englishBefore = (await realtorBySlug(request, 'kim', 'en')).aboutMe

  await adminLogin(page, DEMO_AGENT)
  await page.goto(`/admin/collections/realtors/${own.id}?locale=en`)
  const aboutMe = page.locator('#field-aboutMe')
  await aboutMe.fill('Edited in English by the agent.')
  await page.locator('#action-save').click()
  await expect(page.getByText('성공적으로 수정 되었습니다.')).toBeVisible()

  expect((await realtorBySlug(request, 'kim', 'en')).aboutMe).toBe('Edited in English by the agent.')
  expect((await realtorBySlug(request, 'kim', 'ko')).aboutMe).toBe(koreanBefore)

  await page.goto(`/admin/collections/realtors/${other.id}`)
  await expect(page.locator('#field-aboutMe')).toHaveCount(0)
  await expect(page.getByText(/찾을 수 없|not found/i).first()).toBeVisible()

  // Leave the demo agent as other tests expect it.
  await page.goto(`/admin/collections/realtors/${own.id}?locale=en`)
  await aboutMe.fill(englishBefore ?? '')
  await page.locator('#action-save').click()
  await expect(page.getByText('성공적으로 수정 되었습니다.')).toBeVisible()

  await page.goto('/admin/collections/realtors?locale=ko')
  await expect(page.getByRole('link', { name: own.displayName })).toBeVisible()
  // Sync state is a staff matter: not a column for the agent.
  await expect(page.getByRole('columnheader', { name: /동기화|Sync/ })).toHaveCount(0)
  await expect(page.getByRole('link', { name: other.displayName })).toHaveCount(0)
})
