/**
 * Links a thumb has to hit on the public pages are at least 44 x 44 CSS px: the agent's contact
 * links, the homes' address links, "back to the homes search" and the landing footer's terms link.
 */
import { expect, test, type Locator } from '@playwright/test'

import { messagesFor, phoneAndDesktop, publicLocales } from './siteMessages'

/** The boxes of every match smaller than 44 x 44 (with their text, to say which). */
async function smallTargets(targets: Locator) {
  await expect(targets.first()).toBeVisible()
  const boxes = await targets.evaluateAll((links) =>
    links.map((link) => {
      const box = link.getBoundingClientRect()
      return { text: link.textContent?.trim(), width: Math.round(box.width), height: Math.round(box.height) }
    }),
  )
  return boxes.filter((box) => box.width < 44 || box.height < 44)
}

for (const { code, prefix } of publicLocales) {
  const t = messagesFor(code)
  for (const [device, settings] of Object.entries(phoneAndDesktop)) {
    test.describe(`${code} on a ${device}`, () => {
      test.use(settings)

      test('contact, address, back and terms links are at least 44 px each way', async ({ page }) => {
        await page.goto(`${prefix}/kim`)
        // Phone, e-mail, KakaoTalk, Instagram, YouTube.
        await expect(page.locator('.agent-contact-links a')).toHaveCount(5)
        expect(await smallTargets(page.locator('.agent-contact-links a'))).toEqual([])

        await page.goto(`${prefix}/kim/homes`)
        expect(await smallTargets(page.locator('.listing-card__link'))).toEqual([])

        await page.goto(`${prefix}/kim/listings/sale-1?from=agent`)
        expect(await smallTargets(page.getByRole('link', { name: t.homes.backToSearch }))).toEqual([])

        await page.goto(`${prefix}/`)
        expect(await smallTargets(page.locator('.landing-footer').getByRole('link', { name: t.landing.footerTerms }))).toEqual([])
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
      })
    })
  }
}
