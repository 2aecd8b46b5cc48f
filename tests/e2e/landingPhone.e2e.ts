/**
 * The landing's lead form as a visitor on a phone meets it: every control inside the screen
 * and at least 44 px, nothing scrolling sideways with errors shown and long values typed, the consent
 * alert gone once both boxes are ticked, and the thank-you message one line or a full-width banner.
 */
import { expect, test, type Locator, type Page } from '@playwright/test'

import { hydrated } from './helpers'

const locales = [
  {
    path: '/',
    name: '이름',
    agreePrivacy: /개인정보 수집 및 이용/,
    agreeContact: /전화 또는 문자/,
    no: '아니요',
    consent: '필수 항목에 모두 동의해 주세요.',
  },
  {
    path: '/en',
    name: 'Name',
    agreePrivacy: /collection and use/,
    agreeContact: /phone or text/,
    no: 'No',
    consent: 'Please agree to all required items',
  },
  {
    path: '/ja-JP',
    name: 'お名前',
    agreePrivacy: /個人情報の収集と利用/,
    agreeContact: /電話またはSMS/,
    no: 'いいえ',
    consent: '必須項目すべてに同意してください。',
  },
] as const

/** A phone's margin: a control closer than this to the screen's edge "touches" it. */
const EDGE_GAP_PX = 8
const TOUCH_PX = 44

async function openPanel(page: Page, path: string) {
  await page.goto(path)
  await hydrated(page)
  await page.locator('.hero .button').click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.locator('form.lead-form')).toBeVisible()
  return dialog
}

/** The page and the sheet scroll only up and down, and every control sits inside the screen with a margin. */
async function expectInsideScreen(page: Page, dialog: Locator, state: string) {
  const width = page.viewportSize()!.width
  const layout = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    sheet: document.querySelector('.lead-panel__sheet')!.scrollWidth,
    sheetBox: document.querySelector('.lead-panel__sheet')!.clientWidth,
  }))
  expect(layout.page, `${state}: page scroll width`).toBeLessThanOrEqual(width)
  expect(layout.sheet, `${state}: sheet scroll width`).toBeLessThanOrEqual(layout.sheetBox)
  const controls = dialog.locator(
    'input:not(.honeypot), select, button, .field-error, .form-error, .lead-form__consent, .lead-form__privacy-link',
  )
  for (const control of await controls.all()) {
    const box = (await control.boundingBox())!
    const what = `${state}: ${await control.evaluate((node) => node.outerHTML.slice(0, 80))}`
    expect(box.x, what).toBeGreaterThanOrEqual(EDGE_GAP_PX)
    expect(box.x + box.width, what).toBeLessThanOrEqual(width - EDGE_GAP_PX)
  }
}

/** What a finger taps: text fields, selects, buttons, the labels of radios and boxes, the privacy link. */
async function expectTouchTargets(dialog: Locator, state: string) {
  const targets = dialog.locator(
    '.field input, .field select, button, .lead-form__choice label, .lead-form__consent, .lead-form__privacy-link',
  )
  expect(await targets.count()).toBeGreaterThan(8)
  for (const target of await targets.all()) {
    const box = (await target.boundingBox())!
    const what = `${state}: ${await target.evaluate((node) => node.outerHTML.slice(0, 80))}`
    expect(box.height, what).toBeGreaterThanOrEqual(TOUCH_PX - 0.5)
    expect(box.width, what).toBeGreaterThanOrEqual(TOUCH_PX - 0.5)
  }
}

for (const width of [320, 390]) {
  for (const locale of locales) {
    test(`lead form at ${width} px on ${locale.path}: inside the screen, 44 px targets, also with errors and long values`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 780 })
      const dialog = await openPanel(page, locale.path)
      await expectInsideScreen(page, dialog, 'opened')
      await expectTouchTargets(dialog, 'opened')

      // Long values and every error at once: both boxes ticked, so the schema's messages show under the fields.
      await dialog.getByLabel(locale.name).fill('김'.repeat(40) + 'Wolfeschlegelsteinhausenbergerdorff'.repeat(4))
      await dialog.locator('input[name="area"]').fill('Rancho-Santa-Margarita-'.repeat(12))
      await dialog.locator('input[name="phone"]').fill('0'.repeat(20))
      await dialog.getByLabel(locale.agreePrivacy).check()
      await dialog.getByLabel(locale.agreeContact).check()
      await dialog.locator('button[type="submit"]').click()
      await expect(dialog.locator('.field-error').first()).toBeVisible()
      expect(await dialog.locator('.field-error').count()).toBeGreaterThanOrEqual(3)
      await expectInsideScreen(page, dialog, 'errors shown')
    })
  }
}

test('the consent alert goes as soon as both boxes are ticked, and comes back if one is unticked', async ({ page }) => {
  for (const locale of locales) {
    const dialog = await openPanel(page, locale.path)
    const alert = dialog.getByRole('alert')
    // The button is aria-disabled until both boxes are ticked; Enter in a field still submits, as a visitor may.
    const submitWithEnter = () => dialog.locator('input[name="area"]').press('Enter')
    await submitWithEnter()
    await expect(alert).toHaveText(locale.consent)
    await dialog.getByLabel(locale.agreePrivacy).check()
    await expect(alert).toHaveText(locale.consent)
    await dialog.getByLabel(locale.agreeContact).check()
    await expect(alert).toHaveCount(0)
    await dialog.getByLabel(locale.agreeContact).uncheck()
    await submitWithEnter()
    await expect(alert).toHaveText(locale.consent)
  }
})

/** The banner is either one line of text or (when the text cannot fit one line) as wide as the screen allows. */
async function expectBanner(page: Page, state: string) {
  const banner = page.getByTestId('lead-success')
  await expect(banner).toBeVisible()
  const width = page.viewportSize()!.width
  const geometry = await banner.evaluate((node) => {
    const text = node.querySelector('.toast__text') ?? node
    const lineHeight = parseFloat(getComputedStyle(text).lineHeight)
    return {
      lines: Math.round(text.getBoundingClientRect().height / lineHeight),
      width: node.getBoundingClientRect().width,
      scroll: document.documentElement.scrollWidth,
    }
  })
  const fullWidth = geometry.width >= width - 2 * 16 - 1
  expect(geometry.lines === 1 || fullWidth, `${state}: ${geometry.lines} lines in a ${geometry.width} px box on a ${width} px screen`).toBe(
    true,
  )
  expect(geometry.lines, `${state}: lines`).toBeLessThanOrEqual(3)
  expect(geometry.scroll, `${state}: page scroll width`).toBeLessThanOrEqual(width)
}

test('after a lead is sent the thank-you reads as one line or a full-width banner, on a phone and a desktop', async ({ page }) => {
  for (const [width, locale] of [
    [390, locales[0]],
    [390, locales[1]],
    [390, locales[2]],
    [1280, locales[1]],
  ] as const) {
    await page.setViewportSize({ width, height: 800 })
    const dialog = await openPanel(page, locale.path)
    await dialog.getByLabel(locale.name).fill('Test Lead')
    await dialog.locator('input[name="area"]').fill('Irvine')
    await dialog.locator('select').selectOption('KR')
    await dialog.locator('input[name="phone"]').fill('010-1234-5678')
    await dialog.getByLabel(locale.no, { exact: true }).check()
    await dialog.getByLabel(locale.agreePrivacy).check()
    await dialog.getByLabel(locale.agreeContact).check()
    await dialog.locator('button[type="submit"]').click()
    await expect(dialog).toBeHidden()
    await expectBanner(page, `${locale.path} at ${width} px`)
  }
})
