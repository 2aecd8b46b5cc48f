/**
 * On a 390 px phone (an iPhone's 3x density), the agent page's banner and the listing page's main
 * photo (each page's LCP element there) arrive as AVIF, no wider than the smallest width of their
 * srcset that covers what they fill on the screen (rendered CSS width x density; so never twice
 * that), and are announced in the head with a preload whose srcset and sizes are the picture's own.
 * A `sizes` wider than the layout (the listing photo's 100vw, where the column is 2.5rem narrower)
 * has the browser pick the next larger file, and fails here.
 */
import { expect, test, type Page } from '@playwright/test'

const DENSITY = 3
// A phone's screen is its viewport: with the desktop project's 1920 px screen left in place, Chromium's
// preload scanner sizes the head's image preloads for 1920 px and fetches the largest file of the srcset.
test.use({
  viewport: { width: 390, height: 844 },
  screen: { width: 390, height: 844 },
  deviceScaleFactor: DENSITY,
  isMobile: true,
  hasTouch: true,
})

const LOCALES = ['', '/en', '/ja-JP'] as const
const PAGES = [
  { name: 'agent page banner', path: '/kim', selector: 'img.agent-banner' },
  { name: 'listing page photo', path: '/kim/listings/sale-1?from=agent', selector: 'img.listing-page__photo' },
] as const

/** The content types of the optimised images the page loaded, by URL. */
function imageTypes(page: Page): Map<string, string> {
  const types = new Map<string, string>()
  page.on('response', (response) => {
    if (response.url().includes('/_next/image')) types.set(response.url(), response.headers()['content-type'] ?? '')
  })
  return types
}

/** The page's largest contentful paint so far: the element's tag and class. */
async function lcpElement(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[]
          const element = entries.at(-1)?.element
          resolve(element ? `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}` : '')
        }).observe({ type: 'largest-contentful-paint', buffered: true })
      }),
  )
}

for (const prefix of LOCALES) {
  for (const { name, path, selector } of PAGES) {
    test(`${prefix || '/'}: the ${name} fits a 390 px phone, as AVIF, preloaded`, async ({ page }) => {
      const types = imageTypes(page)
      await page.goto(`${prefix}${path}`)
      const image = page.locator(selector)
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)

      const shown = await image.evaluate((img: HTMLImageElement) => ({
        width: img.getBoundingClientRect().width,
        source: img.currentSrc,
        srcset: img.getAttribute('srcset') ?? '',
        sizes: img.getAttribute('sizes') ?? '',
      }))
      // No sideways scroll, and the picture inside the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
      expect(shown.width).toBeGreaterThan(0)
      expect(shown.width).toBeLessThanOrEqual(390)

      // The format the browser was sent for this <img> (Chromium asks with image/avif in Accept).
      const url = new URL(shown.source)
      expect(url.pathname).toBe('/_next/image')
      await expect.poll(() => types.get(shown.source)).toBe('image/avif')

      // The pixels of that file (the optimiser never enlarges, so an original narrower than the
      // requested width comes back at its own width).
      const pixels = await page.evaluate(async (source) => {
        const response = await fetch(source, { headers: { Accept: 'image/avif,image/webp,*/*' } })
        return (await createImageBitmap(await response.blob())).width
      }, shown.source)
      const needed = Math.round(shown.width * DENSITY)
      const candidates = shown.srcset
        .split(', ')
        .map((candidate) => Number(candidate.trim().split(' ')[1]?.replace('w', '')))
        .filter((width) => width > 0)
        .sort((a, b) => a - b)
      const enough = candidates.find((width) => width >= needed) ?? candidates.at(-1)!
      expect(pixels, `${shown.source}: ${pixels} px for ${shown.width} CSS px at ${DENSITY}x`).toBeLessThanOrEqual(enough)
      expect(pixels).toBeLessThanOrEqual(2 * needed)
      expect(Number(url.searchParams.get('w'))).toBeLessThanOrEqual(enough)
      // Nor was a wider file of the same picture fetched first (a preload sized for another screen: two downloads).
      const original = url.searchParams.get('url')
      const widths = [...types.keys()]
        .map((address) => new URL(address))
        .filter((address) => address.searchParams.get('url') === original)
        .map((address) => Number(address.searchParams.get('w')))
      expect(Math.max(...widths), `widths fetched: ${widths.join(', ')}`).toBeLessThanOrEqual(enough)

      // It is the page's LCP element here, fetched first and announced in the head with its own srcset and sizes.
      expect(await lcpElement(page)).toBe(`img.${await image.getAttribute('class')}`)
      await expect(image).toHaveAttribute('fetchpriority', 'high')
      await expect(image).not.toHaveAttribute('loading', 'lazy')
      const preloads = await page
        .locator('head link[rel="preload"][as="image"]')
        .evaluateAll((links) => links.map((link) => ({ srcset: link.getAttribute('imagesrcset'), sizes: link.getAttribute('imagesizes') })))
      expect(preloads).toContainEqual({ srcset: shown.srcset, sizes: shown.sizes })
    })
  }
}
