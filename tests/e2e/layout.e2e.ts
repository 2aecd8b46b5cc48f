/**
 * Every public page at phone, tablet and desktop widths in the three languages, in the states a visitor
 * brings it into (forms loaded, errors shown, lightbox open): nothing scrolls sideways or sticks out of
 * the screen, and the contact form's Send button can be seen and tapped. pageStates.ts lists the walks;
 * `npm run screenshots` photographs the same ones.
 */
import { expect, test } from '@playwright/test'

import { layoutProblems, locales, openPage, pageWalks, smallTouchTargets, viewports } from './pageStates'

for (const viewport of viewports) {
  for (const locale of locales) {
    test.describe(`${viewport.name} px, ${locale.code}`, () => {
      test.use({
        viewport: { width: viewport.width, height: viewport.height },
        isMobile: viewport.isMobile,
        hasTouch: viewport.isMobile,
        locale: locale.code,
      })

      for (const walk of pageWalks) {
        test(`${walk.name}: no sideways scrolling in any state`, async ({ page }) => {
          await openPage(page, walk, locale.prefix)
          for (const step of walk.steps) {
            await step.act?.(page)
            expect(await layoutProblems(page), `${walk.name} ${step.state}`).toEqual([])
            if (viewport.isMobile && viewport.width < 768) expect(await smallTouchTargets(page), `${walk.name} ${step.state}`).toEqual([])
          }
        })
      }

      test('agent page: the contact form Send button is fully on screen and not covered when scrolled to', async ({ page }) => {
        await openPage(
          page,
          pageWalks.find((walk) => walk.name === 'agent')!,
          locale.prefix,
        )
        await page.locator('#contact').scrollIntoViewIfNeeded()
        const send = page.locator('.contact-form button[type="submit"]')
        await send.scrollIntoViewIfNeeded()
        const onTop = await send.evaluate((button) => {
          const box = button.getBoundingClientRect()
          const inside =
            box.left >= 0 && box.top >= 0 && box.right <= document.documentElement.clientWidth && box.bottom <= window.innerHeight
          return inside && button.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2))
        })
        expect(onTop).toBe(true)
      })
    })
  }
}
