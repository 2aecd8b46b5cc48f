/**
 * npm run screenshots: the home-valuation page on kim's site at 390 and 1280 px in each language: the
 * empty form, the form sent with bad input (the messages beside the fields), and the answer of the
 * real endpoint for a single-family home in Irvine (the range, the sold homes, the MLS notice).
 */
import path from 'node:path'

import { test, type Page } from '@playwright/test'

import { locales, viewports } from '../e2e/pageStates'

const folder = path.resolve(process.env.SCREENSHOTS_DIR ?? 'screenshots')

async function fill(page: Page, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const control = page.locator(`[data-testid="valuation-form"] [name="${name}"]`)
    if ((await control.evaluate((element) => element.tagName)) === 'SELECT') await control.selectOption(value)
    else await control.fill(value)
  }
}

for (const viewport of viewports.filter(({ name }) => name === '390' || name === '1280')) {
  for (const locale of locales) {
    test.describe(`${viewport.name} px, ${locale.code}`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height }, isMobile: viewport.isMobile, hasTouch: viewport.isMobile })
      test('home valuation', async ({ page }) => {
        const shot = (state: string) =>
          page.screenshot({ path: path.join(folder, `valuation-${state}-${locale.code}-${viewport.name}.png`), fullPage: true })
        await page.goto(`${locale.prefix}/kim/valuation`)
        await page.locator('html[data-version-watch]').waitFor({ state: 'attached' })
        await shot('empty')
        await fill(page, { livingArea: 'abc', beds: '3', zipcode: '9261' })
        await page.locator('[data-testid="valuation-form"] button[type="submit"]').click()
        await page.locator('.field-error').first().waitFor()
        await shot('errors')
        await fill(page, {
          street: '18 Sandpiper Lane',
          city: 'Irvine',
          state: 'CA',
          zipcode: '92618',
          propertyType: 'single_family',
          beds: '3',
          baths: '2',
          livingArea: '1,800',
          lastName: 'Park',
          firstName: 'Minji',
          email: `shots-${locale.code}-${viewport.name}-${Date.now()}@example.com`,
          phoneCountryCode: 'US',
          phone: '949-555-0188',
        })
        await page.locator('[data-testid="valuation-form"] button[type="submit"]').click()
        await page.getByTestId('valuation-result').waitFor({ timeout: 30_000 })
        await shot('result')
      })
    })
  }
}
