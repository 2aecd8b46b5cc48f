/**
 * First-party visitor numbers as a visitor's browser makes them: the beacon loads on a cached page and
 * on the streamed homes search (each under its own Content-Security-Policy), sends the page views and
 * the search (the contact is counted by the server), and leaves no cookie or stored id behind; a browser with Global Privacy
 * Control sends nothing.
 */
import { expect, test, type Page } from '@playwright/test'

import { DEMO_AGENT } from '../../runtime/seed/index'
import { adminLogin, hydrated } from './helpers'

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

test('a visit and a homes search on /kim leave as beacons, the contact is left to the server, and nothing is stored in the browser', async ({
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
  // The contact is counted by the server when it is stored (the dashboard test below sees it), never by a beacon.
  expect(events().filter((event) => event.kind === 'contact')).toEqual([])

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

for (const { device, viewport } of [
  { device: 'phone', viewport: { width: 390, height: 844 } },
  { device: 'desktop', viewport: { width: 1280, height: 900 } },
] as const) {
  test(`a visit, a homes search and a contact on /kim appear in kim's numbers, in Korean on a ${device}`, async ({ browser }) => {
    const agent = await browser.newContext({ viewport, locale: 'ko-KR', userAgent: CHROME })
    const admin = await agent.newPage()
    await adminLogin(admin, DEMO_AGENT)
    const total = async (metric: string) => {
      const text = (await admin.getByTestId(`total-${metric}`).locator('dd').first().textContent()) ?? ''
      return Number(text.replace(/[^\d]/g, ''))
    }
    await admin.goto('/admin/numbers')
    await expect(admin.getByTestId('visitor-numbers')).toBeVisible()
    const before = {
      visitors: await total('visitors'),
      pageViews: await total('pageViews'),
      searches: await total('searches'),
      contacts: await total('contacts'),
    }

    // A visitor of their own: a browser this test alone uses (the visitor is a hash of address and browser).
    const visitorAgent = CHROME.replace('Chrome/142.0.0.0', `Chrome/142.0.${Date.now() % 100_000}.${viewport.width}`)
    const visitor = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      userAgent: visitorAgent,
    })
    const page = await visitor.newPage()
    // A visitor who reads each page for a moment: its beacon leaves before the next page is opened.
    const beaconAnswered = () =>
      page.waitForResponse((response) => response.url().endsWith('/api/analytics/events') && response.status() === 204)
    for (const path of ['/kim', '/kim/homes?city=Irvine', '/en/kim']) {
      const answered = beaconAnswered()
      await page.goto(path)
      await hydrated(page)
      await answered
    }
    await page.locator('#contact').scrollIntoViewIfNeeded()
    const form = page.locator('.contact-form')
    await form.getByLabel('Last name').fill('Numbers')
    await form.getByLabel('First name').fill('Dashboard')
    await form.getByLabel('E-mail').fill(`numbers-${viewport.width}@example.com`)
    await form.getByLabel('Phone', { exact: true }).fill('949-555-0143')
    await form.getByLabel('Message').fill('Please count me once.')
    await form.getByRole('button', { name: 'Send' }).click()
    await expect(form.getByRole('alert')).toContainText('Thank you')
    await visitor.close()

    // Today's figures are counted live: the agent sees them on the next load, without waiting for a rollup.
    const least = {
      visitors: before.visitors + 1,
      pageViews: before.pageViews + 3,
      searches: before.searches + 1,
      contacts: before.contacts + 1,
    }
    await expect
      .poll(
        async () => {
          await admin.reload()
          const now = {
            visitors: await total('visitors'),
            pageViews: await total('pageViews'),
            searches: await total('searches'),
            contacts: await total('contacts'),
          }
          // Each figure's shortfall from what this visit added (other tests may add more, never less).
          return Object.fromEntries(
            Object.entries(least).map(([metric, floor]) => [metric, Math.max(0, floor - now[metric as keyof typeof now])]),
          )
        },
        { timeout: 20_000 },
      )
      .toEqual({ visitors: 0, pageViews: 0, searches: 0, contacts: 0 })
    await expect(admin.getByRole('heading', { level: 1 })).toContainText('방문')
    await expect(admin.getByTestId('top-pages')).toContainText('/homes')
    await expect(admin.getByTestId('trend-visitors').locator('svg')).toBeVisible()
    // Nothing wider than the screen.
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
    if (process.env.SCREENSHOTS_DIR)
      await admin.screenshot({ path: `${process.env.SCREENSHOTS_DIR}/visitor-numbers-ko-${viewport.width}.png`, fullPage: true })
    await agent.close()
  })
}
