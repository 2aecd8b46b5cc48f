/**
 * The agent's blog and reviews: the agent writes and publishes a post in the admin, and a visitor
 * finds it through the homepage's "Local expertise" section in each language, on a phone and a
 * computer; the reviews page shows consented reviews only; the pages pass axe.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { DEMO_AGENT } from '../../runtime/seed/index'
import { E2E_ADMIN } from './credentials'
import { adminLogin, realtorBySlug } from './helpers'

const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const
const prefixes = [
  { prefix: '', locale: 'ko', lang: 'ko-KR', allReviews: '고객 후기 전체 보기' },
  { prefix: '/en', locale: 'en', lang: 'en-US', allReviews: 'All reviews' },
  { prefix: '/ja-JP', locale: 'ja', lang: 'ja-JP', allReviews: 'すべてのレビュー' },
] as const

// Demo content of runtime/seed/agentContent.ts.
const seededPost = { slug: 'what-1-5m-buys-in-irvine', en: 'What $1.5M buys in Irvine today' }

async function staffToken(request: APIRequestContext): Promise<string> {
  return (await (await request.post('/api/users/login', { data: E2E_ADMIN })).json()).token
}

/** No horizontal scroll: the page is as wide as the screen. */
async function fitsTheScreen(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
}

test('the agent writes and publishes a post; a visitor opens it from the homepage in each language, on a phone and a computer', async ({
  page,
  browser,
}) => {
  // Admin pages on a busy 2-core machine, then six visits.
  test.setTimeout(180_000)
  const slug = `open-house-${Date.now()}`
  const title = `이번 주말 오픈 하우스 ${Date.now()}`
  await page.setViewportSize({ width: 1280, height: 900 })
  await adminLogin(page, DEMO_AGENT)
  await page.goto('/admin/collections/posts/create?locale=ko')
  await page.locator('#field-title').fill(title)
  await page.locator('#field-slug').fill(slug)
  const editor = page.locator('[data-lexical-editor="true"]').first()
  await editor.click()
  await page.keyboard.type('토요일 오후 1시부터 4시까지 우드브리지에서 오픈 하우스를 엽니다.')
  const saved = page.waitForResponse(
    (r) =>
      /\/api\/posts(\/\d+)?(\?|$)/.test(r.url()) &&
      ['POST', 'PATCH'].includes(r.request().method()) &&
      !r.url().includes('autosave=true') &&
      r.ok(),
  )
  await page.locator('#action-save').click()
  const doc = (await (await saved).json()).doc as { _status: string; slug: string }
  expect(doc).toMatchObject({ _status: 'published', slug })

  for (const viewport of viewports) {
    const visitor = await browser.newPage({ viewport: viewport })
    for (const { prefix, lang } of prefixes) {
      const response = await visitor.goto(`${prefix}/kim`)
      expect(response?.status()).toBe(200)
      const section = visitor.getByTestId('local-expertise')
      // The newest post first (its title falls back to Korean until translated).
      const link = section.getByRole('link', { name: title, exact: true })
      await link.scrollIntoViewIfNeeded()
      await link.click()
      await expect(visitor).toHaveURL(new RegExp(`${prefix}/kim/blog/${slug}$`))
      await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(visitor.getByTestId('post')).toContainText('토요일 오후 1시부터')
      await expect(visitor.locator('html')).toHaveAttribute('lang', lang)
      await fitsTheScreen(visitor)
      // Back to the blog, which lists it first.
      await visitor.getByTestId('post').getByRole('link', { name: /←/ }).click()
      await expect(visitor.getByTestId('blog').locator('.post-card__title').first()).toHaveText(title)
    }
    await visitor.close()
  }
})

test('a post page: its metadata, JSON-LD and cover; unknown posts and page numbers are 404', async ({ page, baseURL }) => {
  await page.goto(`/en/kim/blog/${seededPost.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(seededPost.en)
  const own = `http://kim.localhost:${new URL(baseURL!).port}`
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${own}/en/blog/${seededPost.slug}`)
  expect(await page.locator('link[rel="alternate"][hreflang="ja-JP"]').getAttribute('href')).toBe(`${own}/ja-JP/blog/${seededPost.slug}`)
  expect(await page.locator('meta[property="og:type"]').getAttribute('content')).toBe('article')
  expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toMatch(/\/api\/media\/file\/.+\.webp$/)
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!)
  expect(jsonLd).toMatchObject({
    '@type': 'BlogPosting',
    headline: seededPost.en,
    author: { '@type': 'Person', name: 'Hana Kim' },
    inLanguage: 'en-US',
  })
  const cover = page.locator('img.post-cover')
  expect(await cover.getAttribute('sizes')).toBe('(max-width: 776px) calc(100vw - 40px), 736px')
  expect(await cover.getAttribute('srcset')).toMatch(/ 1080w/)
  await expect(page.getByRole('link', { name: 'Contact Hana Kim' })).toHaveAttribute('href', '/en/kim#contact')

  for (const path of [
    '/kim/blog/no-such-post',
    '/kim/blog/page/1',
    '/kim/blog/page/02',
    '/kim/blog/page/abc',
    '/kim/blog/page/2',
    '/park/blog/' + seededPost.slug,
  ]) {
    expect((await page.request.get(path)).status(), path).toBe(404)
  }
})

test('the reviews page shows consented reviews only, each in this language or marked as translated, never an average', async ({
  page,
  request,
}) => {
  const own = await realtorBySlug(request, 'kim')
  const token = await staffToken(request)
  const hidden = `Hidden ${Date.now()}`
  const created = await request.post('/api/reviews', {
    headers: { Authorization: `JWT ${token}` },
    data: {
      realtor: own.id,
      clientName: hidden,
      reviewedAt: new Date().toISOString(),
      text: 'Not agreed yet',
      language: 'en',
      source: 'direct',
      clientConsent: false,
      _status: 'published',
    },
  })
  expect(created.status()).toBe(201)

  for (const viewport of viewports) {
    await page.setViewportSize(viewport)
    for (const { prefix, lang, allReviews } of prefixes) {
      await page.goto(`${prefix}/kim`)
      await page.getByRole('link', { name: new RegExp(allReviews) }).click()
      await expect(page).toHaveURL(new RegExp(`${prefix}/kim/reviews$`))
      const reviews = page.getByTestId('review')
      await expect(reviews).toHaveCount(3)
      await expect(page.getByTestId('reviews')).not.toContainText(hidden)
      // The English client's words on the English page as written; elsewhere translated, the original a click away.
      const daniel = reviews.filter({ hasText: 'Daniel R.' })
      if (lang === 'en-US') {
        await expect(daniel.locator('blockquote[lang="en-US"]')).toContainText('eleven days')
        await expect(daniel.locator('details')).toHaveCount(0)
      } else {
        await expect(daniel.locator(`blockquote[lang="${lang}"]`).first()).toBeVisible()
        await daniel.locator('summary').click()
        await expect(daniel.locator('details blockquote[lang="en-US"]')).toBeVisible()
      }
      await expect(reviews.filter({ hasText: 'Daniel R.' }).locator('.visually-hidden')).toHaveCount(1)
      const source = reviews.locator('a[href="https://www.google.com/maps"]')
      await expect(source).toHaveAttribute('rel', 'nofollow noopener')
      await fitsTheScreen(page)
      const jsonLd = await page.locator('script[type="application/ld+json"]').textContent()
      expect(JSON.parse(jsonLd!)).toMatchObject({ '@type': 'RealEstateAgent', review: expect.any(Array) })
      expect(jsonLd).not.toContain('aggregateRating')
      expect(jsonLd).not.toContain(hidden)
    }
  }
})

test("the live preview draws a post's and a review's draft inside the agent's site, for their agent only", async ({ page, request }) => {
  const own = await realtorBySlug(request, 'kim')
  const headers = { Authorization: `JWT ${await staffToken(request)}` }
  const post = await request.post('/api/posts?draft=true&locale=en', {
    headers,
    data: { realtor: own.id, title: `Draft for the preview ${Date.now()}`, publishedAt: new Date().toISOString() },
  })
  const review = await request.post('/api/reviews?draft=true&locale=en', {
    headers,
    data: {
      realtor: own.id,
      clientName: `Preview client ${Date.now()}`,
      reviewedAt: new Date().toISOString(),
      text: 'Still a draft',
      language: 'en',
      source: 'direct',
    },
  })
  const [postDoc, reviewDoc] = [(await post.json()).doc, (await review.json()).doc]
  expect((await request.get(`/preview/posts/${postDoc.id}?locale=en`)).status()).toBe(404)

  await adminLogin(page, DEMO_AGENT)
  await page.goto(`/preview/posts/${postDoc.id}?locale=en`)
  await expect(page.getByTestId('agent-page')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(postDoc.title)
  await page.goto(`/preview/reviews/${reviewDoc.id}?locale=en`)
  await expect(page.getByTestId('review').filter({ hasText: reviewDoc.clientName })).toContainText('Still a draft')
  await expect(page.getByRole('note')).toContainText('consent')
  await expect(page.getByTestId('review')).toHaveCount(4)
})

for (const { prefix } of prefixes) {
  for (const viewport of viewports) {
    test(`${prefix || '/'} ${viewport.name}: the blog, a post and the reviews have no serious or critical accessibility violations`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      for (const path of ['/kim/blog', `/kim/blog/${seededPost.slug}`, '/kim/reviews']) {
        const response = await page.goto(`${prefix}${path}`)
        expect(response?.status(), path).toBe(200)
        const { violations } = await new AxeBuilder({ page }).analyze()
        const grave = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        expect(grave.map((violation) => `${path}: ${violation.id} ${violation.nodes.map((node) => node.target).join(' ')}`)).toEqual([])
      }
    })
  }
}
