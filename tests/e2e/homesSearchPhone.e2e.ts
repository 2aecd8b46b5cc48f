/**
 * The homes search as a buyer uses it on a phone and a desktop: on a phone the filters fold into a
 * summary of what is searched, so the first home shows on the first screen; the form always says
 * what the URL searched for (after Back and Forward too); the city list follows the state and a city
 * of another state is never swapped for one silently; a page past the last one says so.
 */
import { expect, test, type Page } from '@playwright/test'

import { hydrated } from './helpers'
import { format, messagesFor, phoneAndDesktop, publicLocales } from './siteMessages'

/** The filter form, opened: on a phone it is folded behind its summary. */
async function openFilters(page: Page) {
  const form = page.getByTestId('home-search-form')
  if (!(await form.isVisible())) await page.getByTestId('home-filters-summary').click()
  await expect(form).toBeVisible()
  return form
}

const firstCard = (page: Page) => page.getByTestId('listing-card').first()

for (const { code, prefix } of publicLocales) {
  const t = messagesFor(code)
  for (const [device, settings] of Object.entries(phoneAndDesktop)) {
    test.describe(`${code} on a ${device}`, () => {
      test.use(settings)

      test('the first home is on the first screen; the filters say what is searched', async ({ page }) => {
        await page.goto(`${prefix}/kim/homes?type=rent`)
        const photo = firstCard(page).locator('img')
        await expect(photo).toBeVisible()
        const form = page.getByTestId('home-search-form')
        if (device === 'phone') {
          // Folded: a one-line summary of the active filters, above the homes.
          const summary = page.getByTestId('home-filters-summary')
          await expect(summary).toBeVisible()
          await expect(form).toBeHidden()
          for (const part of [t.homes.types.rent, 'CA', 'Irvine']) await expect(summary).toContainText(part)
          // At least half of the first home's photo shows above the call / message bar.
          const bar = await page.locator('.agent-quick-actions').boundingBox()
          const box = (await photo.boundingBox())!
          expect(box.y + box.height / 2).toBeLessThanOrEqual(bar ? bar.y : 844)
        } else {
          await expect(form).toBeVisible()
        }
        await hydrated(page)
        const open = await openFilters(page)
        await expect(open.locator('select[name="type"]')).toHaveValue('rent')
        await expect(open.locator('select[name="city"]')).toHaveValue('Irvine')
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
      })

      test('after Back and Forward the filters match the homes shown', async ({ page }) => {
        await page.goto(`${prefix}/kim/homes`)
        await hydrated(page)
        let form = await openFilters(page)
        await form.locator('select[name="type"]').selectOption('rent')
        await form.getByRole('button', { name: t.homes.search }).click()
        await expect(page).toHaveURL(/[?&]type=rent/)
        await expect(firstCard(page)).toHaveAttribute('data-listing-id', /-rent-/)

        await page.goBack()
        await expect(page).toHaveURL(new RegExp(`${prefix}/kim/homes$`))
        await expect(firstCard(page)).toHaveAttribute('data-listing-id', /-sale-/)
        if (device === 'phone') await expect(page.getByTestId('home-filters-summary')).toContainText(t.homes.types.sale)
        form = await openFilters(page)
        await expect(form.locator('select[name="type"]')).toHaveValue('sale')

        await page.goForward()
        await expect(page).toHaveURL(/[?&]type=rent/)
        await expect(firstCard(page)).toHaveAttribute('data-listing-id', /-rent-/)
        form = await openFilters(page)
        await expect(form.locator('select[name="type"]')).toHaveValue('rent')

        // A choice left unsent, another page, then Back: the form shows the URL's search again.
        await form.locator('select[name="type"]').selectOption('sale')
        await page.goto(`${prefix}/kim`)
        await page.goBack()
        await expect(page).toHaveURL(/[?&]type=rent/)
        form = await openFilters(page)
        await expect(form.locator('select[name="type"]')).toHaveValue('rent')
      })

      test('the city list follows the state; a city of another state is not swapped silently', async ({ page }) => {
        await page.goto(`${prefix}/kim/homes`)
        await hydrated(page)
        const form = await openFilters(page)
        const city = form.locator('select[name="city"]')
        await form.locator('select[name="state"]').selectOption('GA')
        // Irvine is no city of Georgia: the choice is cleared, and Georgia's cities are offered.
        await expect(city).toHaveValue('')
        const cities = await city.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))
        expect(cities).toContain('Atlanta')
        expect(cities).not.toContain('Irvine')
        await city.selectOption('Johns Creek')
        await form.getByRole('button', { name: t.homes.search }).click()
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(format(t.homes.searchTitle, { city: 'Johns Creek', state: 'GA' }))

        // From a link: Georgia with Irvine says so instead of showing Atlanta.
        await page.goto(`${prefix}/kim/homes?state=GA&city=Irvine`)
        const note = page.getByTestId('homes-city-mismatch')
        await expect(note).toContainText(format(t.homeSearch.cityNotInState, { city: 'Irvine', state: 'GA' }))
        await expect(page.getByRole('heading', { level: 1 })).not.toContainText('Atlanta')
        await expect(page.getByTestId('listing-card')).toHaveCount(0)
        await note.getByRole('link', { name: format(t.homes.searchTitle, { city: 'Irvine', state: 'CA' }) }).click()
        await expect(page).toHaveURL(new RegExp(`${prefix}/kim/homes$`))
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(format(t.homes.searchTitle, { city: 'Irvine', state: 'CA' }))
        await expect(page.getByTestId('listing-card')).toHaveCount(15)
      })

      test('a page past the last one says so and leads back to the first page', async ({ page }) => {
        // Newport Beach has 7 homes: one page.
        await page.goto(`${prefix}/kim/homes?city=Newport+Beach&page=3`)
        const note = page.getByTestId('homes-beyond')
        await expect(note).toContainText(t.homeSearch.beyondLast)
        await expect(page.getByTestId('homes-empty')).toHaveCount(0)
        await expect(page.getByTestId('home-results-page')).toHaveCount(0)
        await note.getByRole('link', { name: t.homeSearch.toFirstPage }).click()
        await expect(page).toHaveURL(/[?]city=Newport\+Beach$/)
        await expect(page.getByTestId('listing-card')).toHaveCount(7)
        await expect(page.getByTestId('home-results-page')).toHaveText(format(t.homes.page, { page: 1 }))
      })
    })
  }
}
