import fs from 'node:fs'

import { expect, test, type Page } from '@playwright/test'

import { DEMO_AGENT } from '../../runtime/seed/index'
import { adminLogin, openProfileTab, realtorBySlug, setLivePreview } from './helpers'

test.use({ locale: 'ko-KR' })

const SHOTS = 'test-results/drafts'
// As the admin's own fetches: Payload takes the session cookie only with Sec-Fetch-Site (or Origin).
const SAME_ORIGIN = { headers: { 'Sec-Fetch-Site': 'same-origin' } }

/** The agent page as a visitor sees it, polled until it holds `text` or `deadlineMs` passes. */
async function publicShows(page: Page, text: string, deadlineMs: number): Promise<number> {
  const start = Date.now()
  await expect(async () => {
    await page.goto('/kim')
    await expect(page.getByTestId('agent-page')).toContainText(text, { timeout: 200 })
  }).toPass({ timeout: deadlineMs, intervals: [0] })
  return Date.now() - start
}

test('an agent previews a draft at phone width, publishes it, restores the previous version, and is refused an incomplete page', async ({
  page,
  browser,
  request,
}) => {
  // Admin page loads, autosaves and a restore on a busy 2-core machine.
  test.setTimeout(240_000)
  fs.mkdirSync(SHOTS, { recursive: true })
  const own = await realtorBySlug(request, 'kim')
  const before = own.aboutMe as string
  const edited = `미리보기에서 먼저 보는 소개 ${Date.now()}`
  const visitor = await (await browser.newContext()).newPage()

  await page.setViewportSize({ width: 1440, height: 900 })
  await adminLogin(page, DEMO_AGENT)
  await page.goto(`/admin/collections/realtors/${own.id}?locale=ko`)
  await openProfileTab(page)
  // Payload reopens the preview if this person left it open: opened whatever it was, not toggled.
  await setLivePreview(page, true)
  const frame = page.frameLocator('iframe#live-preview-iframe')
  await expect(frame.getByTestId('agent-page')).toBeVisible({ timeout: 30_000 })
  await page.locator('.live-preview-toolbar-controls__breakpoint').getByRole('button').first().click()
  await page.getByRole('button', { name: '390 px' }).click()

  await page.locator('#field-aboutMe').fill(edited)
  // Autosave writes the draft; the preview draws it after the save.
  await expect(frame.getByTestId('agent-page')).toContainText(edited, { timeout: 30_000 })
  expect(await frame.locator('body').evaluate(() => window.innerWidth)).toBe(390)
  await page.screenshot({ path: `${SHOTS}/live-preview-ko-390.png` })
  await visitor.goto('/kim')
  await expect(visitor.getByTestId('agent-page')).not.toContainText(edited)

  const published = page.waitForResponse(
    (r) =>
      r.url().includes(`/api/realtors/${own.id}`) &&
      r.request().method() === 'PATCH' &&
      r.status() === 200 &&
      !r.url().includes('autosave=true'),
  )
  await page.locator('#action-save').click()
  await published
  // The very first request after the publish answers the new text, within 1 s (the HTML: the
  // browser's own loading of pictures and scripts on a shared 2-core machine is not the point).
  const publishedAt = Date.now()
  const html = await (await visitor.request.get('/kim')).text()
  const took = Date.now() - publishedAt
  console.log(`[drafts] published about-me on the public page after ${took} ms`)
  expect(html).toContain(edited)
  expect(took).toBeLessThan(1000)
  await visitor.goto('/kim')
  await expect(visitor.getByTestId('agent-page')).toContainText(edited)

  // History: the previous published version, side by side with the current one, restored.
  const versions = await page.request.get(
    `/api/realtors/versions?where[parent][equals]=${own.id}&where[version._status][equals]=published&sort=-updatedAt&limit=2&locale=ko&depth=0`,
    SAME_ORIGIN,
  )
  expect(versions.status()).toBe(200)
  const [latest, previous] = ((await versions.json()) as { docs: { id: number; version: { aboutMe: string } }[] }).docs
  expect(latest.version.aboutMe).toBe(edited)
  expect(previous.version.aboutMe).toBe(before)
  // The version to restore, compared side by side with the one now published, in Korean.
  await page.goto(
    `/admin/collections/realtors/${own.id}/versions/${previous.id}?versionFrom=${latest.id}&localeCodes=${encodeURIComponent('["ko"]')}`,
  )
  await expect(page.getByText(edited).first()).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText(before).first()).toBeVisible()
  await page.screenshot({ path: `${SHOTS}/version-diff-ko.png`, fullPage: true })
  await page.getByRole('button', { name: '이 버전 복원' }).click()
  await page.getByRole('button', { name: '확인' }).click()
  await page.waitForURL(new RegExp(`/admin/collections/realtors/${own.id}(\\?.*)?$`))
  await publicShows(visitor, before.slice(0, 20), 5000)

  // An incomplete page: the reason is shown (the toast), and nothing is published.
  await page.goto(`/admin/collections/realtors/${own.id}?locale=ko`)
  await openProfileTab(page)
  const email = page.locator('#field-email')
  const savedEmail = await email.inputValue()
  const autosaved = page.waitForResponse((r) => r.url().includes('autosave=true') && r.request().method() === 'PATCH')
  await email.fill('')
  await autosaved
  const refused = page.waitForResponse(
    (r) => r.url().includes(`/api/realtors/${own.id}`) && r.request().method() === 'PATCH' && !r.url().includes('autosave=true'),
  )
  await page.locator('#action-save').click()
  const refusal = await refused
  expect(refusal.status()).toBe(400)
  // The answer names the field and the reason, in the editor's language; the admin shows the reason
  // beside the field itself (and in its toast).
  const answer = (await refusal.json()) as { errors: { data?: { errors?: { path: string; message: string }[] } }[] }
  expect(answer.errors[0].data?.errors).toContainEqual({
    path: 'email',
    message: expect.stringContaining('게시하려면 중개인 이메일이 필요합니다'),
  })
  const emailField = page.locator('.field-type', { has: page.locator('#field-email') })
  await expect(emailField.locator('.field-error')).toContainText('게시하려면 중개인 이메일이 필요합니다', { timeout: 20_000 })
  await page.screenshot({ path: `${SHOTS}/publish-refused-ko.png` })
  expect(((await realtorBySlug(request, 'kim')) as { email?: string }).email).toBe(savedEmail)
  // Leave the demo agent as other tests expect it.
  await email.fill(savedEmail)
  await page.locator('#action-save').click()
  await expect
    .poll(async () => (await page.request.get(`/api/realtors/${own.id}?draft=true&depth=0`, SAME_ORIGIN).then((r) => r.json())).email)
    .toBe(savedEmail)
})

test('the preview route: signed-in editors only (an agent only their own), never cached or indexed, framed by the admin only', async ({
  page,
  request,
}) => {
  const own = await realtorBySlug(request, 'kim')
  const other = await realtorBySlug(request, 'park')
  const anonymous = await request.get(`/preview/realtors/${own.id}?locale=ko`)
  expect(anonymous.status()).toBe(404)
  expect(await anonymous.text()).not.toContain(own.aboutMe ?? '')

  await adminLogin(page, DEMO_AGENT)
  // A navigation, as the admin's frame makes it (Payload takes the session cookie only with Sec-Fetch-Site).
  const mine = (await page.goto(`/preview/realtors/${own.id}?locale=en`))!
  expect(mine.status()).toBe(200)
  await expect(page.getByTestId('agent-page')).toBeVisible()
  const headers = mine.headers()
  expect(headers['cache-control']).toMatch(/private/)
  expect(headers['cache-control']).toMatch(/no-store/)
  expect(headers['x-robots-tag']).toMatch(/noindex/)
  expect(headers['x-frame-options']).toBe('SAMEORIGIN')
  expect(headers['content-security-policy']).toContain("frame-ancestors 'self'")
  expect(await mine.text()).toContain('noindex')
  expect((await page.goto(`/preview/realtors/${other.id}?locale=ko`))!.status()).toBe(404)

  const publicPage = await request.get('/kim')
  expect(publicPage.headers()['x-frame-options']).toBe('DENY')
  expect(publicPage.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
})
