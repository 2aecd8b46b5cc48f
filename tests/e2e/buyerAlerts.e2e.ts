/**
 * A buyer on an agent's site, with no account, in Korean, English and Japanese, on a phone and a
 * desktop: asks for e-mails about new homes like the search's ("alert me"), hearts homes, finds them
 * again after a reload in the favourites view, removes one, and asks for e-mails about the rest.
 *
 * The forms' answers: the request each sends is checked as the alerts endpoint receives it, answered
 * with the endpoint's 201 (src/lib/savedSearches/subscriptionSchema.ts is the contract). The last test
 * runs the whole journey through the real endpoint: the confirmation e-mail in the SMTP stand-in's
 * mailbox, its link, the confirm button.
 */
import { expect, test, type Page, type Request } from '@playwright/test'

import fs from 'node:fs'

import type { Messages } from '../../src/i18n/messages'
import { consentText } from '../../src/lib/savedSearches/consentText'
import { hydrated } from './helpers'

// The site's own strings (read as files: Playwright's loader does not take JSON modules).
const messagesFor = (code: 'ko' | 'en' | 'ja'): Messages => JSON.parse(fs.readFileSync(`src/i18n/messages/${code}.json`, 'utf8'))
const format = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole))
/** The consent sentence after the agent's name (the name is the seed's, in each language). */
const consentTail = (code: 'ko' | 'en' | 'ja', kind: 'search' | 'favourites') => consentText(code, kind, '|').split('|')[1].trim()
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

const locales = [
  { code: 'ko', prefix: '' },
  { code: 'en', prefix: '/en' },
  { code: 'ja', prefix: '/ja-JP' },
] as const
const devices = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 900 } },
}

const SUBSCRIBE = '**/api/saved-searches/subscribe'
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

/** Answers the alerts endpoint as it does for a valid request, and keeps what the page sent. */
async function answerSubscriptions(page: Page) {
  const sent: Record<string, unknown>[] = []
  await page.route(SUBSCRIBE, async (route) => {
    sent.push((route.request() as Request).postDataJSON())
    await route.fulfill({ status: 201, contentType: 'application/json', body: JSON.stringify({ ok: true }) })
  })
  return sent
}

/** The hearts answer once the browser's list is read (after hydration). */
const heartsReady = (page: Page) => expect(page.getByTestId('favourite-heart').first()).toHaveAttribute('data-ready', 'true')

for (const { code, prefix } of locales) {
  const t = messagesFor(code)
  const s = t.savedSearch
  const errors = t.lead.errors
  for (const [device, settings] of Object.entries(devices)) {
    test.describe(`${code} on a ${device}`, () => {
      test.use(settings)

      test('alert me: the search in words, messages beside the fields, then "check your e-mail"', async ({ page }) => {
        const sent = await answerSubscriptions(page)
        await page.goto(`${prefix}/kim/homes?propertyType=condo`)
        await hydrated(page)
        const open = page.getByRole('button', { name: s.open })
        await expect(open).toBeVisible()
        expect(await noSidewaysScroll(page)).toBe(true)

        await open.click()
        const dialog = page.getByRole('dialog', { name: s.title })
        await expect(dialog).toBeVisible()
        const criteria = capitalised(format(s.criteria.sale_active, { propertyType: s.propertyTypes.condo, city: 'Irvine', state: 'CA' }))
        await expect(dialog.getByTestId('alert-me-criteria')).toContainText(criteria)
        const email = dialog.locator('input[name="email"]')
        await expect(email).toHaveAccessibleName(s.email)
        await expect(email).toBeFocused()
        // The consent says what the buyer gets, from whom; it is not ticked for them.
        const consent = dialog.getByRole('checkbox')
        await expect(consent).not.toBeChecked()
        await expect(dialog.locator('.subscription-form__consent')).toContainText(consentTail(code, 'search'))
        await expect(dialog.getByRole('radio', { name: s.frequencies.instant })).toBeChecked()
        await expect(dialog.getByRole('link', { name: s.privacyLink })).toHaveAttribute('href', new RegExp(`/terms/privacy#${code}$`))

        // Sent empty: the messages stand beside the e-mail and the consent, in the page's language; nothing is sent.
        await dialog.getByRole('button', { name: s.submit }).click()
        await expect(
          dialog
            .locator('.field')
            .filter({ has: page.locator('input[name="email"]') })
            .locator('.field-error'),
        ).toHaveText(errors.email)
        await expect(dialog.locator('.subscription-form__consent-group .field-error')).toHaveText(errors.consent)
        expect(sent).toHaveLength(0)
        expect(await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)
        expect(await noSidewaysScroll(page)).toBe(true)

        // Filled in: the request names the search with every filter, and the buyer is told to confirm by e-mail.
        await email.fill(`alert-${code}-${device}@example.com`)
        await dialog.getByRole('radio', { name: s.frequencies.daily }).check()
        await consent.check()
        await dialog.getByRole('button', { name: s.submit }).click()
        await expect(dialog.getByTestId('subscription-done')).toHaveText(s.done)
        expect(sent).toHaveLength(1)
        expect(sent[0]).toMatchObject({
          locale: code,
          email: `alert-${code}-${device}@example.com`,
          frequency: 'daily',
          consent: true,
          website: '',
          search: { type: 'sale', propertyType: 'condo', status: 'active', state: 'CA', city: 'Irvine' },
        })
        expect(sent[0].realtorId).toEqual(expect.any(Number))
        expect(sent[0]).not.toHaveProperty('favourites')

        // Escape closes the dialog and gives focus back to the button.
        await page.keyboard.press('Escape')
        await expect(dialog).toBeHidden()
        await expect(open).toBeFocused()
      })

      test('alert me: the endpoint refusing is said in the page language', async ({ page }) => {
        const answers = [
          { status: 400, body: { errors: [{ message: 'email' }], fields: [{ field: 'email', message: 'email' }] } },
          { status: 409, body: { errors: [{ message: 'tooMany' }] } },
          { status: 429, body: { errors: [{ message: 'rateLimited' }] } },
        ]
        await page.route(SUBSCRIBE, (route) => {
          const { status, body } = answers.shift()!
          return route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) })
        })
        await page.goto(`${prefix}/kim/homes`)
        await hydrated(page)
        await page.getByRole('button', { name: s.open }).click()
        const dialog = page.getByRole('dialog', { name: s.title })
        const email = dialog.locator('input[name="email"]')
        await email.fill('buyer@example.com')
        await dialog.getByRole('checkbox').check()
        const submit = dialog.getByRole('button', { name: s.submit })
        await submit.click()
        await expect(
          dialog
            .locator('.field')
            .filter({ has: page.locator('input[name="email"]') })
            .locator('.field-error'),
        ).toHaveText(errors.email)
        await submit.click()
        await expect(dialog.getByRole('alert')).toHaveText(s.errors.tooMany)
        await submit.click()
        await expect(dialog.getByRole('alert')).toHaveText(s.errors.rateLimited)
      })

      test('no alert for a city its state does not have', async ({ page }) => {
        await page.goto(`${prefix}/kim/homes?state=GA&city=Irvine`)
        await expect(page.getByTestId('homes-city-mismatch')).toBeVisible()
        await expect(page.getByRole('button', { name: s.open })).toHaveCount(0)
      })

      test('hearts: two homes kept after a reload, listed in the favourites view, one removed', async ({ page }) => {
        const f = t.favourites
        await page.goto(`${prefix}/kim/homes`)
        await hydrated(page)
        await heartsReady(page)
        const cards = page.getByTestId('listing-card')
        const first = cards.nth(0)
        const second = cards.nth(2)
        const addressOf = async (card: typeof first) => (await card.locator('.listing-card__link').textContent())!.trim()
        const [firstAddress, secondAddress] = [await addressOf(first), await addressOf(second)]
        const firstHref = (await first.locator('.listing-card__link').getAttribute('href'))!

        // The heart is a 44 px button of its own: a tap saves the home and does not open it.
        const heart = first.getByRole('button', { name: f.save })
        const box = (await heart.boundingBox())!
        expect(Math.round(box.width)).toBeGreaterThanOrEqual(44)
        expect(Math.round(box.height)).toBeGreaterThanOrEqual(44)
        await expect(heart).toHaveAttribute('aria-pressed', 'false')
        await heart.click()
        await expect(first.getByRole('button', { name: f.remove })).toHaveAttribute('aria-pressed', 'true')
        await second.getByRole('button', { name: f.save }).click()
        await expect(second.getByRole('button', { name: f.remove })).toHaveAttribute('aria-pressed', 'true')
        await expect(page).toHaveURL(new RegExp(`${prefix}/kim/homes$`))
        const link = page.getByRole('link', { name: format(f.linkCount.other, { count: 2 }) })
        await expect(link).toBeVisible()
        await expect(page.getByTestId('favourites-count')).toHaveText('2')

        // After a reload the same two are hearted, the others not.
        await page.reload()
        await hydrated(page)
        await heartsReady(page)
        await expect(first.getByRole('button', { name: f.remove })).toHaveAttribute('aria-pressed', 'true')
        await expect(second.getByRole('button', { name: f.remove })).toHaveAttribute('aria-pressed', 'true')
        await expect(cards.nth(1).getByRole('button', { name: f.save })).toHaveAttribute('aria-pressed', 'false')
        expect(await noSidewaysScroll(page)).toBe(true)

        // The favourites view lists both, newest first, each linking to its listing page; not for search engines.
        await page.getByTestId('favourites-link').click()
        await expect(page).toHaveURL(new RegExp(`${prefix}/kim/favourites$`))
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(f.title)
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
        const items = page.getByTestId('favourite-item')
        await expect(items).toHaveCount(2)
        await expect(items.nth(0).getByRole('link')).toHaveText(secondAddress)
        await expect(items.nth(1).getByRole('link')).toHaveText(firstAddress)
        await expect(items.nth(1).getByRole('link')).toHaveAttribute('href', firstHref)
        expect(await noSidewaysScroll(page)).toBe(true)

        // One removed: the list and the header's count follow.
        await items
          .nth(0)
          .getByRole('button', { name: `${f.remove}: ${secondAddress}` })
          .click()
        await expect(items).toHaveCount(1)
        await expect(page.getByTestId('favourites-count')).toHaveText('1')

        // Its listing page shows it hearted; un-hearting it there empties the view.
        await items.nth(0).getByRole('link').click()
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstAddress)
        await hydrated(page)
        const pageHeart = page.getByTestId('listing-page').getByRole('button', { name: f.remove })
        await expect(pageHeart).toHaveAttribute('aria-pressed', 'true')
        await pageHeart.click()
        await expect(page.getByTestId('listing-page').getByRole('button', { name: f.save })).toHaveAttribute('aria-pressed', 'false')
        await page.getByTestId('favourites-link').click()
        await expect(page.getByTestId('favourites-empty')).toContainText(f.empty)
      })

      test('e-mail me my favourites: messages beside the fields, then "check your e-mail"', async ({ page }) => {
        const f = t.favourites
        const sent = await answerSubscriptions(page)
        await page.goto(`${prefix}/kim/homes`)
        await hydrated(page)
        await heartsReady(page)
        const card = page.getByTestId('listing-card').first()
        const id = await card.getAttribute('data-listing-id')
        const href = (await card.locator('.listing-card__link').getAttribute('href'))!
        await card.getByRole('button', { name: f.save }).click()
        await page.getByTestId('favourites-link').click()
        await expect(page.getByTestId('favourite-item')).toHaveCount(1)

        const form = page.getByTestId('subscription-form')
        await expect(page.getByRole('heading', { name: f.emailTitle })).toBeVisible()
        const email = form.locator('input[name="email"]')
        await expect(email).toHaveAccessibleName(s.email)
        await form.getByRole('button', { name: f.submit }).click()
        await expect(
          form
            .locator('.field')
            .filter({ has: page.locator('input[name="email"]') })
            .locator('.field-error'),
        ).toHaveText(errors.email)
        await expect(form.locator('.subscription-form__consent-group .field-error')).toHaveText(errors.consent)
        expect(sent).toHaveLength(0)
        expect(await noSidewaysScroll(page)).toBe(true)

        await email.fill(`favourites-${code}-${device}@example.com`)
        await expect(form.locator('.subscription-form__consent')).toContainText(consentTail(code, 'favourites'))
        await form.getByRole('checkbox').check()
        await form.getByRole('button', { name: f.submit }).click()
        await expect(page.getByTestId('subscription-done')).toHaveText(s.done)
        expect(sent).toHaveLength(1)
        expect(sent[0]).toMatchObject({
          locale: code,
          frequency: 'instant',
          consent: true,
          favourites: [{ id, from: href.split('?')[1] ?? '' }],
        })
        expect(sent[0]).not.toHaveProperty('search')
      })

      test('the whole journey: alert me, the confirmation e-mail, its link, confirmed', async ({ page, request }) => {
        const address = `journey-${code}-${device}-${Date.now()}@example.com`
        await page.goto(`${prefix}/kim/homes`)
        await hydrated(page)
        await page.getByRole('button', { name: s.open }).click()
        const dialog = page.getByRole('dialog', { name: s.title })
        await dialog.locator('input[name="email"]').fill(address)
        await dialog.getByRole('checkbox').check()
        await dialog.getByRole('button', { name: s.submit }).click()
        await expect(dialog.getByTestId('subscription-done')).toHaveText(s.done)

        type Mail = { rcpt: string[]; subject: string; text: string; html: string }
        const mailsTo = async () =>
          ((await (await request.get(process.env.E2E_MAILBOX_URL!)).json()) as Mail[]).filter((mail) => mail.rcpt.includes(address))
        await expect.poll(async () => (await mailsTo()).length, { timeout: 20_000 }).toBe(1)
        const [mail] = await mailsTo()
        const link = /href="([^"]+\/alerts\/confirm\?token=[^"]+)"/.exec(mail.html)?.[1]
        expect(link).toBeDefined()
        await page.goto(link!.replace(/&amp;/g, '&'))
        await hydrated(page)
        await page.getByTestId('alerts-confirm').click()
        await expect(page.getByTestId('alerts-confirmed')).toBeVisible()
        // The manage page: the search in the buyer's words, how often, and deleting everything.
        const alert = page.getByTestId('managed-alert')
        await expect(alert).toHaveCount(1)
        await expect(alert).toContainText(t.homes.propertyTypes.single_family)
        expect(await noSidewaysScroll(page)).toBe(true)
        await alert.locator('select[name="frequency"]').selectOption('weekly')
        await alert.locator('form').first().getByRole('button').click()
        await expect(page.getByTestId('managed-alert').locator('select[name="frequency"]')).toHaveValue('weekly')
        await page.getByTestId('alerts-delete-all').click()
        await expect(page.getByTestId('alerts-deleted')).toBeVisible()
        await expect(page.getByTestId('managed-alert')).toHaveCount(0)
      })
    })
  }
}

test.describe('on the agent’s own domain', () => {
  test.use(devices.phone)

  test('the favourites view is /favourites there, and its privacy link reaches the platform’s page', async ({ page, baseURL }) => {
    const t = messagesFor('en')
    const own = new URL('/en/homes', baseURL)
    own.hostname = 'kim.localhost'
    await page.goto(own.toString())
    await hydrated(page)
    await heartsReady(page)
    const card = page.getByTestId('listing-card').first()
    const address = (await card.locator('.listing-card__link').textContent())!.trim()
    await card.getByRole('button', { name: t.favourites.save }).click()
    await expect(page.getByTestId('favourites-link')).toHaveAttribute('href', '/en/favourites')
    await page.getByTestId('favourites-link').click()
    await expect(page).toHaveURL(`${own.origin}/en/favourites`)
    await expect(page.getByTestId('favourite-item').getByRole('link')).toHaveText(address)
    await expect(page.getByRole('link', { name: t.savedSearch.privacyLink })).toHaveAttribute(
      'href',
      `${new URL(baseURL!).origin}/en/terms/privacy#en`,
    )
    expect(await noSidewaysScroll(page)).toBe(true)
  })
})
