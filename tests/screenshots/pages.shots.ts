/**
 * npm run screenshots: a PNG of every page walk of tests/e2e/pageStates.ts, in each state, at each
 * width and language, written to screenshots/{page}-{state}-{locale}-{width}.png for a person to look
 * through. The same walks are checked for overflow by tests/e2e/layout.e2e.ts.
 */
import path from 'node:path'

import { test } from '@playwright/test'

import { locales, openPage, pageWalks, viewports } from '../e2e/pageStates'

const folder = path.resolve(process.env.SCREENSHOTS_DIR ?? 'screenshots')

for (const viewport of viewports) {
  for (const locale of locales) {
    test.describe(`${viewport.name} px, ${locale.code}`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height }, isMobile: viewport.isMobile, hasTouch: viewport.isMobile, locale: locale.code })
      for (const walk of pageWalks) {
        test(walk.name, async ({ page }) => {
          await openPage(page, walk, locale.prefix)
          for (const step of walk.steps) {
            await step.act?.(page)
            await page.screenshot({ path: path.join(folder, `${walk.name}-${step.state}-${locale.code}-${viewport.name}.png`), fullPage: step.fullPage ?? false })
          }
        })
      }
    })
  }
}
