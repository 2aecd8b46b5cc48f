/**
 * The Japanese landing headline breaks between phrases: no line holds a lone character (a particle
 * such as "を" left on a line of its own), on a 320 px and a 390 px phone and on a desktop.
 */
import { expect, test } from '@playwright/test'

import { noSidewaysScroll, renderedLines } from './textLines'

for (const width of [320, 390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 }, isMobile: width < 500, hasTouch: width < 500 })

    test('no line of the Japanese hero headline is a single character', async ({ page }) => {
      await page.goto('/ja-JP')
      const headline = page.locator('.hero h1')
      await expect(headline).toBeVisible()
      const lines = await renderedLines(headline)
      expect(lines.join('')).toBe((await headline.textContent())!.replace(/\s/g, ''))
      expect(
        lines.filter((line) => [...line].length < 2),
        lines.join(' / '),
      ).toEqual([])
      expect(await noSidewaysScroll(headline)).toBe(true)
    })
  })
}
