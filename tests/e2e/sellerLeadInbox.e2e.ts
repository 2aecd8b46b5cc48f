/**
 * A seller's valuation request in the agent's inbox, in Korean on a phone and a desktop: the contact
 * list marks it "매도 · 시세 문의", and its card shows the address, the home and the estimate the owner
 * was shown, next to the usual ways to answer.
 */
import { expect, test } from '@playwright/test'

import { DEMO_AGENT } from '../../runtime/seed/index'
import { adminLogin, realtorBySlug, storedContacts } from './helpers'

test.use({ locale: 'ko-KR' })

for (const width of [390, 1280]) {
  test(`a seller lead is marked and reads whole in the inbox, ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    const kim = await realtorBySlug(request, 'kim')
    const owner = `seller-${Date.now().toString(36)}-${width}@example.com`
    const sent = await page.request.post('/api/valuations', {
      headers: { 'X-Forwarded-For': `10.91.${width % 250}.${Date.now() % 250}` },
      data: {
        realtorId: kim.id,
        locale: 'ko',
        street: '7 Heron Way',
        city: 'Irvine',
        state: 'CA',
        zipcode: '92618',
        propertyType: 'single_family',
        beds: 3,
        baths: 2,
        livingArea: 1800,
        lastName: '정',
        firstName: '수민',
        email: owner,
        phoneCountryCode: 'US',
        phone: '949-555-0142',
        message: '',
        isTerm: 'Y',
      },
    })
    expect(sent.status()).toBe(201)
    const { value } = (await sent.json()).estimate
    const [stored] = await storedContacts(request, owner)

    await adminLogin(page, DEMO_AGENT)
    await page.goto('/admin/collections/contacts')
    const row = page.locator('tbody tr').filter({ hasText: '정 수민' }).first()
    await expect(row.getByTestId('seller-tag')).toHaveText('매도 · 시세 문의')

    await page.goto(`/admin/collections/contacts/${stored.id}`)
    const card = page.getByTestId('contact-card')
    await expect(card.getByTestId('seller-lead')).toHaveText('7 Heron Way, Irvine, CA 92618')
    await expect(card).toContainText('단독주택 · 침실 3 · 욕실 2 · 1,800 sq ft')
    await expect(card).toContainText(`$${Number(value).toLocaleString('en-US')}`)
    await expect(card.getByTestId('reply-box')).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    if (process.env.SCREENSHOTS_DIR)
      await page.screenshot({ path: `${process.env.SCREENSHOTS_DIR}/seller-lead-ko-${width}.png`, fullPage: true })
  })
}
