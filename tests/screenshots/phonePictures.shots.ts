/**
 * npm run screenshots -- tests/screenshots/phonePictures.shots.ts: the agent page and a listing page,
 * whose first pictures (the banner, the main photo) are sized for the screen, at 390 px (a phone, 3x)
 * and 1280 px in each language, the first screen and the whole page, to check by eye that they look
 * as before and that nothing scrolls sideways.
 */
import path from 'node:path'

import { test } from '@playwright/test'

import { locales, scrollToEnd } from '../e2e/pageStates'

const folder = path.resolve(process.env.SCREENSHOTS_DIR ?? 'screenshots')
const pages = [
  { name: 'agent', path: '/kim', picture: 'img.agent-banner' },
  { name: 'listing', path: '/kim/listings/sale-1?from=agent', picture: 'img.listing-page__photo' },
]
const widths = [
  { name: '390', viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true },
  { name: '1280', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false },
]

for (const width of widths) {
  for (const locale of locales) {
    test.describe(`${width.name} px, ${locale.code}`, () => {
      test.use({ viewport: width.viewport, deviceScaleFactor: width.deviceScaleFactor, isMobile: width.isMobile, hasTouch: width.isMobile, locale: locale.code })
      for (const shot of pages) {
        test(shot.name, async ({ page }) => {
          await page.goto(`${locale.prefix}${shot.path}`)
          await page.locator(shot.picture).evaluate((img: HTMLImageElement) => img.decode())
          const file = (state: string) => path.join(folder, `phone-pictures-${shot.name}-${state}-${locale.code}-${width.name}.png`)
          await page.screenshot({ path: file('top') })
          // Every lazy picture in, and drawn, before the whole page is taken.
          await scrollToEnd(page)
          await page.evaluate(() => Promise.all([...document.images].map((img) => img.decode().catch(() => undefined))))
          await page.screenshot({ path: file('page'), fullPage: true })
        })
      }
    })
  }
}
