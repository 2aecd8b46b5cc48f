/**
 * The realtor edit view opens without React's hydration error (#418: the server's HTML differed from the
 * browser's first render), and on a phone the menu entries and tabs are at least 44 px tall, the size a
 * finger hits reliably.
 */
import { expect, test, type Page } from '@playwright/test'

import { DEMO_AGENT } from '../../runtime/seed/index'
import { adminLogin, openProfileTab, realtorBySlug } from './helpers'

test.use({ locale: 'ko-KR' })

async function openKim(page: Page, id: number) {
  await page.goto(`/admin/collections/realtors/${id}?locale=ko`)
  // Payload reopens the tab last used; enabled fields mean the form has hydrated and loaded its state.
  await openProfileTab(page)
}

/** Heights of the visible elements matching `selector`. */
const heights = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) =>
    elements
      .map((e) => e.getBoundingClientRect())
      .filter((r) => r.width > 0 && r.height > 0)
      .map((r) => Math.round(r.height)),
  )

for (const width of [390, 1280] as const) {
  test(`the realtor edit view hydrates without a mismatch (${width} px)`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 })
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    const kim = await realtorBySlug(request, 'kim')
    await adminLogin(page, DEMO_AGENT)
    await openKim(page, kim.id)
    // kim has an own domain: its link is the part that used to differ between server and browser.
    await expect(page.getByText('내 도메인에서 보기: kim.localhost')).toBeVisible()
    expect(errors.filter((e) => /#418|#423|#425|hydrat/i.test(e))).toEqual([])
  })
}

test('on a phone, menu entries and tabs are at least 44 px tall (390 px)', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const kim = await realtorBySlug(request, 'kim')
  await adminLogin(page, DEMO_AGENT)
  await openKim(page, kim.id)
  const tabs = await heights(page, '.tabs-field__tab-button')
  const documentTabs = await heights(page, '.doc-tab')
  // Taller tabs, not more of them: the staff-only tab stays hidden from the agent.
  await expect(page.getByRole('button', { name: '고급 (직원용)' })).toBeHidden()
  expect(tabs.length).toBeGreaterThan(2)
  expect(documentTabs.length).toBeGreaterThan(1)
  for (const height of [...tabs, ...documentTabs]) expect(height).toBeGreaterThanOrEqual(44)

  await page.locator('.nav-toggler:visible').first().click()
  await expect(page.locator('.nav__link').first()).toBeVisible()
  const menu = await heights(page, '.nav__link, .nav-group__toggle')
  expect(menu.length).toBeGreaterThan(3)
  for (const height of menu) expect(height).toBeGreaterThanOrEqual(44)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
})

test('on a desktop the same menu and tabs keep their size and nothing scrolls sideways (1280 px)', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  const kim = await realtorBySlug(request, 'kim')
  await adminLogin(page, DEMO_AGENT)
  await openKim(page, kim.id)
  const tabs = await heights(page, '.tabs-field__tab-button')
  expect(tabs.length).toBeGreaterThan(2)
  // Pointer targets on a desktop: every tab at least as tall as its text line, none taller than a phone's.
  for (const height of tabs) expect(height).toBeGreaterThanOrEqual(24)
  await expect(page.locator('.nav__link').first()).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280)
})
