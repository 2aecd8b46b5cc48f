import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import http from 'node:http'

import { hydrated, realtorBySlug } from './helpers'

import { E2E_ADMIN } from './credentials'

const ctaName = '홈페이지 신청하기'

const onHost = (baseURL: string, host: string, path = '/') => {
  const url = new URL(path, baseURL)
  url.hostname = host
  return url.toString()
}

/** GET an absolute URL from this server, whatever its host name (Node does not resolve *.localhost). */
function getWithHost(baseURL: string, href: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(baseURL)
  const target = new URL(href)
  return new Promise((resolve, reject) => {
    const request = http.get({ hostname, port, path: target.pathname, headers: { Host: target.host } }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk) => (body += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
    })
    request.on('error', reject)
  })
}
const openPanel = async (page: Page) => {
  await page.getByRole('button', { name: ctaName }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  return dialog
}

test.describe('header', () => {
  test('turns black past 10 px of scroll and back at the top', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    const header = page.locator('.landing-header')
    await expect(header).toHaveAttribute('data-scrolled', 'false')
    await page.evaluate(() => window.scrollTo(0, 11))
    await expect(header).toHaveAttribute('data-scrolled', 'true')
    await expect(header).toHaveCSS('background-color', 'rgb(0, 0, 0)')
    await page.evaluate(() => window.scrollTo(0, 10))
    await expect(header).toHaveAttribute('data-scrolled', 'false')
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(header).not.toHaveCSS('background-color', 'rgb(0, 0, 0)')
  })

  test('the language dropdown closes on an outside click and switches keeping the path', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    await page.getByRole('button', { name: /언어/ }).click()
    await expect(page.getByRole('listbox')).toBeVisible()
    await page.getByRole('heading', { level: 1 }).click()
    await expect(page.getByRole('listbox')).toBeHidden()
    await page.getByRole('button', { name: /언어/ }).click()
    await page.getByRole('option', { name: '日本語' }).click()
    await expect(page).toHaveURL(/\/ja-JP$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('あなただけの不動産ホームページを')
  })
})

test.describe('showcase carousel', () => {
  test('prev is disabled at the start, next at the end, no wrap', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    const prev = page.getByRole('button', { name: '이전' })
    const next = page.getByRole('button', { name: '다음' })
    await expect(prev).toBeDisabled()
    await expect(next).toBeEnabled()
    for (let i = 0; i < 9; i++) await next.click()
    await expect(next).toBeDisabled()
    await expect(prev).toBeEnabled()
  })

  test('thumbnails open the agent site in a new tab, unless the pointer dragged', async ({ page, context, baseURL }) => {
    await page.goto('/')
    await hydrated(page)
    // The first slide is /kim, who has their own domain (kim.localhost resolves to this machine in Chromium).
    const link = page.getByRole('link', { name: /김하나/ })
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', /noopener/)

    const popup = context.waitForEvent('page')
    await link.click()
    const opened = await popup
    expect(opened.url()).toBe(onHost(baseURL!, 'kim.localhost', '/'))
    await expect(opened.getByText('김하나').first()).toBeVisible()
    await opened.close()

    await page.evaluate(() =>
      window.addEventListener('click', (event) => ((window as unknown as { lastClick: Event }).lastClick = event), true),
    )
    const pages = context.pages().length
    const box = (await link.boundingBox())!
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2]
    await page.mouse.move(x, y)
    await page.mouse.down()
    await page.mouse.move(x - 8, y, { steps: 4 })
    await page.mouse.up()
    const prevented = await page.evaluate(() => (window as unknown as { lastClick?: Event }).lastClick?.defaultPrevented ?? true)
    expect(prevented).toBe(true)
    expect(context.pages().length).toBe(pages)
  })

  for (const [path, prefix] of [
    ['/', ''],
    ['/en', '/en'],
    ['/ja-JP', '/ja-JP'],
  ] as const) {
    test(`${path}: ten thumbnails open real agent sites of the platform in the page's language`, async ({ page, baseURL }) => {
      await page.goto(path)
      const links = page.locator('.showcase__slide a')
      await expect(links).toHaveCount(10)
      const hrefs = await links.evaluateAll((nodes) => nodes.map((node) => (node as HTMLAnchorElement).href))
      expect(new Set(hrefs).size).toBe(10)
      for (const link of await links.all()) {
        await expect(link).toHaveAttribute('target', '_blank')
        await expect(link).toHaveAttribute('rel', /noopener/)
        await expect(link.locator('img')).toHaveCount(1)
      }
      const port = new URL(baseURL!).port
      expect(hrefs).toContain(`http://kim.localhost:${port}${prefix || '/'}`)
      for (const slug of ['park', 'equityrealty', 'lee', 'choi']) expect(hrefs).toContain(`${baseURL}${prefix}/${slug}`)
      // Each answers 200 with that agent's page: their name (the slide's caption before ' · ') is on it.
      const names = await links.evaluateAll((nodes) => nodes.map((node) => node.textContent!.split(' · ')[0].trim()))
      for (const [i, href] of hrefs.entries()) {
        expect(href).not.toContain('example.com')
        const answer = await getWithHost(baseURL!, href)
        expect(answer.status, href).toBe(200)
        expect(answer.body, href).toContain(names[i])
      }
    })
  }

  test('an unpublished agent leaves the showcase at once, and comes back when published again', async ({ page, request }) => {
    const login = await request.post('/api/users/login', { data: E2E_ADMIN })
    const headers = { Authorization: `JWT ${(await login.json()).token}` }
    const sato = await realtorBySlug(request, 'sato')
    const publish = (published: boolean) =>
      request.patch(`/api/realtors/${sato.id}`, { headers, data: { _status: published ? 'published' : 'draft' } })
    expect((await publish(false)).status()).toBe(200)
    try {
      await page.goto('/')
      await expect(page.locator('.showcase__slide a')).toHaveCount(9)
      await expect(page.locator('.showcase__slide a[href$="/sato"]')).toHaveCount(0)
    } finally {
      expect((await publish(true)).status()).toBe(200)
    }
    await page.goto('/')
    await expect(page.locator('.showcase__slide a[href$="/sato"]')).toHaveCount(1)
  })

  test('a mouse drag moves it to the next slide; scrolling it (a swipe, a trackpad) moves the selection along', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    const showcase = page.locator('section.showcase')
    const viewport = page.getByTestId('showcase-viewport')
    await viewport.scrollIntoViewIfNeeded()
    const box = (await viewport.boundingBox())!
    const y = box.y + box.height / 2
    await page.mouse.move(box.x + box.width * 0.8, y)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width * 0.2, y, { steps: 8 })
    await page.mouse.up()
    await expect(showcase).toHaveAttribute('data-selected', '1')
    await expect(page.getByRole('button', { name: '이전' })).toBeEnabled()

    await viewport.evaluate((row) => row.scrollTo({ left: row.scrollWidth }))
    await expect(showcase).toHaveAttribute('data-selected', '9')
    await expect(page.getByRole('button', { name: '다음' })).toBeDisabled()
  })

  test('arrow keys move it, at most one step per 200 ms', async ({ page }) => {
    const start = Date.parse('2026-01-01T00:00:00Z')
    await page.clock.setFixedTime(start)
    await page.goto('/')
    await hydrated(page)
    const showcase = page.locator('section.showcase')
    await page.getByTestId('showcase-viewport').focus()
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight')
    await expect(showcase).toHaveAttribute('data-selected', '1')
    await page.clock.setFixedTime(start + 199)
    await page.keyboard.press('ArrowRight')
    await expect(showcase).toHaveAttribute('data-selected', '1')
    await page.clock.setFixedTime(start + 400)
    await page.keyboard.press('ArrowRight')
    await expect(showcase).toHaveAttribute('data-selected', '2')
    await page.clock.setFixedTime(start + 700)
    await page.keyboard.press('ArrowLeft')
    await expect(showcase).toHaveAttribute('data-selected', '1')
  })
})

test.describe('lead panel', () => {
  test('opens from each call-to-action and closes on X, backdrop and Escape, returning focus', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    const hero = page.getByRole('button', { name: ctaName })
    let dialog = await openPanel(page)
    await expect(dialog.getByLabel('이름')).toBeFocused()
    await dialog.getByRole('button', { name: '닫기' }).click()
    await expect(dialog).toBeHidden()
    await expect(hero).toBeFocused()

    // Opened again (the form's code already loaded): focus is on the first field again.
    dialog = await openPanel(page)
    await expect(dialog.getByLabel('이름')).toBeFocused()
    await page.getByTestId('lead-backdrop').click({ position: { x: 10, y: 10 } })
    await expect(dialog).toBeHidden()

    const band = page.getByRole('button', { name: '상담 신청' })
    await band.click()
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(band).toBeFocused()
  })

  test('keeps keyboard focus inside while open', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    const dialog = await openPanel(page)
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab')
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true)
    }
    await page.keyboard.press('Shift+Tab')
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true)
  })

  test('the phone field keeps digits and hyphens only, with a warning', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    const dialog = await openPanel(page)
    const phone = dialog.getByLabel('전화번호')
    await phone.pressSequentially('010-12ab34 5678')
    await expect(phone).toHaveValue('010-12345678')
    await expect(dialog.getByText('전화번호에는 숫자와 하이픈(-)만 입력할 수 있습니다.')).toBeVisible()
  })

  test('submit stays disabled until both consents; trying anyway shows the alert', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    const dialog = await openPanel(page)
    const submit = dialog.getByRole('button', { name: '신청하기' })
    await expect(submit).toHaveAttribute('aria-disabled', 'true')
    await dialog.getByLabel('이름').fill('김하나')
    await dialog.getByLabel('이름').press('Enter')
    await expect(dialog.getByRole('alert')).toHaveText('필수 항목에 모두 동의해 주세요.')
    await dialog.getByLabel(/개인정보 수집 및 이용/).check()
    await expect(submit).toHaveAttribute('aria-disabled', 'true')
    await dialog.getByLabel(/전화 또는 문자/).check()
    await expect(submit).toHaveAttribute('aria-disabled', 'false')
    await expect(dialog.getByRole('alert')).toHaveCount(0)
    await expect(dialog.getByRole('link', { name: '개인정보 처리방침 보기' })).toHaveAttribute('href', '/terms/privacy#ko')
  })

  for (const [path, country, privacy] of [
    ['/', 'KR', '#ko'],
    ['/en', 'US', '#en'],
    ['/ja-JP', 'JP', '#en'],
  ] as const) {
    test(`default phone country on ${path} is ${country}`, async ({ page }) => {
      await page.goto(path)
      await hydrated(page)
      await page.locator('.hero .button').click()
      const dialog = page.getByRole('dialog')
      await expect(dialog.locator('select')).toHaveValue(country)
      await expect(dialog.locator('a[href^="/terms/privacy"]')).toHaveAttribute('href', `/terms/privacy${privacy}`)
    })
  }

  test('a successful submit clears the form, closes the panel and thanks the visitor', async ({ page, request }) => {
    await page.goto('/')
    await hydrated(page)
    let dialog = await openPanel(page)
    await fillLead(page)
    await dialog.getByRole('button', { name: '신청하기' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('alert').filter({ hasText: '신청이 접수되었습니다' })).toBeVisible()
    dialog = await openPanel(page)
    await expect(dialog.getByLabel('이름')).toHaveValue('')
    await expect(dialog.getByLabel(/전화 또는 문자/)).not.toBeChecked()

    const events = await page.evaluate(() => (window as unknown as { dataLayer: { event: string }[] }).dataLayer.map((e) => e.event))
    expect(events).toEqual(
      expect.arrayContaining([
        'lead_realtor_click_btn_cta',
        'lead_realtor_view_form',
        'lead_realtor_click_form_cta',
        'lead_realtor_view_home',
      ]),
    )
    void request
  })

  test('a failed submit keeps the panel open with the values and says so', async ({ page }) => {
    await page.route('**/api/send-to-slack', (route) => route.fulfill({ status: 500, json: { errors: [{ message: 'down' }] } }))
    await page.goto('/')
    await hydrated(page)
    const dialog = await openPanel(page)
    await fillLead(page)
    await dialog.getByRole('button', { name: '신청하기' }).click()
    await expect(dialog.getByRole('alert')).toHaveText('신청을 보내지 못했습니다. 잠시 후 다시 시도해 주세요.')
    await expect(dialog).toBeVisible()
    await expect(dialog.getByLabel('이름')).toHaveValue('테스트 리드')
  })
})

test('no tag manager and no third-party request without a tag id', async ({ page }) => {
  const thirdParty: string[] = []
  page.on('request', (request) => {
    if (!request.url().startsWith(new URL(page.url() || 'http://localhost').origin) && !request.url().startsWith('data:')) {
      thirdParty.push(request.url())
    }
  })
  await page.goto('/')
  await hydrated(page)
  await page.waitForLoadState('load')
  await page.locator('.hero .button').click()
  expect(thirdParty.filter((url) => url.includes('googletagmanager'))).toEqual([])
})

for (const path of ['/', '/en', '/ja-JP']) {
  test(`axe finds no violations on the landing page ${path}, panel open too`, async ({ page }) => {
    await page.goto(path)
    await hydrated(page)
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
    await page.locator('.hero .button').click()
    await expect(page.getByRole('dialog')).toBeVisible()
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
  })
}

async function fillLead(page: Page) {
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('이름').fill('테스트 리드')
  await dialog.getByLabel('활동 지역').fill('Irvine')
  await dialog.getByLabel('전화번호').fill('010-1234-5678')
  await dialog.getByLabel('아니요').check()
  await dialog.getByLabel(/개인정보 수집 및 이용/).check()
  await dialog.getByLabel(/전화 또는 문자/).check()
}

test('with a tag id in site settings, the tag loads once the page is interactive', async ({ page, request }) => {
  const login = await request.post('/api/users/login', { data: E2E_ADMIN })
  const headers = { Authorization: `JWT ${(await login.json()).token}` }
  const setTag = (tagManagerId: string | null) => request.post('/api/globals/site-settings', { headers, data: { tagManagerId } })
  expect((await setTag('GTM-TEST123')).status()).toBe(200)
  try {
    const tagRequest = page.waitForRequest((r) => r.url().startsWith('https://www.googletagmanager.com/gtm.js?id=GTM-TEST123'))
    await page.route('https://www.googletagmanager.com/**', (route) => route.fulfill({ body: '', contentType: 'text/javascript' }))
    await page.goto('/')
    await hydrated(page)
    await tagRequest
    const layer = await page.evaluate(() => (window as unknown as { dataLayer: { event?: string }[] }).dataLayer)
    expect(layer.some((entry) => entry.event === 'gtm.js')).toBe(true)
    // A container reads dataLayer events, never gtag() commands (those are for a G- id: googleTag.e2e.ts).
    await page.locator('.hero .button').click()
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { dataLayer: { event?: string }[] }).dataLayer.map((entry) => entry.event)))
      .toEqual(expect.arrayContaining(['lead_realtor_click_btn_cta', 'lead_realtor_view_form']))
    expect(await page.evaluate(() => typeof (window as unknown as { gtag?: unknown }).gtag)).toBe('undefined')
  } finally {
    await setTag(null)
  }
})
