/**
 * npm run screenshots: the buyer's alert pages on an agent's site, at each width and language: the
 * confirmation page the e-mail's link opens, the manage page after confirming (the saved search,
 * how often, delete everything), and an expired link.
 */
import path from 'node:path'

import { test, type APIRequestContext } from '@playwright/test'

import { locales, viewports } from '../e2e/pageStates'

const folder = path.resolve(process.env.SCREENSHOTS_DIR ?? 'screenshots')

type Mail = { rcpt: string[]; html: string }

async function confirmationLink(request: APIRequestContext, address: string, locale: string): Promise<string> {
  const realtors = (await (await request.get('/api/realtors?where[desiredUrl][equals]=kim&limit=1')).json()) as { docs: { id: number }[] }
  await request.post('/api/saved-searches/subscribe', {
    data: { realtorId: realtors.docs[0].id, locale, email: address, frequency: 'daily', consent: true, website: '', search: { city: 'Irvine', state: 'CA', propertyType: 'condo' } },
  })
  for (let attempt = 0; attempt < 60; attempt++) {
    const mails = (await (await request.get(process.env.E2E_MAILBOX_URL!)).json()) as Mail[]
    const link = mails.filter((mail) => mail.rcpt.includes(address)).map((mail) => /href="([^"]+\/alerts\/confirm\?token=[^"]+)"/.exec(mail.html)?.[1])[0]
    if (link) return link.replace(/&amp;/g, '&')
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`no confirmation e-mail for ${address}`)
}

for (const viewport of viewports) {
  for (const locale of locales) {
    test.describe(`${viewport.name} px, ${locale.code}`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height }, isMobile: viewport.isMobile, hasTouch: viewport.isMobile })
      test('alert pages', async ({ page, request }) => {
        const shot = (state: string) => page.screenshot({ path: path.join(folder, `alerts-${state}-${locale.code}-${viewport.name}.png`), fullPage: true })
        const link = await confirmationLink(request, `shots-${locale.code}-${viewport.name}-${Date.now()}@example.com`, locale.code)
        await page.goto(link)
        await shot('confirm')
        await page.getByTestId('alerts-confirm').click()
        await page.getByTestId('alerts-confirmed').waitFor()
        await shot('manage')
        await page.goto(`${locale.prefix}/kim/alerts?token=expired`)
        await shot('invalid')
      })
    })
  }
}
