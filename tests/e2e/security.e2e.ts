/**
 * Security headers on public pages, the admin and the API; the CSP enforced
 * (a script without the nonce does not run) yet nothing of ours is blocked; and
 * personal data in the admin only for the roles allowed.
 */
import { expect, test, type Page } from '@playwright/test'

import { DEMO_AGENT, DEMO_SUPPORT } from '../../scripts/seed/index'
import { adminLogin, hydrated } from './helpers'

test.use({ locale: 'ko-KR' })

const COMMON = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': expect.stringContaining('camera=()'),
  'strict-transport-security': expect.stringMatching(/max-age=\d{7,}/),
}

/** Collects CSP violations the page reports, from before its first script. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __cspViolations: string[] }).__cspViolations = seen
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`))
  })
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)
}

test.describe('headers', () => {
  for (const path of ['/', '/en', '/kim', '/ja-JP/kim/terms', '/no-such-agent-here']) {
    test(`public page ${path}`, async ({ request }) => {
      const response = await request.get(path)
      const headers = response.headers()
      expect(headers).toMatchObject({ ...COMMON, 'x-frame-options': 'DENY' })
      const policy = headers['content-security-policy']
      expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/)
      expect(policy).toContain("frame-ancestors 'none'")
      expect(policy).not.toContain('unsafe-eval')
    })
  }

  test("an agent's own domain gets them too", async ({ request, baseURL }) => {
    const response = await request.get('/', { headers: { Host: new URL(baseURL!).host.replace('localhost', 'kim.localhost') } })
    expect(response.status()).toBe(200)
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
  })

  test('each response has its own nonce, and our inline script carries it', async ({ request }) => {
    const first = await request.get('/')
    const second = await request.get('/')
    const nonceOf = (policy: string) => /'nonce-([^']+)'/.exec(policy)![1]
    const nonce = nonceOf(first.headers()['content-security-policy'])
    expect(nonce).not.toBe(nonceOf(second.headers()['content-security-policy']))
    const html = await first.text()
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((match) => match[1])
    expect(inlineScripts.length).toBeGreaterThan(0)
    for (const attributes of inlineScripts.filter((a) => !a.includes('application/ld+json'))) {
      expect(attributes).toContain(`nonce="${nonce}"`)
    }
  })

  test('the admin', async ({ request }) => {
    const response = await request.get('/admin/login')
    expect(response.status()).toBe(200)
    const headers = response.headers()
    expect(headers).toMatchObject({ ...COMMON, 'x-frame-options': 'SAMEORIGIN' })
    expect(headers['content-security-policy']).toMatch(/'nonce-[^']+' 'strict-dynamic'/)
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'")
  })

  test('API responses: nothing may run or frame them', async ({ request }) => {
    for (const path of ['/api/build', '/api/realtors?limit=1']) {
      const headers = (await request.get(path)).headers()
      expect(headers).toMatchObject({ ...COMMON, 'x-frame-options': 'DENY' })
      expect(headers['content-security-policy']).toContain("default-src 'none'")
    }
  })
})

test.describe('the policy in a browser', () => {
  test('blocks script smuggled in as markup (an inline event handler), and reports it', async ({ page }) => {
    const violations = await watchViolations(page)
    await page.goto('/')
    await hydrated(page)
    // What an HTML-injection bug would let through: markup with an inline handler.
    await page.evaluate(() => {
      const holder = document.createElement('div')
      holder.innerHTML = '<img src="/favicon.ico" onload="window.__injected = true" onerror="window.__injected = true">'
      document.body.appendChild(holder)
    })
    await expect.poll(async () => (await violations()).length).toBeGreaterThan(0)
    expect(await violations()).toEqual(expect.arrayContaining([expect.stringMatching(/^script-src(-attr)? inline/)]))
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected ?? false)).toBe(false)
  })

  test('lets the landing page, its lead panel and an agent page work without a violation', async ({ page }) => {
    const violations = await watchViolations(page)
    await page.goto('/')
    await hydrated(page)
    await page.getByRole('button', { name: '홈페이지 신청하기' }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    expect(await violations()).toEqual([])

    await page.goto('/kim')
    await hydrated(page)
    expect(await violations()).toEqual([])
  })

  test('lets the admin sign in and open a realtor without a violation', async ({ page }) => {
    const violations = await watchViolations(page)
    await adminLogin(page, DEMO_SUPPORT)
    await page.goto('/admin/collections/realtors')
    await expect(page.locator('table')).toBeVisible()
    await page.locator('table tbody tr a').first().click()
    await expect(page.locator('#field-desiredUrl')).toBeVisible()
    expect(await violations()).toEqual([])
  })
})

test('a lead shows in the admin for support, never for an agent', async ({ browser, request }) => {
  const name = `보안테스트 ${Date.now()}`
  const submitted = await request.post('/api/send-to-slack', {
    headers: { 'X-Forwarded-For': `192.0.2.${Date.now() % 250}` },
    data: { name, area: 'Irvine', phoneCountryCode: 'KR', phone: '010-1234-5678', hasSite: false, agreePrivacy: true, agreeContact: true },
  })
  expect(submitted.status()).toBe(201)

  const support = await browser.newPage()
  await adminLogin(support, DEMO_SUPPORT)
  await support.goto('/admin/collections/leads')
  await expect(support.getByText(name)).toBeVisible()

  const agent = await browser.newPage()
  await adminLogin(agent, DEMO_AGENT)
  await expect(agent.locator('nav').getByText(/^Leads$|^리드$/)).toHaveCount(0)
  await agent.goto('/admin/collections/leads')
  await expect(agent.locator('body')).not.toContainText(name)
  await support.close()
  await agent.close()
})
