/**
 * The first screen of an agent's page reaches the agent on any device. On a computer a tel: button
 * does nothing useful, so the number is there to read and a contact action leads to the form; on a
 * phone the call and KakaoTalk buttons stay (the bottom bar has the form), with the number shown too.
 */
import { expect, test, type Page } from '@playwright/test'

import { hydrated } from './helpers'

const NUMBER = '949-555-0101'

const locales = [
  { code: 'ko', prefix: '', contact: '문의하기', call: '전화하기', kakao: '카카오톡', contactTitle: '문의하기' },
  { code: 'en', prefix: '/en', contact: 'Contact me', call: 'Call', kakao: 'KakaoTalk', contactTitle: 'Get in touch' },
  { code: 'ja', prefix: '/ja-JP', contact: '問い合わせる', call: '電話する', kakao: 'カカオトーク', contactTitle: 'お問い合わせ' },
] as const

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

for (const locale of locales) {
  test.describe(`${locale.code} on a desktop`, () => {
    test.use({ viewport: { width: 1280, height: 800 } })

    test('the first screen shows the number as text and a contact action that opens the form', async ({ page }) => {
      await page.goto(`${locale.prefix}/kim`)
      await hydrated(page)
      const hero = page.locator('.agent-hero')
      await expect(hero.getByText(NUMBER, { exact: true })).toBeInViewport({ ratio: 1 })
      const contact = hero.getByRole('link', { name: locale.contact })
      await expect(contact).toBeInViewport({ ratio: 1 })
      await expect(hero.getByRole('link', { name: locale.kakao })).toBeInViewport({ ratio: 1 })
      // A tel: button is of no use on a computer: the number above is what a visitor dials or copies.
      await expect(hero.getByRole('link', { name: locale.call })).toBeHidden()
      expect(await noSidewaysScroll(page)).toBe(true)

      await contact.click()
      await expect(page).toHaveURL(new RegExp(`${locale.prefix}/kim#contact$`))
      await expect(page.locator('.contact-form')).toBeVisible()
      await expect(page.getByRole('heading', { name: locale.contactTitle, level: 2 })).toBeInViewport()
    })
  })

  test.describe(`${locale.code} on a phone`, () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

    test('the first screen keeps call and KakaoTalk in reach and shows the number, inside the screen', async ({ page }) => {
      await page.goto(`${locale.prefix}/kim`)
      await hydrated(page)
      const hero = page.locator('.agent-hero')
      await expect(hero.getByText(NUMBER, { exact: true })).toBeInViewport({ ratio: 1 })
      await expect(hero.getByRole('link', { name: locale.call })).toBeInViewport({ ratio: 1 })
      await expect(hero.getByRole('link', { name: locale.kakao })).toBeInViewport({ ratio: 1 })
      // The form is one tap away in the bottom bar; the hero does not repeat it on a phone.
      await expect(hero.getByRole('link', { name: locale.contact })).toBeHidden()
      expect(await noSidewaysScroll(page)).toBe(true)
      for (const link of await hero.locator('.agent-hero__actions a:visible').all()) {
        const box = (await link.boundingBox())!
        expect(box.height).toBeGreaterThanOrEqual(43.5)
        expect(box.x).toBeGreaterThanOrEqual(0)
        expect(box.x + box.width).toBeLessThanOrEqual(390)
      }
    })
  })
}
