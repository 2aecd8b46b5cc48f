/**
 * Photos are described in the page's language: the agent page's gallery, a listing's photos and the
 * pictures of both pages' share cards (og:image:alt), in Korean, English and Japanese.
 */
import { expect, test, type Page } from '@playwright/test'

import { phoneAndDesktop, publicLocales } from './siteMessages'

const hangul = /[\uac00-\ud7a3]/
const kana = /[\u3040-\u30ff]/
/** What an alt text in each language must (and must not) hold. */
const inLanguage: Record<'ko' | 'en' | 'ja', (alt: string) => boolean> = {
  ko: (alt) => hangul.test(alt),
  ja: (alt) => kana.test(alt) && !hangul.test(alt),
  en: (alt) => /[a-z]/i.test(alt) && !hangul.test(alt) && !kana.test(alt),
}

const altsOf = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((images) => images.map((i) => i.getAttribute('alt') ?? ''))
const shareAlt = (page: Page) => page.locator('meta[property="og:image:alt"]').first().getAttribute('content')

for (const { code, prefix } of publicLocales) {
  for (const [device, settings] of Object.entries(phoneAndDesktop)) {
    test.describe(`${code} on a ${device}`, () => {
      test.use(settings)

      test('the agent page describes its gallery and share picture in the page language', async ({ page }) => {
        await page.goto(`${prefix}/kim`)
        const alts = await altsOf(page, '.agent-gallery li img')
        expect(alts.length).toBeGreaterThan(0)
        expect(alts.filter((alt) => !inLanguage[code](alt))).toEqual([])
        expect(inLanguage[code]((await shareAlt(page)) ?? ''), 'og:image:alt').toBe(true)
      })

      test('a listing describes its photos and share picture in the page language', async ({ page }) => {
        await page.goto(`${prefix}/kim/listings/sale-1?from=agent`)
        const alts = [...(await altsOf(page, '.listing-page__photo')), ...(await altsOf(page, '.agent-gallery li img'))]
        expect(alts.length).toBeGreaterThan(1)
        expect(alts.filter((alt) => !inLanguage[code](alt))).toEqual([])
        // The address stays as it is written; the words around it are the page's.
        expect(alts.every((alt) => alt.includes('100 sale Stand-in Ave'))).toBe(true)
        expect(inLanguage[code]((await shareAlt(page)) ?? ''), 'og:image:alt').toBe(true)
      })
    })
  }
}
