/**
 * A visitor opens the demo agent's neighbourhood page from their homepage, on a phone and a computer
 * in each language, and finds the area's market report (figures and chart, computed by the job the
 * page's publication queued, from the listings stand-in) and its homes, with no sideways scrolling
 * and nothing axe calls serious.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

const screens = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'computer', viewport: { width: 1280, height: 800 } },
]
const languages = [
  { prefix: '', link: '애틀랜타 미드타운', report: '지역 시장 동향 · Atlanta 30308', figure: '매물 수', homes: '애틀랜타 미드타운의 매물' },
  {
    prefix: '/en',
    link: 'Midtown, Atlanta',
    report: 'Market report · Atlanta 30308',
    figure: 'Homes for sale',
    homes: 'Homes for sale in Midtown, Atlanta',
  },
  {
    prefix: '/ja-JP',
    link: 'アトランタ・ミッドタウン',
    report: 'マーケットレポート · Atlanta 30308',
    figure: '売り出し中の物件',
    homes: 'アトランタ・ミッドタウンの売り出し物件',
  },
]

/** The report is written by a job shortly after the seed published the page: reload until it shows. */
async function reportShown(page: Page) {
  await expect(async () => {
    await page.reload()
    await expect(page.getByTestId('market-report-figures')).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 60_000 })
}

for (const screen of screens) {
  for (const language of languages) {
    test(`${language.prefix || '/'} park's neighbourhood page from the homepage on a ${screen.name}: report, chart and homes`, async ({
      page,
    }) => {
      await page.setViewportSize(screen.viewport)
      await page.goto(`${language.prefix}/park`)
      await page.getByRole('link', { name: language.link }).first().click()
      await expect(page).toHaveURL(new RegExp(`${language.prefix}/park/areas/atlanta-midtown$`))
      await expect(page.getByRole('heading', { level: 1, name: language.link })).toBeVisible()
      await reportShown(page)
      const report = page.getByTestId('market-report')
      await expect(report.getByRole('heading', { name: language.report })).toBeVisible()
      await expect(report.locator('[data-figure]')).toHaveCount(6)
      await expect(report.getByText(language.figure, { exact: true })).toBeVisible()
      // The chart is drawn on the server: an SVG with its title, and the months as a table for screen readers.
      await expect(report.locator('svg title')).toHaveCount(1)
      await expect(report.locator('table tbody tr')).toHaveCount(12)
      await expect(page.getByTestId('market-report-source')).toBeVisible()
      await expect(page.getByRole('heading', { name: language.homes })).toBeVisible()
      // A taste of the area's homes (six), then the way on to the full search.
      await expect(page.getByTestId('home-results').locator('.listing-grid > li')).toHaveCount(6)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(screen.viewport.width)
      const serious = (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      expect(serious.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([])
    })
  }
}

test('a neighbourhood page that is not published, or not this agent’s, is a 404', async ({ page }) => {
  expect((await page.goto('/park/areas/no-such-area'))?.status()).toBe(404)
  expect((await page.goto('/kim/areas/atlanta-midtown'))?.status()).toBe(404)
})
