/**
 * Security headers on public pages, the admin and the API; the CSP enforced (public pages: only
 * inline scripts whose hash the policy names run; the admin: only scripts with the request's nonce)
 * yet nothing of ours is blocked; and personal data in the admin only for the roles allowed.
 */
import { createHash } from 'node:crypto'

import { expect, test, type Page } from '@playwright/test'

import { DEMO_AGENT, DEMO_SUPPORT } from '../../runtime/seed/index'
import { adminLogin, hydrated } from './helpers'

test.use({ locale: 'ko-KR' })

const COMMON = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': expect.stringContaining('camera=()'),
  'strict-transport-security': expect.stringMatching(/max-age=\d{7,}/),
}

const scriptSrcOf = (policy: string) => policy.split('; ').find((directive) => directive.startsWith('script-src '))!
const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

/** The text of each inline script that runs (data blocks such as JSON-LD excluded), as the browser hashes it. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/type="application\/(ld\+)?json"/.test(attributes!))
    .map(([, , text]) => text!)
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
      expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+ https:\/\/www\.googletagmanager\.com/)
      expect(policy).toContain("frame-ancestors 'none'")
      expect(policy).not.toMatch(/unsafe-eval|nonce-|inline-script-hashes/)
      expect(scriptSrcOf(policy)).not.toContain('unsafe-inline')
      // A critical hint would make a first-time visitor's browser ask for the page twice.
      expect(headers['critical-ch']).toBeUndefined()
      expect(headers['accept-ch']).toBeUndefined()
    })
  }

  test("an agent's own domain gets them too", async ({ request, baseURL }) => {
    const response = await request.get('/', { headers: { Host: new URL(baseURL!).host.replace('localhost', 'kim.localhost') } })
    expect(response.status()).toBe(200)
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
  })

  test('a public page: every inline script of the HTML is named by a hash of its policy, and the policy can be cached', async ({
    request,
  }) => {
    for (const path of [
      '/',
      '/en/kim',
      '/ja-JP/kim/terms',
      '/kim/blog',
      '/en/kim/blog/what-1-5m-buys-in-irvine',
      '/ja-JP/kim/reviews',
      '/no-such-agent-here',
    ]) {
      const first = await request.get(path)
      const policy = first.headers()['content-security-policy']
      const allowed = new Set(
        scriptSrcOf(policy)
          .split(' ')
          .filter((source) => source.startsWith("'sha256-")),
      )
      const scripts = inlineScripts(await first.text())
      expect(scripts.length, path).toBeGreaterThan(0)
      for (const text of scripts) expect(allowed.has(sha256Source(text)), `${path}: ${text.slice(0, 80)}`).toBe(true)
      // No per-request value: the same cached version is sent with the same policy.
      expect((await request.get(path)).headers()['content-security-policy']).toBe(policy)
    }
  })

  test('the admin: a new nonce per response', async ({ request }) => {
    const nonceOf = async () => /'nonce-([^']+)'/.exec((await request.get('/admin/login')).headers()['content-security-policy'])![1]
    expect(await nonceOf()).not.toBe(await nonceOf())
  })

  test('the homes search (rendered per request, streamed): a new nonce per response, and React completes its results with nothing blocked', async ({
    page,
    request,
  }) => {
    const nonceOf = async () => /'nonce-([^']+)'/.exec((await request.get('/kim/homes')).headers()['content-security-policy'])![1]
    expect(await nonceOf()).not.toBe(await nonceOf())
    const violations = await watchViolations(page)
    await page.goto('/en/kim/homes')
    await expect(page.getByTestId('home-search-form')).toBeVisible()
    await hydrated(page)
    expect(await violations()).toEqual([])
  })

  test('the admin', async ({ request }) => {
    const response = await request.get('/admin/login')
    expect(response.status()).toBe(200)
    const headers = response.headers()
    expect(headers).toMatchObject({ ...COMMON, 'x-frame-options': 'SAMEORIGIN' })
    expect(headers['content-security-policy']).toMatch(/'nonce-[^']+' 'strict-dynamic'/)
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'")
    // Payload renders its theme by the browser's colour scheme: the admin alone asks for it.
    expect(headers['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
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
  test('blocks an inline script injected into a public page, while the page still hydrates', async ({ page }) => {
    const violations = await watchViolations(page)
    // What a stored HTML injection would be: the page as the server sent it, headers included,
    // with one inline script more. Its hash is not in the policy, so Chromium must refuse it.
    await page.route('**/kim', async (route) => {
      const response = await route.fetch()
      const html = (await response.text()).replace('</body>', '<script>window.__injected = true</script></body>')
      // The body is sent decoded: the server's encoding and length no longer apply; the policy stays.
      const headers = { ...response.headers() }
      delete headers['content-encoding']
      delete headers['content-length']
      await route.fulfill({ status: response.status(), headers, body: html })
    })
    await page.goto('/kim')
    await hydrated(page)
    await expect.poll(async () => (await violations()).length).toBeGreaterThan(0)
    expect(await violations()).toEqual([expect.stringMatching(/^script-src(-elem)? inline/)])
    // The page's own inline scripts all ran: it hydrated (above) and its menu opens.
    await page.locator('.lang-menu__toggle').first().click()
    await expect(page.getByRole('listbox')).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected ?? false)).toBe(false)
    // And a script added at run time (what a DOM injection would do) is refused too.
    await page.addScriptTag({ content: 'window.__injected = true' }).catch(() => {})
    await expect.poll(async () => (await violations()).length).toBe(2)
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected ?? false)).toBe(false)
  })

  test('an agent page works under the policy: language menu, gallery, contact form', async ({ page }) => {
    const violations = await watchViolations(page)
    await page.goto('/en/kim')
    await hydrated(page)
    await page.getByRole('button', { name: 'Open photo 1' }).click()
    await expect(page.getByRole('dialog')).toHaveAccessibleName('Photos 1 / 2')
    await page.keyboard.press('Escape')
    await page.locator('#contact').scrollIntoViewIfNeeded()
    await expect(page.locator('.contact-form')).toBeVisible()
    await page.locator('.lang-menu__toggle').first().click()
    await page.getByRole('option').getByText('日本語').click()
    await expect(page).toHaveURL(/\/ja-JP\/kim$/)
    await hydrated(page)
    expect(await violations()).toEqual([])
  })

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
