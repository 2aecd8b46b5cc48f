/**
 * What a buyer comes to an agent's site for, in Korean, English and Japanese, on a phone
 * and a desktop: the homes search (filters in the URL, 15 a page, previous / next), a listing page
 * (gallery, facts, data source) and its contact form, prefilled and stored naming the listing.
 * The listings API is the stand-in of tests/harness/standIns/listingsStandIn.ts (tests/harness/runners/e2e.ts).
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

import fs from 'node:fs'

import type { Messages } from '../../src/i18n/messages'
import { E2E_ADMIN } from './credentials'
import { hydrated } from './helpers'

// The site's own strings (read as files: Playwright's loader does not take JSON modules).
const messagesFor = (code: 'ko' | 'en' | 'ja'): Messages => JSON.parse(fs.readFileSync(`src/i18n/messages/${code}.json`, 'utf8'))
const format = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole))

const locales = [
  { code: 'ko', prefix: '' },
  { code: 'en', prefix: '/en' },
  { code: 'ja', prefix: '/ja-JP' },
] as const
const devices = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 900 } },
}

const cardIds = (page: Page) => page.getByTestId('listing-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-listing-id')))
/** kim's pages are canonical on their own domain, kim.localhost. */
const ownOrigin = (baseURL: string | undefined) => {
  const own = new URL(baseURL!)
  own.hostname = 'kim.localhost'
  return own.origin
}
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

for (const { code, prefix } of locales) {
  const t = messagesFor(code)
  for (const [device, settings] of Object.entries(devices)) {
    test.describe(`${code} on a ${device}`, () => {
      test.use(settings)

      test('search, change a filter, page forward and back, open a listing and ask about it', async ({ page, request }) => {
        await page.goto(`${prefix}/kim`)
        await page.getByRole('link', { name: format(t.homes.searchLink, { city: 'Irvine' }) }).click()
        await expect(page).toHaveURL(new RegExp(`${prefix}/kim/homes$`))
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(format(t.homes.searchTitle, { city: 'Irvine', state: 'CA' }))
        await expect(page.getByTestId('listing-card')).toHaveCount(15)
        await expect(page.getByTestId('listing-card').first().locator('img')).toHaveJSProperty('complete', true)
        expect(
          await page
            .getByTestId('listing-card')
            .first()
            .locator('img')
            .evaluate((img: HTMLImageElement) => img.naturalWidth),
        ).toBeGreaterThan(0)
        expect(await noSidewaysScroll(page)).toBe(true)
        await hydrated(page)

        // Page forward twice (40 homes: 15, 15, 10), then back; the URL and the homes change each time.
        const firstId = (id: number) =>
          expect(page.getByTestId('listing-card').first()).toHaveAttribute('data-listing-id', `irvine-sale-single_family-active-${id}`)
        await firstId(1)
        const paging = page.getByRole('navigation', { name: t.homes.pages })
        await paging.getByRole('link', { name: t.homes.next }).click()
        await expect(page).toHaveURL(/[?&]page=1$/)
        await firstId(16)
        await expect(page.getByTestId('listing-card')).toHaveCount(15)
        await paging.getByRole('link', { name: t.homes.next }).click()
        await expect(page).toHaveURL(/[?&]page=2$/)
        await firstId(31)
        await expect(page.getByTestId('listing-card')).toHaveCount(10)
        await expect(paging.getByRole('link', { name: t.homes.next })).toHaveCount(0)
        await paging.getByRole('link', { name: t.homes.previous }).click()
        await expect(page).toHaveURL(/[?&]page=1$/)
        await firstId(16)

        // A filter: condos (7 of them); the search starts again at page 0. On a phone the filters are folded.
        const form = page.getByTestId('home-search-form')
        if (device === 'phone') await page.getByTestId('home-filters-summary').click()
        await form.getByLabel(t.homes.propertyType).selectOption('condo')
        await form.getByRole('button', { name: t.homes.search }).click()
        await expect(page).toHaveURL(/propertyType=condo/)
        expect(page.url()).not.toContain('page=')
        await expect(page.getByTestId('listing-card')).toHaveCount(7)
        expect((await cardIds(page)).every((id) => id?.includes('-condo-'))).toBe(true)
        expect(await noSidewaysScroll(page)).toBe(true)

        // The listing page: gallery, facts, data source, map.
        const card = page.getByTestId('listing-card').first()
        const address = (await card.locator('.listing-card__link').textContent())!.trim()
        await card.locator('.listing-card__link').click()
        await expect(page).toHaveURL(/\/kim\/listings\/irvine-sale-condo-active-1\?.*propertyType=condo/)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(address)
        await expect(page.locator('.listing-page__photo')).toHaveJSProperty('complete', true)
        expect(await page.locator('.listing-page__photo').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
        await expect(page.locator('.agent-gallery li')).toHaveCount(3)
        const facts = page.getByTestId('listing-facts')
        for (const term of [t.homes.price, t.homes.beds, t.homes.baths, t.homes.livingArea, t.homes.broker, t.homes.office]) {
          await expect(facts.getByText(term, { exact: true })).toBeVisible()
        }
        await expect(facts).toContainText('$900,000')
        // The living area in the page's own words, the unit the cards use ("sq ft" only in English).
        await expect(facts).toContainText(t.homes.sqft.replace('{area}', '').trim())
        if (code !== 'en') await expect(facts).not.toContainText('sq ft')
        await expect(facts).toContainText('Stand-in Realty')
        await expect(page.getByTestId('listing-source')).toContainText(format(t.agent.sourceMls, { market: t.agent.allMarkets }))
        await expect(page.getByRole('link', { name: t.homes.map })).toHaveAttribute('href', /google\.com\/maps\/search\/.*100%20Oak%20St/)
        expect(await noSidewaysScroll(page)).toBe(true)

        // The contact form says which home it is about; the stored contact names it.
        await hydrated(page)
        await page.locator('#contact').scrollIntoViewIfNeeded()
        const contact = page.locator('.contact-form')
        await expect(contact.getByLabel(t.agent.message)).toHaveValue(format(t.homes.about, { address }))
        const email = `homes-${code}-${device}-${Date.now()}@example.com`
        await contact.getByLabel(t.agent.lastName).fill('Lee')
        await contact.getByLabel(t.agent.firstName).fill('Minji')
        await contact.getByLabel(t.agent.email).fill(email)
        await contact.locator('select').selectOption('US')
        await contact.getByLabel(t.agent.phone, { exact: true }).fill('949-555-0199')
        await contact.getByRole('button', { name: t.agent.send }).click()
        await expect(contact.getByRole('alert')).toHaveText(t.agent.sent)

        const { token } = await (await request.post('/api/users/login', { data: E2E_ADMIN })).json()
        const stored = await (
          await request.get(`/api/contacts?where[email][equals]=${encodeURIComponent(email)}&depth=0`, {
            headers: { Authorization: `JWT ${token}` },
          })
        ).json()
        expect(stored.docs).toHaveLength(1)
        expect(stored.docs[0].message).toContain(address)
      })
    })
  }
}

test('a failing or silent listings source shows a note, after the loading state, and the page still answers', async ({ page }) => {
  await page.goto('/en/kim/homes?city=Anaheim')
  await expect(page.getByTestId('homes-unavailable')).toHaveText(messagesFor('en').homes.unavailable)
  await hydrated(page)
  const form = page.getByTestId('home-search-form')
  await form.getByLabel('City').selectOption('Fullerton')
  await form.getByRole('button', { name: 'Search' }).click()
  await expect(page.getByTestId('homes-loading')).toBeVisible()
  await expect(page.getByTestId('homes-unavailable')).toBeVisible({ timeout: 10_000 })
  await expect(page).toHaveURL(/city=Fullerton/)
})

test('empty results say so; an unknown listing is a 404 that is never indexed', async ({ page }) => {
  await page.goto('/en/kim/homes?city=Torrance')
  await expect(page.getByTestId('homes-empty')).toHaveText(messagesFor('en').homes.empty)
  const missing = await page.goto('/en/kim/listings/no-such-home')
  expect(missing?.status()).toBe(404)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
})

test('canonical rules: defaults and the page leave the canonical URL; only the bare search is indexed', async ({ page, baseURL }) => {
  const own = ownOrigin(baseURL)
  await page.goto('/en/kim/homes')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${own}/en/homes`)
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
  await page.goto('/en/kim/homes?type=sale&city=Irvine&page=1')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${own}/en/homes`)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex, follow/)
  await page.goto('/en/kim/homes?type=rent')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${own}/en/homes?type=rent`)
})

test('the agent page cards show their photo and open their listing page, on the agent domain too', async ({ page, baseURL }) => {
  const own = new URL(ownOrigin(baseURL))
  await page.goto(`${own.origin}/en`)
  const card = page.getByTestId('listings').getByTestId('listing-card').first()
  await card.scrollIntoViewIfNeeded()
  await expect(card.locator('img')).toHaveJSProperty('complete', true)
  expect(await card.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  await card.locator('.listing-card__link').click()
  await expect(page).toHaveURL(`${own.origin}/en/listings/sale-1?from=agent`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('100 sale Stand-in Ave, Irvine, CA 92618')
  const jsonLd = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '{}')))
  expect(jsonLd.filter((data) => data['@type'] === 'RealEstateListing')).toMatchObject([
    {
      offers: { price: 1250000, priceCurrency: 'USD' },
      about: { address: { streetAddress: '100 sale Stand-in Ave', postalCode: '92618' }, numberOfBedrooms: 3 },
    },
  ])
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/api\/media\/file\/demo-home-1/)
  // The search-result snippet says what the home is, in the visitor's language.
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /^For sale · \$1,250,000 · .*Bedrooms 3 · .*100 sale Stand-in Ave, Irvine, CA 92618$/,
  )
  await page.goto(`${own.origin}/ja-JP/homes`)
  await expect(page.getByTestId('listing-card')).toHaveCount(15)
})

for (const path of ['/kim/homes', '/en/kim/homes?type=rent&photos=1', '/ja-JP/kim/listings/sale-1?from=agent']) {
  test(`axe finds nothing serious or critical on ${path}`, async ({ page }) => {
    await page.goto(path)
    await hydrated(page)
    const { violations } = await new AxeBuilder({ page }).analyze()
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([])
  })
}
