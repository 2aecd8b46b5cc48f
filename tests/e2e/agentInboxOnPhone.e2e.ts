/**
 * An agent reading a contact on a phone (and at a desk): who wrote, when, how to reach them (tap to
 * call, tap to mail), the whole message as readable text, and the delivery in plain words and dates
 * in the admin's language, with no technical fields. Staff still see those.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'

import { DEMO_AGENT, DEMO_SUPPORT } from '../../runtime/seed/index'
import { E2E_ADMIN } from './credentials'
import { adminLogin, realtorBySlug } from './helpers'

const widths = [
  { device: 'phone', viewport: { width: 390, height: 844 } },
  { device: 'desktop', viewport: { width: 1280, height: 800 } },
] as const

const languages = [
  {
    locale: 'ko-KR',
    list: '받은 문의',
    sent: '이메일로 보냄',
    // A Korean date reads "2026년 11월 25일 오후 1:18"; a relative one "지금", "3분 전".
    date: /\d{4}년 \d{1,2}월 \d{1,2}일/,
    relative: /지금|초 전|분 전|시간 전|일 전|\d{1,2}월 \d{1,2}일/,
  },
  {
    locale: 'en-US',
    list: 'Contacts',
    sent: 'Sent by e-mail',
    date: /(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}/,
    relative: /now|seconds? ago|minutes? ago|hours? ago|days? ago|[A-Z][a-z]{2} \d{1,2}/,
  },
  {
    locale: 'ja-JP',
    list: 'お問い合わせ',
    sent: 'メールで送信済み',
    date: /\d{4}年\d{1,2}月\d{1,2}日/,
    relative: /今|秒前|分前|時間前|日前|\d{1,2}月\d{1,2}日/,
  },
] as const

const englishDate = /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* \d{1,2}, \d{4}/

async function token(request: APIRequestContext) {
  return (await (await request.post('/api/users/login', { data: E2E_ADMIN })).json()).token as string
}

type Sent = { id: number; email: string; message: string; tel: string }

/** A visitor writes to kim through the public endpoint; returns once the e-mail to kim has gone out. */
async function visitorWritesToKim(request: APIRequestContext): Promise<Sent> {
  const kim = await realtorBySlug(request, 'kim')
  const email = `inbox-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`
  const message = ['안녕하세요, 어바인 집을 보고 싶습니다.', 'Saturday morning works for me.', '土曜日の午前中はいかがですか。'].join('\n')
  const response = await request.post('/api/realtor-contacts', {
    data: {
      realtorId: kim.id,
      lastName: '최',
      firstName: '유나',
      email,
      phoneCountryCode: 'US',
      phone: '213-555-0142',
      message,
      isTerm: 'Y',
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  const headers = { Authorization: `JWT ${await token(request)}` }
  let id = 0
  await expect
    .poll(
      async () => {
        const { docs } = await (
          await request.get(`/api/contacts?where[email][equals]=${encodeURIComponent(email)}&depth=0`, { headers })
        ).json()
        id = docs[0]?.id ?? 0
        return docs[0]?.notification?.status
      },
      { timeout: 20_000 },
    )
    .toBe('sent')
  return { id, email, message, tel: 'tel:+12135550142' }
}

/** Contrast of the element's text against the first opaque background behind it (WCAG formula). */
async function contrast(locator: Locator) {
  return locator.evaluate((element) => {
    const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number)
    const luminance = ([r, g, b]: number[]) => {
      const channel = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
    }
    let background = [255, 255, 255]
    for (let node: Element | null = element; node; node = node.parentElement) {
      const color = rgb(getComputedStyle(node).backgroundColor)
      if (color.length >= 3 && (color[3] ?? 1) === 1) {
        background = color
        break
      }
    }
    const [a, b] = [luminance(rgb(getComputedStyle(element).color)), luminance(background)]
    return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
  })
}

const fontSize = (locator: Locator) => locator.evaluate((element) => parseFloat(getComputedStyle(element).fontSize))

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
}

for (const language of languages) {
  test.describe(`${language.locale}`, () => {
    test.use({ locale: language.locale })

    for (const { device, viewport } of widths) {
      test(`${device}: the agent reads a contact as text with tap-to-call and tap-to-mail, in plain words`, async ({ page, request }) => {
        const sent = await visitorWritesToKim(request)
        await page.setViewportSize(viewport)
        await adminLogin(page, DEMO_AGENT)
        await page.goto(`/admin/collections/contacts/${sent.id}`)

        const card = page.getByTestId('contact-card')
        const call = card.getByRole('link', { name: /213-555-0142/ })
        await expect(call).toHaveAttribute('href', sent.tel)
        const mail = card.getByRole('link', { name: sent.email })
        await expect(mail).toHaveAttribute('href', `mailto:${sent.email}`)
        await expect(card.getByRole('heading', { name: '최 유나' })).toBeVisible()

        // The whole message, every line, as text: nothing cut off, nothing to scroll inside a box.
        const message = card.getByTestId('contact-message')
        await expect(message).toHaveText(sent.message, { useInnerText: true })
        expect(await message.evaluate((e) => e.scrollHeight - e.clientHeight)).toBeLessThanOrEqual(1)

        for (const text of [call, mail, message, card.getByRole('heading', { name: '최 유나' })]) {
          await expect(text).toBeVisible()
          expect(await contrast(text)).toBeGreaterThanOrEqual(4.5)
          if (device === 'phone') expect(await fontSize(text)).toBeGreaterThanOrEqual(16)
        }

        // When, in the admin's language; the delivery in plain words; no technical fields for the agent.
        await expect(card.locator('time').first()).toHaveText(language.date)
        await expect(page.getByText(language.sent, { exact: true }).first()).toBeVisible()
        const body = page.locator('main, .template-default__wrap').first()
        await expect(body).not.toContainText('Message-ID')
        await expect(body).not.toContainText('SMTP')
        if (language.locale !== 'en-US') await expect(body).not.toContainText(englishDate)
        await noSidewaysScroll(page)
      })

      test(`${device}: the agent's list shows when and how to reach each contact within the screen`, async ({ page, request }) => {
        const sent = await visitorWritesToKim(request)
        await page.setViewportSize(viewport)
        await adminLogin(page, DEMO_AGENT)
        await page.goto('/admin/collections/contacts')

        const row = page.locator('tbody tr').filter({ has: page.getByRole('link', { name: sent.email }) })
        await expect(row).toHaveCount(1)
        const call = row.getByRole('link', { name: /213-555-0142/ })
        const mail = row.getByRole('link', { name: sent.email })
        await expect(call).toHaveAttribute('href', sent.tel)
        await expect(mail).toHaveAttribute('href', `mailto:${sent.email}`)
        await expect(row.locator('time')).toHaveText(language.relative)
        for (const target of [call, mail, row.locator('time')]) {
          await expect(target).toBeInViewport({ ratio: 1 })
          const box = (await target.boundingBox())!
          expect(box.x + box.width).toBeLessThanOrEqual(viewport.width)
        }
        if (language.locale !== 'en-US') await expect(page.locator('table')).not.toContainText(englishDate)
        if (language.locale !== 'en-US') await expect(page.locator('table')).not.toContainText(/\b(AM|PM)\b/)
      })
    }
  })
}

test('staff still see the technical delivery fields of a contact', async ({ page, request }) => {
  test.setTimeout(60_000)
  const sent = await visitorWritesToKim(request)
  await adminLogin(page, DEMO_SUPPORT)
  await page.goto(`/admin/collections/contacts/${sent.id}`)
  await expect(page.getByTestId('contact-card').getByRole('link', { name: sent.email })).toBeVisible()
  // The sidebar's read-only fields arrive with the form state: seconds on a busy machine.
  await expect(page.getByText('Message-ID', { exact: true })).toBeVisible({ timeout: 30_000 })
  // When the e-mail went out, in Korean words like the rest of the screen.
  await expect(page.getByText(/보낸 시각/).first()).toBeVisible()
  await expect(page.locator('.template-default__wrap, main').first()).not.toContainText(englishDate)
  expect(await page.locator('input').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value).join(' '))).not.toMatch(
    englishDate,
  )
  // Staff may still correct what the visitor sent.
  await expect(page.locator('#field-email')).toBeEditable()
})
