import { expect, test } from '@playwright/test'
import { hydrated } from './helpers'

const YEAR = 365 * 24 * 60 * 60

test.describe('first visit without the locale cookie', () => {
  test.use({ locale: 'en-US' })

  test('follows Accept-Language to /en and remembers it in the cookie', async ({ page, context }) => {
    await page.goto('/terms')
    await hydrated(page)
    await expect(page).toHaveURL(/\/en\/terms$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected')
    expect(cookie).toMatchObject({ value: 'en', path: '/', sameSite: 'Lax' })
    const lifetime = cookie!.expires - Date.now() / 1000
    expect(lifetime).toBeGreaterThan(YEAR - 120)
    expect(lifetime).toBeLessThanOrEqual(YEAR + 5)
  })
})

test.describe('Japanese browser', () => {
  test.use({ locale: 'ja-JP' })
  test('lands on /ja-JP with html lang ja-JP', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    await expect(page).toHaveURL(/\/ja-JP$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP')
  })
})

test.describe('Korean browser', () => {
  test.use({ locale: 'ko-KR' })
  test('stays unprefixed with html lang ko-KR', async ({ page }) => {
    await page.goto('/terms')
    await hydrated(page)
    await expect(page).toHaveURL(/\/terms$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko-KR')
  })
})

test.describe('returning visitor', () => {
  test.use({ locale: 'en-US' })
  test('the cookie decides over Accept-Language', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'i18n_redirected', value: 'ko', url: baseURL! }])
    await page.goto('/terms')
    await hydrated(page)
    await expect(page).toHaveURL(/\/terms$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko-KR')
  })
})

test('the language dropdown switches locale, keeps the path and sets the cookie', async ({ page, context }) => {
  await page.goto('/terms')
  await hydrated(page)
  const toggle = page.getByRole('button', { name: /한국어/ })
  await toggle.click()
  await expect(page.getByRole('listbox')).toBeVisible()
  await page.locator('main').click()
  await expect(page.getByRole('listbox')).toBeHidden()

  await toggle.click()
  await page.getByRole('option', { name: 'English' }).click()
  await expect(page).toHaveURL(/\/en\/terms$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
  expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('en')

  await page.getByRole('button', { name: /English/ }).click()
  await page.getByRole('option', { name: '日本語' }).click()
  await expect(page).toHaveURL(/\/ja-JP\/terms$/)
  expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('ja-JP')
})

test.describe('returning Japanese visitor', () => {
  test.use({ locale: 'ko-KR' })
  for (const value of ['ja-JP', 'ja']) {
    test(`a cookie of ${value} opens the Japanese page and is kept as ja-JP`, async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: 'i18n_redirected', value, url: baseURL! }])
      await page.goto('/terms')
      await expect(page).toHaveURL(/\/ja-JP\/terms$/)
      await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP')
      expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('ja-JP')
    })
  }
})

test('/ko/... redirects permanently to the unprefixed path', async ({ request }) => {
  const response = await request.get('/ko/terms?x=1', { maxRedirects: 0 })
  expect(response.status()).toBe(308)
  expect(response.headers().location).toMatch(/\/terms\?x=1$/)
})

test('pages carry a canonical URL and hreflang alternates for every locale', async ({ page, baseURL }) => {
  await page.goto('/en/terms')
  await hydrated(page)
  const href = (selector: string) => page.locator(selector).getAttribute('href')
  expect(await href('link[rel="canonical"]')).toBe(`${baseURL}/en/terms`)
  expect(await href('link[rel="alternate"][hreflang="ko-KR"]')).toBe(`${baseURL}/terms`)
  expect(await href('link[rel="alternate"][hreflang="en-US"]')).toBe(`${baseURL}/en/terms`)
  expect(await href('link[rel="alternate"][hreflang="ja-JP"]')).toBe(`${baseURL}/ja-JP/terms`)
  expect(await href('link[rel="alternate"][hreflang="x-default"]')).toBe(`${baseURL}/terms`)
})
