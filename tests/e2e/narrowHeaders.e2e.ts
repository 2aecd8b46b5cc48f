/**
 * The language button of the landing header and of an agent site's header keeps its label on one
 * line down to a 320 px screen, inside the screen, with nothing scrolling sideways.
 */
import { expect, test } from '@playwright/test'

import { publicLocales } from './siteMessages'
import { noSidewaysScroll, renderedLines } from './textLines'

const widths = [320, 390, 1280]

for (const { code, prefix } of publicLocales) {
  for (const width of widths) {
    test.describe(`${code} at ${width} px`, () => {
      test.use({ viewport: { width, height: 800 }, isMobile: width < 500, hasTouch: width < 500 })

      for (const [name, path] of [
        ['landing', `${prefix}/`],
        ['agent site', `${prefix}/kim`],
        // The longest agent name of the demo: the name gives way, not the button.
        ['long-named agent site', `${prefix}/equityrealty`],
      ] as const) {
        test(`the ${name} header's language button stays on one line`, async ({ page }) => {
          await page.goto(path)
          const toggle = page.locator('header .lang-menu__toggle')
          await expect(toggle).toBeVisible()
          expect(await renderedLines(toggle)).toHaveLength(1)
          const box = (await toggle.boundingBox())!
          expect(box.x + box.width).toBeLessThanOrEqual(width)
          expect(box.height).toBeGreaterThanOrEqual(44)
          expect(await noSidewaysScroll(toggle)).toBe(true)
        })
      }
    })
  }
}
