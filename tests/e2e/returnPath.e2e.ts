/**
 * Where signing in lands, decided by Chromium itself: every known bypass of the return path
 * (tests/harness/returnPathBypasses.ts), aimed at another origin this server also answers on
 * (127.0.0.1 instead of localhost, so a bypass that worked would visibly land there), must
 * leave the browser on this site, on the page signing in normally leads to.
 */
import { expect, test } from '@playwright/test'

import { DEMO_AGENT } from '../../runtime/seed/index'
import { RETURN_PATH_BYPASSES } from '../harness/returnPathBypasses'
import { hydrated } from './helpers'

test.use({ locale: 'en-US' })

test.describe('a return path that would leave the site is not followed', () => {
  for (const [index, bypass] of RETURN_PATH_BYPASSES.entries()) {
    // The agent's own login page uses the same rule: every third case goes through it.
    const loginPage = index % 3 === 2 ? '/en/kim/login' : '/en/login'
    test(`${JSON.stringify(bypass).slice(0, 60)} on ${loginPage}`, async ({ page, baseURL }) => {
      const site = new URL(baseURL!)
      const elsewhere = `127.0.0.1:${site.port}`
      const next = bypass.replaceAll('evil.example', elsewhere)
      await page.goto(`${loginPage}?next=${encodeURIComponent(next)}`)
      await hydrated(page)
      await page.getByLabel('E-mail').fill(DEMO_AGENT.email)
      await page.getByLabel('Password').fill(DEMO_AGENT.password)
      await page.getByRole('button', { name: 'Sign in' }).click()
      await page.waitForURL((url) => !url.pathname.endsWith('/login'))
      const landed = new URL(page.url())
      expect(landed.origin).toBe(site.origin)
      // No usable return path: /login/redirect sends the agent to their own homepage.
      expect(landed.pathname).toBe('/en/kim')
    })
  }
})

test('a same-site return path is followed as the browser reads it', async ({ page }) => {
  await page.goto(`/en/login?next=${encodeURIComponent('/en/terms?tab=1')}`)
  await hydrated(page)
  await page.getByLabel('E-mail').fill(DEMO_AGENT.email)
  await page.getByLabel('Password').fill(DEMO_AGENT.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/en\/terms\?tab=1$/)
})
