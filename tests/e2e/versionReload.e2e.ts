import { expect, test, type Page } from '@playwright/test'

const markWindow = (page: Page) => page.evaluate(() => ((window as unknown as { marker: number }).marker = 1))
const marker = (page: Page) => page.evaluate(() => (window as unknown as { marker?: number }).marker)

const watcherReady = (page: Page) => expect(page.locator('html[data-version-watch]')).toHaveCount(1)

test('a new deployment turns the next navigation into a full reload', async ({ page }) => {
  await page.goto('/terms')
  await watcherReady(page)
  await markWindow(page)
  // Same build: in-app navigation keeps the page alive.
  await page.getByRole('link', { name: 'Built for Realtors' }).click()
  await expect(page).toHaveURL(/\/$/)
  expect(await marker(page)).toBe(1)

  await page.route('**/api/build', (route) => route.fulfill({ json: { buildId: 'a-newer-build' } }))
  const polled = page.waitForResponse('**/api/build')
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
  await polled
  await page.goto('/terms')
  await watcherReady(page)
  await markWindow(page)
  // Listen before the poll starts: a fulfilled route can answer before a later listener exists.
  const polledAgain = page.waitForResponse('**/api/build')
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
  await polledAgain
  await page.getByRole('link', { name: 'Built for Realtors' }).click()
  await expect(page).toHaveURL(/\/$/)
  expect(await marker(page)).toBeUndefined()
})

test('a failed page chunk reloads once, not again within 10 seconds', async ({ page }) => {
  await page.goto('/terms')
  const documents: string[] = []
  page.on('request', (request) => request.resourceType() === 'document' && documents.push(request.url()))
  const failChunk = () =>
    page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const script = document.createElement('script')
          script.src = `/_next/static/chunks/missing-${Math.random().toString(36).slice(2)}.js`
          script.onerror = () => resolve()
          document.head.appendChild(script)
        }),
    )

  await Promise.all([page.waitForEvent('load'), failChunk().catch(() => {})])
  expect(documents).toHaveLength(1)
  await markWindow(page)

  await failChunk()
  await page.evaluate(() => fetch('/api/build').then((r) => r.text()))
  expect(documents).toHaveLength(1)
  expect(await marker(page)).toBe(1)
})
