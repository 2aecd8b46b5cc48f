/**
 * An agent meets their buyer leads (buyers who confirmed home alerts on their site) on a phone and at
 * a desk: the dashboard's count, the list (who with tap-to-mail, what in words, how their alerts go),
 * and a lead's card as text to read (criteria, favourites, alerts, the consent record), with no inputs
 * to edit. The demo agent's two buyers come from the seed (runtime/seed/buyerLeads.ts).
 */
import fs from 'node:fs'

import { expect, test, type Locator, type Page } from '@playwright/test'

import { DEMO_AGENT } from '../../runtime/seed/index'
import { DEMO_BUYER_EMAIL } from '../../runtime/seed/buyerLeads'
import { adminLogin } from './helpers'

const widths = [
  { device: 'phone', viewport: { width: 390, height: 844 } },
  { device: 'desktop', viewport: { width: 1280, height: 800 } },
] as const

const buyer = {
  name: '이서연',
  email: DEMO_BUYER_EMAIL,
  tel: 'tel:+19495550123',
  what: '단독주택 · 매매 · Irvine, CA',
  consent: '김하나님이 이 조건에 맞는 새 매물과 가격 변동을 이메일로 알려 드리는 데 동의합니다.',
}
const koreanDate = /\d{4}년 \d{1,2}월 \d{1,2}일/
const englishDate = /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* \d{1,2}, \d{4}/

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
}

async function withinScreen(target: Locator, width: number) {
  await expect(target).toBeVisible()
  const box = (await target.boundingBox())!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(width)
}

const fontSize = (locator: Locator) => locator.evaluate((element) => parseFloat(getComputedStyle(element).fontSize))

for (const { device, viewport } of widths) {
  test.describe(device, () => {
    test.use({ viewport })

    test(`${device}: the dashboard counts new buyer leads and the list shows who and what, with tap-to-mail`, async ({ page }) => {
      await adminLogin(page, DEMO_AGENT)
      await page.goto('/admin')
      const count = page.getByTestId('new-buyer-leads')
      // The seed's two buyers confirmed within the week (other tests may add more).
      await expect(count).toHaveText(/^이번 주 새 관심 고객 [1-9]\d*명$/)
      await count.click()
      await expect(page).toHaveURL(/\/admin\/collections\/saved-searches/)

      const row = page.locator('tbody tr').filter({ has: page.getByRole('link', { name: buyer.name, exact: true }) })
      await expect(row).toHaveCount(1)
      const mail = row.getByRole('link', { name: buyer.email })
      await expect(mail).toHaveAttribute('href', `mailto:${buyer.email}`)
      await withinScreen(row.getByRole('link', { name: buyer.name, exact: true }), viewport.width)
      await withinScreen(mail, viewport.width)
      await expect(row).toContainText(buyer.what)
      await expect(row).toContainText('알림 받는 중')
      await expect(row).toContainText('하루 한 번')
      await expect(row).toContainText('알림 3회')

      // A favourites list without a name: the address opens it, and a plain "send an e-mail" link.
      const favourites = page.locator('tbody tr').filter({ hasText: '관심 매물 2곳' })
      await expect(favourites).toHaveCount(1)
      await expect(favourites.getByRole('link', { name: /메일 보내기/ })).toHaveAttribute('href', 'mailto:favourites.demo@example.com')

      // The agent downloads their own buyers.
      const csv = page.getByRole('link', { name: '관심 고객 CSV 내려받기' })
      await expect(csv).toHaveAttribute('href', '/api/saved-searches/export-csv')
      const [download] = await Promise.all([page.waitForEvent('download'), csv.click()])
      expect(download.suggestedFilename()).toMatch(/^saved-searches-\d{8}\.csv$/)
      expect(fs.readFileSync(await download.path(), 'utf8')).toContain(buyer.email)

      await expect(page.locator('table')).not.toContainText(englishDate)
      await noSidewaysScroll(page)
    })

    test(`${device}: a buyer lead reads as a card: criteria, alerts and the consent record, nothing to edit`, async ({ page }) => {
      await adminLogin(page, DEMO_AGENT)
      await page.goto('/admin/collections/saved-searches')
      await page.getByRole('link', { name: buyer.name, exact: true }).click()

      const card = page.getByTestId('buyer-lead-card')
      await expect(card.getByRole('heading', { name: buyer.name })).toBeVisible()
      const mail = card.getByRole('link', { name: buyer.email })
      await expect(mail).toHaveAttribute('href', `mailto:${buyer.email}`)
      const call = card.getByRole('link', { name: /949-555-0123/ })
      await expect(call).toHaveAttribute('href', buyer.tel)
      await expect(card.getByTestId('buyer-lead-what')).toHaveText(buyer.what)
      const homes = card.getByRole('link', { name: '이 조건의 매물 보기' })
      await expect(homes).toHaveAttribute('href', /\/homes\?.*city=Irvine/)

      await expect(card).toContainText('하루 한 번')
      await expect(card).toContainText('3회')
      await expect(card).toContainText('12 Willow Tree, Irvine')
      await expect(card.getByTestId('buyer-lead-consent')).toContainText(buyer.consent)
      await expect(card.locator('time').first()).toHaveText(koreanDate)
      await expect(card).not.toContainText(englishDate)

      // Every field is the system's: values as text, no inputs (greyed out or not) for the agent.
      await expect(page.locator('form').locator('input:visible, textarea:visible, select:visible')).toHaveCount(0)
      for (const text of [mail, call, homes, card.getByTestId('buyer-lead-consent')]) {
        await withinScreen(text, viewport.width)
        if (device === 'phone') expect(await fontSize(text)).toBeGreaterThanOrEqual(16)
      }
      await noSidewaysScroll(page)
    })

    test(`${device}: a favourites list shows the homes the buyer follows`, async ({ page }) => {
      await adminLogin(page, DEMO_AGENT)
      await page.goto('/admin/collections/saved-searches')
      await page.getByRole('link', { name: 'favourites.demo@example.com', exact: true }).click()
      const card = page.getByTestId('buyer-lead-card')
      await expect(card.getByTestId('buyer-lead-what')).toHaveText('관심 매물 2곳')
      const home = card.getByRole('link', { name: '12 Willow Tree, Irvine' })
      await expect(home).toHaveAttribute('href', /\/listings\/\d+$/)
      await expect(card).toContainText('일시 중지')
      await expect(card).toContainText('English')
      await withinScreen(home, viewport.width)
      await noSidewaysScroll(page)
    })
  })
}
