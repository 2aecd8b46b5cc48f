/**
 * First-party visitor numbers as a visitor's browser makes them: the beacon loads on a cached page and
 * on the streamed homes search (each under its own Content-Security-Policy), sends the page view, the
 * search and the contact, and leaves no cookie or stored id behind; a browser with Global Privacy
 * Control sends nothing.
 */
import { expect, test, type Page } from '@playwright/test'

import { hydrated } from './helpers'

// Headless Chromium names itself HeadlessChrome, which is counted as a robot: this is a person's browser.
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36'
type Sent = { site: number | null; events: { kind: string; page?: string; path?: string; locale?: string; listing?: string }[] }

test.use({ userAgent: CHROME, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

async function beacons(page: Page) {
  const sent: Sent[] = []
  const refused: string[] = []
  // Read on the way (a beacon's body is not in the request event), then sent on to the server unchanged.
  await page.route('**/api/analytics/events', async (route) => {
    sent.push(JSON.parse(route.request().postDataBuffer()?.toString('utf8') || '{"events":[]}'))
    await route.continue()
  })
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) refused.push(message.text())
  })
  const events = () => sent.flatMap((beacon) => beacon.events.map((event) => ({ site: beacon.site, ...event })))
  return { sent, refused, events }
}

test('a visit, a homes search and a contact on /kim leave as beacons, with no cookie or stored id of their own', async ({
  page,
  context,
}) => {
  const { refused, events } = await beacons(page)
  await page.goto('/en/kim')
  await hydrated(page)
  await expect
    .poll(() => events().filter((event) => event.kind === 'page_view'))
    .toEqual([expect.objectContaining({ kind: 'page_view', page: 'home', path: '/', locale: 'en', site: expect.any(Number) })])
  const kim = events()[0]!.site

  // The homes search is streamed with a per-request nonce: the beacon comes in through the page's own script.
  await page.goto('/en/kim/homes?city=Irvine')
  await hydrated(page)
  await expect.poll(() => events().map((event) => event.kind)).toEqual(['page_view', 'page_view', 'search'])
  expect(events()[1]).toMatchObject({ page: 'homes', path: '/homes', site: kim })

  await page.goto('/en/kim')
  await hydrated(page)
  await page.locator('#contact').scrollIntoViewIfNeeded()
  const form = page.locator('.contact-form')
  await form.getByLabel('Last name').fill('Visitor')
  await form.getByLabel('First name').fill('Numbers')
  await form.getByLabel('E-mail').fill('visitor-numbers@example.com')
  await form.getByLabel('Phone', { exact: true }).fill('949-555-0142')
  await form.getByLabel('Message').fill('Counted, not followed.')
  await form.getByRole('button', { name: 'Send' }).click()
  await expect(form.getByRole('alert')).toContainText('Thank you')
  await expect
    .poll(() => events().filter((event) => event.kind === 'contact'))
    .toEqual([expect.objectContaining({ site: kim, locale: 'en' })])

  expect(refused).toEqual([])
  // The only cookie is the language the visitor's first page set; nothing of the beacon's in storage.
  expect((await context.cookies()).map((cookie) => cookie.name)).toEqual(['i18n_redirected'])
  expect(await page.evaluate(() => Object.keys(localStorage).concat(Object.keys(sessionStorage)))).toEqual([])
})

test('a browser with Global Privacy Control sends nothing and loads no beacon', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(navigator, 'globalPrivacyControl', { value: true }))
  const { sent } = await beacons(page)
  await page.goto('/en/kim')
  await hydrated(page)
  // The page's own script decides before anything is loaded: no beacon script, so nothing can be sent.
  await expect(page.locator('script[src="/analytics/beacon.js"]')).toHaveCount(0)
  await page.goto('/en/kim/homes')
  await hydrated(page)
  await expect(page.locator('script[src="/analytics/beacon.js"]')).toHaveCount(0)
  expect(sent).toEqual([])
})

test('the production server answers a beacon before Next: 204 and no cookie, a clear 400 or 413 for what is not one', async ({
  request,
}) => {
  const send = (data: string) =>
    request.post('/api/analytics/events', { data, headers: { 'Content-Type': 'text/plain', 'User-Agent': CHROME } })
  const counted = await send(JSON.stringify({ site: null, events: [{ kind: 'page_view', page: 'landing', path: '/', locale: 'ko' }] }))
  expect(counted.status()).toBe(204)
  expect(counted.headers()['set-cookie']).toBeUndefined()
  const wrong = await send('{"site": null, "events": []}')
  expect(wrong.status()).toBe(400)
  expect((await wrong.json()).errors[0].message).toMatch(/events/)
  const large = await send(JSON.stringify({ site: null, events: [{ kind: 'page_view', path: `/${'x'.repeat(9000)}` }] }))
  expect(large.status()).toBe(413)
  expect((await large.json()).errors[0].message).toMatch(/8192 bytes/)
})
