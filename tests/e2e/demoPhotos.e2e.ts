/**
 * The demo agents' photos look like photographs, not placeholders: their cover, portrait, gallery
 * and listing pictures are each made of many colours (light, shade, texture), and no two agents
 * share a cover or a portrait.
 */
import { expect, test, type Locator } from '@playwright/test'

import { hydrated } from './helpers'

/**
 * A flat drawing of a few shapes has a few hundred colours, its edges and the webp encoding included;
 * a photo-like one (light, shade, texture) thousands.
 */
const MANY_COLOURS = 2000

/** The uploaded original an <img> shows (its srcset names Next's resized copies of it). */
const originalOf = (image: Locator) =>
  image.evaluate((img: HTMLImageElement) => {
    const shown = new URL(img.currentSrc)
    return shown.searchParams.get('url') ?? shown.pathname
  })

/** Distinct colours of the picture's uploaded original, 6 bits a channel (so grain alone does not count). */
async function coloursOf(image: Locator): Promise<number> {
  await image.scrollIntoViewIfNeeded()
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  const original = await originalOf(image)
  return image.evaluate(async (_, source) => {
    const bitmap = await createImageBitmap(await (await fetch(source)).blob())
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
    const context = canvas.getContext('2d')!
    context.drawImage(bitmap, 0, 0)
    const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height)
    const seen = new Set<number>()
    for (let i = 0; i < data.length; i += 4) seen.add(((data[i]! >> 2) << 12) | ((data[i + 1]! >> 2) << 6) | (data[i + 2]! >> 2))
    return seen.size
  }, original)
}

/** The bytes of the file an <img> shows, as a short fingerprint. */
const fingerprint = (image: Locator) =>
  image.evaluate(async (img: HTMLImageElement) => {
    const bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', await (await fetch(img.currentSrc)).arrayBuffer()))
    return Array.from(bytes.slice(0, 8), (b) => b.toString(16).padStart(2, '0')).join('')
  })

for (const width of [390, 1280] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 500 ? 844 : 800 } })

    test("an agent's cover, portrait, gallery and listing pictures are photo-like", async ({ page }) => {
      await page.goto('/en/kim')
      await hydrated(page)
      for (const selector of ['.agent-banner', '.agent-profile__photo', '.agent-gallery li img', '.listing-card img']) {
        const colours = await coloursOf(page.locator(selector).first())
        expect(colours, selector).toBeGreaterThan(MANY_COLOURS)
      }
    })

    test('no two demo agents share a cover or a portrait', async ({ page }) => {
      const seen = new Map<string, string>()
      for (const slug of ['kim', 'park', 'lee', 'choi']) {
        await page.goto(`/ja-JP/${slug}`)
        for (const selector of ['.agent-banner', '.agent-profile__photo']) {
          const image = page.locator(selector).first()
          await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
          const print = await fingerprint(image)
          expect(seen.get(print), `${slug} ${selector}`).toBeUndefined()
          seen.set(print, `${slug} ${selector}`)
        }
      }
    })
  })
}
