/**
 * SCREENSHOTS_DIR=... npm run screenshots -- tests/screenshots/visitorNumbers.shots.ts: the visitor numbers
 * as the agent and as staff see them (/admin/numbers, days and weeks) and the dashboard's summary, at 390
 * and 1280 px in each admin language, for a person to look through.
 */
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { DEMO_AGENT } from '../../runtime/seed/index'
import { E2E_ADMIN } from '../e2e/credentials'
import { adminLogin } from '../e2e/helpers'

const folder = path.resolve(process.env.SCREENSHOTS_DIR ?? 'screenshots')

for (const locale of ['ko-KR', 'en-US', 'ja-JP']) {
  test.describe(locale, () => {
    test.use({ locale })
    for (const width of [390, 1280]) {
      test(`numbers ${width}`, async ({ page }) => {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 800 })
        for (const [who, credentials] of [
          ['agent', DEMO_AGENT],
          ['staff', E2E_ADMIN],
        ] as const) {
          await adminLogin(page, credentials)
          for (const query of ['', '?by=weeks']) {
            await page.goto(`/admin/numbers${query}`)
            await expect(page.getByTestId('visitor-numbers')).toBeVisible()
            const name = `numbers-${who}${query ? '-weeks' : ''}-${locale}-${width}.png`
            await page.screenshot({ path: path.join(folder, name), fullPage: true })
            expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(width)
          }
          await page.goto('/admin')
          await expect(page.getByTestId('numbers-summary')).toBeVisible()
          await page.screenshot({ path: path.join(folder, `numbers-summary-${who}-${locale}-${width}.png`), fullPage: true })
          await page.context().clearCookies()
        }
      })
    }
  })
}
