/**
 * An agent's page as a buyer on a phone meets it: the agent reachable from the first screen and from a
 * bar that stays at hand, the page in the visitor's language throughout (listing notices, times, rent),
 * the agent's dark modes, Korean and Japanese text that breaks between words, and their own site around
 * a 404 or a 500.
 */
import { expect, test, type Locator, type Page } from '@playwright/test'

import { hydrated } from './helpers'

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }

test.describe('on a phone', () => {
  test.use(phone)

  test('the first screen shows the agent photo, name, one-line title and two ways to reach them', async ({ page }) => {
    await page.goto('/en/kim')
    await hydrated(page)
    const hero = page.locator('.agent-hero')
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText('Hana Kim')
    await expect(hero.locator('.agent-hero__headline')).toHaveText('Irvine Realtor')
    await expect(hero.getByRole('img', { name: 'Hana Kim' })).toBeInViewport()
    await expect(hero.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+19495550101')
    await expect(hero.getByRole('link', { name: 'KakaoTalk' })).toHaveAttribute('href', 'https://open.kakao.com/o/demo-kim')
    for (const action of ['Call', 'KakaoTalk']) await expect(hero.getByRole('link', { name: action })).toBeInViewport({ ratio: 1 })
  })

  test('an agent without KakaoTalk is offered a text message instead', async ({ page }) => {
    await page.goto('/en/park')
    await hydrated(page)
    await expect(page.locator('.agent-hero').getByRole('link', { name: 'Text me' })).toHaveAttribute('href', 'sms:+17705550123')
  })

  test('the header shows the agent logo, not an empty circle', async ({ page }) => {
    await page.goto('/kim')
    await hydrated(page)
    const mark = page.locator('.agent-header__mark')
    await expect(mark).toBeVisible()
    expect(await distinctColours(mark)).toBeGreaterThan(1)
  })

  test('a bar at the bottom calls, messages or opens the contact form from anywhere on the page', async ({ page }) => {
    await page.goto('/kim')
    await hydrated(page)
    const bar = page.getByRole('navigation', { name: '빠른 연락' })
    await expect(bar.getByRole('link')).toHaveText(['전화하기', '카카오톡', '문의하기'])
    const barBox = (await bar.boundingBox())!
    expect(barBox.y + barBox.height).toBeCloseTo(844, 0)
    await page.mouse.wheel(0, 1500)
    await expect(bar).toBeInViewport({ ratio: 1 })
    await bar.getByRole('link', { name: '문의하기' }).click()
    await expect(page.locator('.contact-form')).toBeVisible()
    await expect(page.getByRole('heading', { name: '문의하기', level: 2 })).toBeInViewport()
  })

  test('Korean text breaks between words, never inside one', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 })
    await page.goto('/kim')
    await hydrated(page)
    const broken = await page.locator('main').evaluate((main) => {
      const split: string[] = []
      const elements = main.querySelectorAll('h1, h2, h3, p, .button, button, dt, dd, li')
      for (const element of Array.from(elements)) {
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? ''
          for (const match of Array.from(text.matchAll(/[가-힣]+/g))) {
            if (match[0].length < 2) continue
            const range = document.createRange()
            range.setStart(node, match.index!)
            range.setEnd(node, match.index! + match[0].length)
            const lines = new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)))
            if (lines.size > 1) split.push(match[0])
          }
        }
      }
      return split
    })
    expect(broken).toEqual([])
  })
})

test('Japanese text breaks between phrases: a word is not cut at the end of a line', async ({ page }) => {
  await page.goto('/ja-JP/kim')
  await hydrated(page)
  // The one-line title, squeezed to the width of a few characters as in a narrow column.
  const phrases = await page.locator('.agent-hero__headline').evaluate((element) => {
    element.style.width = '10em'
    const node = element.firstChild!
    const text = node.textContent!
    return ['アーバインの', 'エージェント'].map((word) => {
      const range = document.createRange()
      range.setStart(node, text.indexOf(word))
      range.setEnd(node, text.indexOf(word) + word.length)
      return new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size
    })
  })
  expect(phrases).toEqual([1, 1])
})

test('listing groups without homes are left out', async ({ page }) => {
  await page.goto('/en/equityrealty')
  await hydrated(page)
  const listings = page.getByTestId('listings')
  await expect(listings.getByRole('heading', { level: 3 })).toHaveText(['For sale (1)', 'Sold (1)'])
  await expect(listings).not.toContainText('(0)')
})

for (const { path, source, time, rent, notWanted } of [
  {
    path: '/kim',
    source: 'MLS(crmls) 매물 정보 서비스',
    time: /\d{4}년 \d{1,2}월 \d{1,2}일 오[전후] \d{1,2}:\d{2} \(미국 태평양 시간\)/,
    rent: '월 $3,200',
    notWanted: /UTC|\/mo|\bam\b|\bpm\b|Agent-provided|via the listings/,
  },
  {
    path: '/ja-JP/kim',
    source: 'MLS(crmls)物件情報サービス',
    time: /\d{4}年\d{1,2}月\d{1,2}日 午[前後]\d{1,2}:\d{2}\(米国太平洋時間\)/,
    rent: '月額 $3,200',
    notWanted: /UTC|\/mo|\bam\b|\bpm\b|Agent-provided|via the listings/,
  },
  {
    path: '/en/kim',
    source: 'MLS (crmls) through our listings service',
    time: /[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [ap]m \(Pacific Time\)/,
    rent: '$3,200 / month',
    notWanted: /UTC|\/mo\b/,
  },
]) {
  test(`${path}: listing notices, times and rent in the page language, on the agent clock`, async ({ page }) => {
    await page.goto(path)
    await hydrated(page)
    const listings = page.getByTestId('listings')
    await expect(listings.locator('.mls-disclaimer')).toContainText(source)
    await expect(listings.locator('.mls-disclaimer')).toHaveText(time)
    await expect(listings.locator('[data-status="rent"] .listing-card__price')).toHaveText(rent)
    expect(await listings.textContent()).not.toMatch(notWanted)
  })
}

test.describe('dark modes', () => {
  const background = (page: Page) => page.getByTestId('agent-page').evaluate((element) => getComputedStyle(element).backgroundColor)

  test('an agent with dark content shows a dark page whatever the visitor setting', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto('/lee')
    await hydrated(page)
    expect(await background(page)).toBe('rgb(17, 24, 32)')
  })

  test('an agent who follows the visitor setting is dark on a dark device and light on a light one', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto('/equityrealty')
    await hydrated(page)
    expect(await background(page)).toBe('rgb(17, 24, 32)')
    await page.emulateMedia({ colorScheme: 'light' })
    expect(await background(page)).toBe('rgb(255, 255, 255)')
    // An agent who did not choose it keeps their own mode.
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto('/kim')
    expect(await background(page)).toBe('rgb(255, 255, 255)')
  })
})

test.describe('errors under an agent address stay inside their site', () => {
  test('404: the agent header and colours, the spec status line, a way back to their home', async ({ page }) => {
    const response = await page.goto('/kim/nope')
    expect(response?.status()).toBe(404)
    await expect(page.locator('.agent-header')).toContainText('김하나')
    await expect(page.locator('.agent-header')).toHaveCSS('background-color', 'rgb(31, 58, 95)')
    await expect(page.locator('.error-page__status')).toHaveText('404 · Page Not Found: /kim/nope')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('페이지를 찾을 수 없습니다')
    await expect(page.getByRole('link', { name: '김하나 홈으로' })).toHaveAttribute('href', '/kim')
    // The path is said once.
    expect((await page.locator('main').textContent())!.split('/kim/nope').length - 1).toBe(1)
  })

  test('404 on the agent own domain links back to that domain home', async ({ page, baseURL }) => {
    const url = new URL('/en/nope', baseURL)
    url.hostname = 'kim.localhost'
    expect((await page.goto(url.toString()))?.status()).toBe(404)
    await expect(page.locator('.agent-header')).toContainText('Hana Kim')
    await expect(page.getByRole('link', { name: 'Back to Hana Kim’s home page' })).toHaveAttribute('href', '/en')
  })

  test('500: inside the agent site, in the page language, with a retry and their home', async ({ page }) => {
    expect((await page.goto('/ja-JP/kim/500'))?.status()).toBe(500)
    await hydrated(page)
    await expect(page.locator('.agent-header')).toContainText('キム・ハナ')
    await expect(page.locator('.error-page__status')).toHaveText('500 · Internal Server Error')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('エラーが発生しました')
    await expect(page.getByRole('button', { name: 'もう一度試す' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'ホームへ' })).toHaveAttribute('href', '/ja-JP/kim')
  })

  test('an unknown agent gets the platform 404 with the platform header', async ({ page }) => {
    expect((await page.goto('/en/nobody-here-at-all'))?.status()).toBe(404)
    await expect(page.locator('.site-header')).toContainText('Built for Realtors')
    await expect(page.locator('.agent-header')).toHaveCount(0)
  })
})

test('privacy: the visitor language first, the others behind links, the #ko / #en anchors kept', async ({ page }) => {
  await page.goto('/terms/privacy')
  await expect(page.locator('section#ko')).toBeVisible()
  await expect(page.locator('section#en')).toBeHidden()
  await expect(page.locator('section#ja')).toBeHidden()
  await page.getByRole('link', { name: 'English' }).click()
  await expect(page.locator('section#en')).toBeVisible()
  await expect(page.locator('section#ko')).toBeHidden()
  // The lead form's link from an English page lands on English; a Japanese visitor reads Japanese first.
  await page.goto('/en/terms/privacy#ko')
  await expect(page.locator('section#ko')).toBeVisible()
  await expect(page.locator('section#en')).toBeHidden()
  await page.goto('/ja-JP/terms/privacy')
  await expect(page.locator('main section:visible')).toHaveCount(1)
  await expect(page.locator('section#ja')).toBeVisible()
})

test('agent pages carry Open Graph and Twitter tags in their language', async ({ page, baseURL }) => {
  const port = new URL(baseURL!).port
  const meta = (property: string) => page.locator(`meta[property="${property}"], meta[name="${property}"]`)
  await page.goto('/kim/terms')
  await expect(meta('og:locale')).toHaveAttribute('content', 'ko_KR')
  await expect(meta('og:site_name')).toHaveAttribute('content', '김하나')
  await page.goto('/ja-JP/kim')
  await expect(meta('og:locale')).toHaveAttribute('content', 'ja_JP')
  expect(await meta('og:locale:alternate').evaluateAll((tags) => tags.map((tag) => tag.getAttribute('content')))).toEqual([
    'ko_KR',
    'en_US',
  ])
  await expect(meta('og:site_name')).toHaveAttribute('content', 'キム・ハナ')
  await expect(meta('og:url')).toHaveAttribute('content', `http://kim.localhost:${port}/ja-JP`)
  await expect(meta('og:image:alt')).toHaveAttribute('content', /\S/)
  await expect(meta('og:image:width')).toHaveAttribute('content', /^\d+$/)
  await expect(meta('twitter:image:alt')).toHaveAttribute('content', /\S/)
})

/** How many clearly different colours a picture has (an empty, all-white logo has one). */
async function distinctColours(image: Locator): Promise<number> {
  return image.evaluate(async (img: HTMLImageElement) => {
    const bitmap = await createImageBitmap(await (await fetch(img.currentSrc)).blob())
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
    const context = canvas.getContext('2d')!
    context.drawImage(bitmap, 0, 0)
    const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height)
    const colours = new Set<string>()
    for (let i = 0; i < data.length; i += 4 * 97) colours.add(`${data[i] >> 5},${data[i + 1] >> 5},${data[i + 2] >> 5}`)
    return colours.size
  })
}
