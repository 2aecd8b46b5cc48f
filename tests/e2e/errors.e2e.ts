import { expect, test } from '@playwright/test'

const notFound = [
  { path: '/no/such/page', text: '페이지를 찾을 수 없습니다', lang: 'ko-KR' },
  { path: '/en/no/such/page', text: 'We could not find that page', lang: 'en-US' },
  { path: '/ja-JP/no/such/page', text: 'ページが見つかりません', lang: 'ja-JP' },
  { path: '/kim/no-such-page', text: '페이지를 찾을 수 없습니다', lang: 'ko-KR' },
  { path: '/en/kim/no-such-page', text: 'We could not find that page', lang: 'en-US' },
]

for (const { path, text, lang } of notFound) {
  test(`404 for ${path}: the spec status line with the path, the heading in the page language`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await expect(page.locator('.error-page__status')).toHaveText(`404 · Page Not Found: ${path}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text)
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    // The tab and the history say what happened, in the page language (the title was empty).
    await expect(page).toHaveTitle(text)
  })
}

const serverError = [
  { path: '/500', text: '일시적인 오류가 발생했습니다' },
  { path: '/en/500', text: 'Something went wrong' },
  { path: '/ja-JP/500', text: 'エラーが発生しました' },
]

for (const { path, text } of serverError) {
  test(`500 for ${path}: status and localized text`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(500)
    await expect(page.locator('.error-page__status')).toHaveText('500 · Internal Server Error')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text)
  })
}
