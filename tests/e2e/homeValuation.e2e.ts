/**
 * A home owner on an agent's site asks "What is my home worth?", in Korean, English and Japanese, on a
 * phone and a desktop: from the agent's homepage to the valuation page, a single-family home in Irvine
 * sent through the real endpoint (POST /api/valuations, src/lib/valuation/valuationSchema.ts is the
 * contract): the range and the sold homes it comes from show, one seller lead is stored, one e-mail
 * reaches the agent. Bad input is said beside each field in the page's language and nothing is stored;
 * the endpoint's own refusals (a field it refuses, too many requests) are said the same way.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'

import { hydrated, storedContacts } from './helpers'
import { messagesFor, phoneAndDesktop, publicLocales } from './siteMessages'

const locales = publicLocales
const devices = phoneAndDesktop

const VALUATIONS = '**/api/valuations'
type Mail = { rcpt: string[]; subject: string; text: string; html: string }

const unique = () => `${Date.now().toString(36)}${Math.round(Math.random() * 1e6).toString(36)}`
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

/** The error shown beside a named control (Field.tsx puts it in the control's label). */
const errorBeside = (form: Locator, selector: string) =>
  form
    .locator('.field')
    .filter({ has: form.page().locator(selector) })
    .locator('.field-error')

/** Nothing serious or critical for axe. */
async function axeSerious(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)
}

/** Every control of the form a thumb can hit: at least 44 px high. */
async function controlsTapSized(form: Locator) {
  const heights = await form
    .locator('input:not(.honeypot):not([type="checkbox"]), select, textarea, button, label.contact-form__terms')
    .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().height))
  expect(heights.length).toBeGreaterThan(10)
  for (const height of heights) expect(height).toBeGreaterThanOrEqual(44)
}

/** A single-family home in Irvine, 1,800 sq ft, 3 beds, 2 baths, and its owner's details. */
async function fillHome(form: Locator, email: string) {
  await form.locator('input[name="street"]').fill('18 Sandpiper Lane')
  await form.locator('input[name="city"]').fill('Irvine')
  await form.locator('select[name="state"]').selectOption('CA')
  await form.locator('input[name="zipcode"]').fill('92618')
  await form.locator('select[name="propertyType"]').selectOption('single_family')
  await form.locator('input[name="beds"]').fill('3')
  await form.locator('input[name="baths"]').fill('2')
  await form.locator('input[name="livingArea"]').fill('1,800')
  await form.locator('input[name="yearBuilt"]').fill('1998')
  await form.locator('input[name="lastName"]').fill('Park')
  await form.locator('input[name="firstName"]').fill('Minji')
  await form.locator('input[name="email"]').fill(email)
  await form.locator('select[name="phoneCountryCode"]').selectOption('US')
  await form.locator('input[name="phone"]').fill('949-555-0188')
}

async function agentMailsAbout(request: APIRequestContext, owner: string) {
  const mails = (await (await request.get(process.env.E2E_MAILBOX_URL!)).json()) as Mail[]
  // The agent's notice names the owner's address; the owner's own copy is sent to it.
  return mails.filter((mail) => !mail.rcpt.includes(owner) && mail.text.includes(owner))
}

for (const { code, prefix } of locales) {
  const t = messagesFor(code)
  const v = t.valuation
  for (const [device, settings] of Object.entries(devices)) {
    test.describe(`${code} on a ${device}`, () => {
      test.use(settings)

      test('from the homepage to an estimate: the range and the sold homes show, one seller lead, one e-mail to the agent', async ({
        page,
        request,
      }) => {
        test.setTimeout(90_000)
        const owner = `seller-${code}-${device}-${unique()}@example.com`
        await page.goto(`${prefix}/kim`)
        const link = page.getByTestId('valuation-link')
        await expect(link).toHaveText(v.link)
        await link.click()
        await expect(page).toHaveURL(new RegExp(`${prefix}/kim/valuation$`))
        await hydrated(page)

        await expect(page.getByRole('heading', { level: 1 })).toHaveText(v.title)
        await expect(page).toHaveTitle(new RegExp(`^${v.title.replace(/[?()]/g, '\\$&')} · `))
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${prefix}/valuation$`))
        await expect(page.locator('link[rel="alternate"][hreflang="ja-JP"]')).toHaveAttribute('href', /\/ja-JP\/valuation$/)
        const form = page.getByTestId('valuation-form')
        // Typed on a phone's number pad; the city list suggests the agent's cities.
        await expect(form.locator('input[name="livingArea"]')).toHaveAttribute('inputmode', 'numeric')
        await expect(form.locator('input[name="baths"]')).toHaveAttribute('inputmode', 'decimal')
        await expect(form.locator('input[name="zipcode"]')).toHaveAttribute('inputmode', 'numeric')
        await expect(page.locator('#valuation-cities option[value="Irvine"]')).toHaveCount(1)
        await expect(form.locator('select[name="propertyType"] option')).toHaveText([
          t.homes.propertyTypes.single_family,
          t.homes.propertyTypes.condo,
          t.homes.propertyTypes.townhouse,
          t.homes.propertyTypes.multi_family,
        ])
        await expect(form.locator('select[name="state"] option')).toHaveText(['CA', 'GA'])
        await expect(form).toContainText(v.notAppraisal)
        expect(await noSidewaysScroll(page)).toBe(true)
        await controlsTapSized(form)
        expect(await axeSerious(page)).toEqual([])

        await fillHome(form, owner)
        await form.getByRole('button', { name: v.submit }).click()

        const result = page.getByTestId('valuation-result')
        await expect(result).toBeVisible({ timeout: 30_000 })
        await expect(result.getByRole('heading', { name: v.resultTitle })).toBeFocused()
        await expect(result).toHaveAttribute('data-outcome', 'estimated')
        await expect(result.getByTestId('valuation-range')).toContainText(/\$[\d,]+ – \$[\d,]+/)
        const comparables = result.getByTestId('valuation-comparable')
        expect(await comparables.count()).toBeGreaterThanOrEqual(3)
        await expect(comparables.first()).toContainText(v.soldPrice)
        await expect(comparables.first()).toContainText(/\$[\d,]+/)
        await expect(result.locator('.mls-disclaimer')).toBeVisible()
        await expect(result.getByTestId('valuation-not-appraisal')).toHaveText(v.notAppraisal)
        expect(await noSidewaysScroll(page)).toBe(true)
        expect(await axeSerious(page)).toEqual([])

        // Exactly one seller lead, as staff read it.
        const stored = await storedContacts(request, owner)
        expect(stored).toHaveLength(1)
        expect(stored[0]).toMatchObject({ kind: 'valuation', email: owner })
        // One e-mail to the agent.
        await expect.poll(async () => (await agentMailsAbout(request, owner)).length, { timeout: 30_000 }).toBe(1)
      })

      test('the homes search leads to the valuation page too', async ({ page }) => {
        await page.goto(`${prefix}/kim/homes`)
        const link = page.getByTestId('valuation-link')
        await expect(link).toHaveText(v.link)
        await expect(link).toHaveAttribute('href', `${prefix}/kim/valuation`)
        expect(await noSidewaysScroll(page)).toBe(true)
      })

      test('the endpoint refusing a field puts its message beside that field; too many requests is said in words', async ({ page }) => {
        const answers = [
          { status: 400, body: { errors: [{ message: 'Please check: city.' }], fields: [{ field: 'city', message: 'city' }] } },
          { status: 429, body: { errors: [{ message: 'rateLimited' }] } },
        ]
        await page.route(VALUATIONS, (route) => {
          const { status, body } = answers.shift()!
          return route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) })
        })
        await page.goto(`${prefix}/kim/valuation`)
        await hydrated(page)
        const form = page.getByTestId('valuation-form')
        await fillHome(form, `refused-${unique()}@example.com`)
        await form.getByRole('button', { name: v.submit }).click()
        await expect(errorBeside(form, 'input[name="city"]')).toHaveText(v.errors.city)
        await expect(form.locator('input[name="city"]')).toBeFocused()
        await form.getByRole('button', { name: v.submit }).click()
        await expect(page.getByTestId('valuation-notice')).toHaveText(v.rateLimited)
        expect(await noSidewaysScroll(page)).toBe(true)
      })
    })
  }

  test(`${code}: letters in the living area and no street are said beside the fields, and nothing is sent or stored`, async ({
    page,
    request,
  }) => {
    const owner = `bad-${code}-${unique()}@example.com`
    const sent: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/valuations')) sent.push(request.url())
    })
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`${prefix}/kim/valuation`)
    await hydrated(page)
    const form = page.getByTestId('valuation-form')
    await fillHome(form, owner)
    await form.locator('input[name="street"]').fill('')
    await form.locator('input[name="livingArea"]').fill('abc')
    await form.getByRole('button', { name: v.submit }).click()
    await expect(errorBeside(form, 'input[name="street"]')).toHaveText(t.lead.errors.required)
    await expect(errorBeside(form, 'input[name="livingArea"]')).toHaveText(v.errors.number)
    await expect(form.locator('input[name="street"]')).toBeFocused()
    expect(await noSidewaysScroll(page)).toBe(true)
    expect(sent).toEqual([])
    expect(await storedContacts(request, owner)).toHaveLength(0)

    // Changed, the message follows the value: 0 sq ft is out of range.
    await form.locator('input[name="livingArea"]').fill('0')
    await expect(errorBeside(form, 'input[name="livingArea"]')).toHaveText(v.errors.livingArea)
  })
}

test.describe('on the agent’s own domain', () => {
  test.use(devices.phone)

  test('the valuation page is /valuation there', async ({ page, baseURL }) => {
    const own = new URL('/en/valuation', baseURL)
    own.hostname = 'kim.localhost'
    await page.goto(own.toString())
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messagesFor('en').valuation.title)
    await expect(page.getByTestId('valuation-form')).toBeVisible()
    await page.goto(new URL('/en', own).toString())
    await expect(page.getByTestId('valuation-link')).toHaveAttribute('href', '/en/valuation')
  })
})
