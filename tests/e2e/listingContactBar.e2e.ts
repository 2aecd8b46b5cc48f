/**
 * A buyer on a phone reading one listing taps the bottom bar's contact action: they stay on the listing
 * and land on its own form, which already names the home in the page language, and the contact that is
 * stored names it too. (On a desktop there is no bar: the listing's form is on the page itself.)
 */
import { expect, test } from '@playwright/test'

import { hydrated, storedContacts } from './helpers'

const locales = [
  {
    code: 'ko',
    prefix: '',
    bar: '빠른 연락',
    contact: '문의하기',
    about: '{address} 문의',
    sent: '문의가 전달되었습니다. 확인 메일을 보내 드렸으며, 곧 연락드리겠습니다.',
  },
  {
    code: 'en',
    prefix: '/en',
    bar: 'Quick contact',
    contact: 'Contact me',
    about: 'About {address}',
    sent: 'Thank you! Your message was sent, and a copy is on its way to your e-mail. I will get back to you soon.',
  },
  {
    code: 'ja',
    prefix: '/ja-JP',
    bar: 'すぐに連絡',
    contact: '問い合わせる',
    about: '{address}について',
    sent: 'お問い合わせを送信しました。確認メールをお送りしましたので、ご確認ください。追ってご連絡いたします。',
  },
] as const

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

for (const locale of locales) {
  test(`${locale.code} on a phone: the bar's contact action opens this listing's form, prefilled and stored with the address`, async ({
    page,
    request,
  }) => {
    // The way a buyer gets there: the homes search, then a home.
    await page.goto(`${locale.prefix}/kim/homes`)
    await page.getByTestId('listing-card').first().locator('.listing-card__link').click()
    await expect(page).toHaveURL(new RegExp(`${locale.prefix}/kim/listings/[^/?#]+`))
    const listingUrl = page.url()
    await hydrated(page)
    const address = (await page.getByRole('heading', { level: 1 }).textContent())!.trim()
    expect(address).toMatch(/\d+ .+, Irvine, CA/)

    const bar = page.getByRole('navigation', { name: locale.bar })
    await bar.getByRole('link', { name: locale.contact }).click()
    // Still on the listing, at its own form.
    expect(page.url()).toBe(`${listingUrl}#contact`)
    const form = page.getByTestId('listing-page').locator('.contact-form')
    await expect(form).toBeVisible()
    await expect(form).toBeInViewport()
    const message = form.locator('textarea[name="message"]')
    await expect(message).toHaveValue(locale.about.replace('{address}', address))

    const email = `listing-bar-${locale.code}-${Date.now()}@example.com`
    await form.locator('input[name="lastName"]').fill('Lee')
    await form.locator('input[name="firstName"]').fill('Minji')
    await form.locator('input[name="email"]').fill(email)
    await form.locator('select[name="phoneCountryCode"]').selectOption('US')
    await form.locator('input[name="phone"]').fill('949-555-0199')
    await form.locator('button[type="submit"]').click()
    await expect(form.getByRole('alert')).toHaveText(locale.sent)

    const stored = await storedContacts(request, email)
    expect(stored).toHaveLength(1)
    expect(stored[0]!.message).toBe(locale.about.replace('{address}', address))
  })
}
