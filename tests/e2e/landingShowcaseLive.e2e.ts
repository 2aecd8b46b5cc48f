/**
 * The landing's showcase shows the demo agents' real pages, not drawings of them: each slide the
 * visitor reaches shows the agent's live page (their name, their photos) scaled into it, over a still
 * picture; slides far away load nothing, nor does a carousel the visitor has not looked at yet; the
 * slide still opens the agent's site; and only that page, at the address the showcase asks for, may
 * be framed, by this origin alone.
 */
import { expect, test, type Page } from '@playwright/test'

import { hydrated } from './helpers'

const landings = [
  { path: '/', prefix: '', next: '다음', names: ['김하나', '박민수', '에퀴티 리얼티'] },
  { path: '/en', prefix: '/en', next: 'Next', names: ['Hana Kim', 'Minsu Park', 'Equity Realty'] },
  { path: '/ja-JP', prefix: '/ja-JP', next: '次へ', names: ['キム・ハナ', 'パク・ミンス', 'エクイティ・リアルティ'] },
] as const

const widths = [390, 1280] as const

const slide = (page: Page, index: number) => page.locator('.showcase__slide').nth(index)

/** The agent's page inside a slide: its frame has loaded and is shown over the still picture. */
async function expectLivePage(page: Page, index: number, name: string, prefix: string, slug: string) {
  const live = slide(page, index).locator('.showcase__live')
  const frame = live.locator('iframe')
  await expect(frame).toHaveAttribute('src', `${prefix}/${slug}?showcase`)
  await expect(frame.contentFrame().getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(live).toHaveAttribute('data-loaded', 'true')
  await expect(live).toHaveCSS('opacity', '1')
  // The page fills the slide's picture box: laid out at desktop width, scaled down to it.
  const [liveBox, pictureBox] = await Promise.all([live.boundingBox(), slide(page, index).locator('img').boundingBox()])
  expect(Math.abs(liveBox!.width - pictureBox!.width)).toBeLessThan(1)
  expect(Math.abs(liveBox!.height - pictureBox!.height)).toBeLessThan(1)
  const frameBox = await frame.boundingBox()
  expect(Math.abs(frameBox!.width - liveBox!.width)).toBeLessThan(1.5)
}

for (const width of widths) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 500 ? 844 : 800 } })

    for (const { path, prefix, next, names } of landings) {
      test(`${path}: slides show the agents' real pages as the visitor reaches them`, async ({ page }) => {
        await page.goto(path)
        await hydrated(page)
        await page.locator('section.showcase').scrollIntoViewIfNeeded()
        await expectLivePage(page, 0, names[0], prefix, 'kim')
        await expectLivePage(page, 1, names[1], prefix, 'park')
        // Slides far from the one shown load nothing yet.
        await expect(slide(page, 5).locator('iframe')).toHaveCount(0)
        await page.getByRole('button', { name: next, exact: true }).click()
        await expect(page.locator('section.showcase')).toHaveAttribute('data-selected', '1')
        await expectLivePage(page, 2, names[2], prefix, 'equityrealty')
        // Nothing scrolls sideways.
        expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(
          0,
        )
      })
    }

    test("a click on a slide's live page opens the agent's site; dragging over it moves the carousel", async ({
      page,
      context,
      baseURL,
    }) => {
      await page.goto('/en')
      await hydrated(page)
      await page.locator('section.showcase').scrollIntoViewIfNeeded()
      await expectLivePage(page, 0, 'Hana Kim', '/en', 'kim')
      const box = (await slide(page, 0).locator('.showcase__live').boundingBox())!
      const popup = context.waitForEvent('page')
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
      const opened = await popup
      const expected = new URL('/en', baseURL)
      expected.hostname = 'kim.localhost'
      expect(opened.url()).toBe(expected.toString())
      await opened.close()

      const y = box.y + box.height / 2
      await page.mouse.move(box.x + box.width * 0.8, y)
      await page.mouse.down()
      await page.mouse.move(box.x + box.width * 0.1, y, { steps: 8 })
      await page.mouse.up()
      await expect(page.locator('section.showcase')).toHaveAttribute('data-selected', '1')
      expect(context.pages()).toHaveLength(1)
    })
  })
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, screen: { width: 390, height: 844 } })

  test('a carousel just below the first screen loads no agent page until the visitor scrolls to it', async ({ page }) => {
    await page.goto('/en')
    await hydrated(page)
    await page.waitForLoadState('load')
    const carousel = page.locator('section.showcase')
    const box = (await carousel.boundingBox())!
    // It is near the first screen (just below it, or peeking in), but less than half of it is on it.
    expect(box.y).toBeLessThan(844 + 100)
    expect(box.y + box.height / 2).toBeGreaterThan(844)
    // Frames pass and the page is idle: still no agent page asked for.
    for (let i = 0; i < 3; i++) {
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))))
    }
    await expect(carousel.locator('.showcase__live')).toHaveCount(0)
    await carousel.scrollIntoViewIfNeeded()
    await expectLivePage(page, 0, 'Hana Kim', '/en', 'kim')
  })
})

test("only an agent's home page at the showcase's address may be framed, and only by this origin", async ({ request, baseURL }) => {
  const framed = await request.get('/kim?showcase')
  expect(framed.status()).toBe(200)
  expect(framed.headers()['x-frame-options']).toBe('SAMEORIGIN')
  expect(framed.headers()['content-security-policy']).toContain("frame-ancestors 'self'")
  expect(framed.headers()['content-security-policy']).not.toContain("frame-ancestors 'none'")

  const ownDomain = new URL(baseURL!).host.replace('localhost', 'kim.localhost')
  for (const [path, headers] of [
    ['/kim', {}],
    ['/en/kim', {}],
    ['/kim/terms?showcase', {}],
    ['/en?showcase', {}],
    ['/?showcase', { Host: ownDomain }],
  ] as const) {
    const response = await request.get(path, { headers })
    expect(response.headers()['x-frame-options'], path).toBe('DENY')
    expect(response.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'")
  }
  // The landing frames its own origin (and the video hosts it always allowed), nothing else.
  const landing = await request.get('/en')
  expect(landing.headers()['content-security-policy']).toMatch(
    /frame-src 'self' https:\/\/www\.youtube-nocookie\.com https:\/\/www\.youtube\.com;/,
  )
})
