/**
 * The first picture on screen is fetched at once, and pictures stay sharp on a high-density phone: each one arrives with at least
 * as many pixels as it covers on the screen (CSS width x device pixel ratio),
 * as long as the uploaded original has them (the demo originals are 1200 wide:
 * runtime/seed/images.ts).
 */
import { expect, test, type Locator } from '@playwright/test'

import { hydrated } from './helpers'

const ORIGINAL_WIDTH = 1200
const DENSITY = 2.625 // a common Android phone (Lighthouse's mobile preset uses it too)
test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: DENSITY })

async function expectSharp(image: Locator) {
  await image.scrollIntoViewIfNeeded()
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  // The pixels of the file the browser picked (naturalWidth would be scaled by the srcset's density).
  const { pixels, shown, source } = await image.evaluate(async (img: HTMLImageElement) => {
    const bitmap = await createImageBitmap(await (await fetch(img.currentSrc)).blob())
    return { pixels: bitmap.width, shown: img.clientWidth, source: img.currentSrc }
  })
  expect(shown).toBeGreaterThan(0)
  expect(pixels, `${source}: ${pixels} px for ${shown} CSS px`).toBeGreaterThanOrEqual(
    Math.min(ORIGINAL_WIDTH, Math.round(shown * DENSITY)),
  )
}

test('agent page: profile photo and gallery tiles', async ({ page }) => {
  await page.goto('/en/kim')
  await hydrated(page)
  await expectSharp(page.locator('.agent-profile__photo'))
  const tiles = page.locator('.agent-gallery li img')
  expect(await tiles.count()).toBeGreaterThan(0)
  await expectSharp(tiles.first())
})

test('landing page: the showcase slides', async ({ page }) => {
  await page.goto('/en')
  await hydrated(page)
  const slide = page.locator('.showcase__slide img').first()
  await expectSharp(slide)
})

test('the first picture on screen is fetched at once, not when the page has settled', async ({ page }) => {
  for (const [path, selector] of [
    ['/en', '.showcase__slide img'],
    ['/en/kim', '.agent-banner'],
  ] as const) {
    await page.goto(path)
    const first = page.locator(selector).first()
    await expect(first).not.toHaveAttribute('loading', 'lazy')
    await expect(first).toHaveAttribute('fetchpriority', 'high')
    // Announced in the head, so the browser asks for it before it lays out the page.
    await expect(page.locator('head link[rel="preload"][as="image"]')).not.toHaveCount(0)
  }
})
