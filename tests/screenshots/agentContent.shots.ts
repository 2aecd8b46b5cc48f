/**
 * npm run screenshots: kim's blog, a post, the reviews page, park's neighbourhood page (its market
 * report once the job has written it) and the homepage's "Local expertise" section at 390 and 1280 px
 * in each language.
 */
import path from 'node:path'

import { expect, test, type Locator } from '@playwright/test'

import { locales, viewports } from '../e2e/pageStates'

const folder = path.resolve(process.env.SCREENSHOTS_DIR ?? 'screenshots')

const pages = [
  { name: 'blog', path: '/kim/blog' },
  { name: 'post', path: '/kim/blog/what-1-5m-buys-in-irvine' },
  { name: 'reviews', path: '/kim/reviews' },
  { name: 'area', path: '/park/areas/atlanta-midtown' },
] as const

/** Pictures load lazily: each is brought into view and decoded before the photograph. */
async function loadPictures(scope: Locator) {
  for (const image of await scope.locator('img').all()) {
    await image.scrollIntoViewIfNeeded()
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    await image.evaluate((img: HTMLImageElement) => img.decode())
  }
}

for (const viewport of viewports.filter(({ name }) => name === '390' || name === '1280')) {
  for (const locale of locales) {
    test.describe(`${viewport.name} px, ${locale.code}`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height }, isMobile: viewport.isMobile, hasTouch: viewport.isMobile })
      test('blog, post, reviews and the homepage section', async ({ page }) => {
        const shot = (name: string) => path.join(folder, `content-${name}-${locale.code}-${viewport.name}.png`)
        for (const { name, path: pagePath } of pages) {
          await page.goto(`${locale.prefix}${pagePath}`)
          // The report is written by a job soon after the seed: photograph the page with it.
          if (name === 'area') {
            await expect(async () => {
              await page.reload()
              await expect(page.getByTestId('market-report-figures')).toBeVisible({ timeout: 1_000 })
            }).toPass({ timeout: 60_000 })
          }
          await page.locator('html[data-version-watch]').waitFor({ state: 'attached' })
          await loadPictures(page.locator('main'))
          await page.screenshot({ path: shot(name), fullPage: true })
        }
        await page.goto(`${locale.prefix}/kim`)
        const section = page.getByTestId('local-expertise')
        await section.scrollIntoViewIfNeeded()
        await loadPictures(section)
        await section.screenshot({ path: shot('home-section') })
      })
    })
  }
}
