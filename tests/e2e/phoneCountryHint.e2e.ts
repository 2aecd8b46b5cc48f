/**
 * A buyer with a US number on a Korean or Japanese page: the forms start on the spec's country (KR, JP),
 * whose 11-digit rule rejects a 10-digit US number. The form says in the page language that the number
 * looks like a US one and switches to United States +1 in one tap, after which the same digits are sent.
 * The country list names countries in words ("캐나다 +1", never "CA +1", which reads as California).
 * Both the agent page's contact form and the landing's lead form, on a phone and a desktop.
 */
import { expect, test, type Locator, type Page } from '@playwright/test'

import { hydrated, storedContacts } from './helpers'

const US_NUMBER = '213-555-0199'

const locales = [
  {
    code: 'ko',
    prefix: '',
    defaultCountry: 'KR',
    us: '미국 +1',
    canada: '캐나다 +1',
    hint: '미국 전화번호(10자리)로 보입니다.',
    useUs: '미국 +1로 바꾸기',
    sent: '문의가 전달되었습니다. 확인 메일을 보내 드렸으며, 곧 연락드리겠습니다.',
  },
  {
    code: 'en',
    prefix: '/en',
    defaultCountry: 'US',
    us: 'United States +1',
    canada: 'Canada +1',
    hint: 'This looks like a US number (10 digits).',
    useUs: 'Use United States +1',
    sent: 'Thank you! Your message was sent, and a copy is on its way to your e-mail. I will get back to you soon.',
  },
  {
    code: 'ja',
    prefix: '/ja-JP',
    defaultCountry: 'JP',
    us: 'アメリカ +1',
    canada: 'カナダ +1',
    hint: 'アメリカの電話番号(10桁)のようです。',
    useUs: 'アメリカ +1 に切り替える',
    sent: 'お問い合わせを送信しました。確認メールをお送りしましたので、ご確認ください。追ってご連絡いたします。',
  },
] as const

const devices = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 900 } },
}

/** Every country in words with its code; no bare ISO letters such as "CA +1". */
async function expectCountriesInWords(select: Locator, locale: (typeof locales)[number]) {
  const options = (await select.locator('option').allTextContents()).map((text) => text.trim())
  expect(options).toHaveLength(10)
  expect(options).toContain(locale.us)
  expect(options).toContain(locale.canada)
  for (const option of options) expect(option, option).not.toMatch(/^[A-Z]{2} \+/)
}

/** Types a US number under a non-US country, checks the rule still refuses it, then takes the one-tap switch. */
async function switchToUs(page: Page, form: Locator, locale: (typeof locales)[number], submit: () => Promise<void>) {
  const country = form.locator('select[name="phoneCountryCode"]')
  await form.locator('input[name="phone"]').fill(US_NUMBER)
  await expect(form.getByRole('status').filter({ hasText: locale.hint })).toBeVisible()
  const useUs = form.getByRole('button', { name: locale.useUs })
  await expect(useUs).toBeVisible()
  // The spec's digit rule is unchanged: sent as it is, the number is refused under KR or JP.
  await submit()
  await expect(form.locator('.field-error')).not.toHaveCount(0)
  if (page.viewportSize()!.width < 600) {
    const box = (await useUs.boundingBox())!
    expect(box.height).toBeGreaterThanOrEqual(43.5)
    expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width)
  }
  await useUs.click()
  await expect(country).toHaveValue('US')
  await expect(form.locator('input[name="phone"]')).toHaveValue(US_NUMBER)
  await expect(useUs).toHaveCount(0)
  await expect(form.locator('.field-error')).toHaveCount(0)
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
}

for (const locale of locales) {
  for (const [device, settings] of Object.entries(devices)) {
    test.describe(`${locale.code} on a ${device}`, () => {
      test.use(settings)

      test('agent contact form: a US number under the page country is offered United States +1 and is sent', async ({ page, request }) => {
        await page.goto(`${locale.prefix}/kim`)
        await hydrated(page)
        await page.locator('#contact').scrollIntoViewIfNeeded()
        const form = page.locator('.contact-form')
        await expect(form).toBeVisible()
        const country = form.locator('select[name="phoneCountryCode"]')
        await expect(country).toHaveValue(locale.defaultCountry)
        await expectCountriesInWords(country, locale)
        // On the English page the default is already US; a visitor who picks Korea meets the same offer.
        if (locale.defaultCountry === 'US') await country.selectOption('KR')

        const email = `us-number-${locale.code}-${device}-${Date.now()}@example.com`
        await form.locator('input[name="lastName"]').fill('Lee')
        await form.locator('input[name="firstName"]').fill('Minji')
        await form.locator('input[name="email"]').fill(email)
        const send = () => form.locator('button[type="submit"]').click()
        await switchToUs(page, form, locale, send)
        await send()
        await expect(form.getByRole('alert')).toHaveText(locale.sent)

        const stored = await storedContacts(request, email)
        expect(stored).toHaveLength(1)
        expect(stored[0]!).toMatchObject({ phone: US_NUMBER, phoneCountryCode: 'US' })
      })

      test('landing lead form: a US number under the page country is offered United States +1 and is sent', async ({ page }) => {
        await page.goto(locale.prefix || '/')
        await hydrated(page)
        await page.locator('.hero .button').click()
        const dialog = page.getByRole('dialog')
        const form = dialog.locator('form.lead-form')
        await expect(form).toBeVisible()
        const country = form.locator('select[name="phoneCountryCode"]')
        await expect(country).toHaveValue(locale.defaultCountry)
        await expectCountriesInWords(country, locale)
        if (locale.defaultCountry === 'US') await country.selectOption('JP')

        await form.locator('input[name="name"]').fill('Test Lead')
        await form.locator('input[name="area"]').fill('Irvine')
        await form.locator('input[name="hasSite"][value="no"]').check()
        await form.locator('input[name="agreePrivacy"]').check()
        await form.locator('input[name="agreeContact"]').check()
        const submit = () => form.locator('button[type="submit"]').click()
        await switchToUs(page, form, locale, submit)
        const sent = page.waitForResponse((response) => response.url().endsWith('/api/send-to-slack'))
        await submit()
        expect((await sent).status()).toBe(201)
        await expect(dialog).toBeHidden()
        await expect(page.getByTestId('lead-success')).toBeVisible()
      })
    })
  }
}
