import { expect, type Page } from '@playwright/test'

import { hydrated } from './helpers'

/**
 * The public pages and the states a visitor brings them into, shared by the layout test
 * (layout.e2e.ts) and the screenshot set (npm run screenshots): what is looked at is what is checked.
 */
export const viewports = [
  { name: '320', width: 320, height: 640, isMobile: true },
  { name: '390', width: 390, height: 844, isMobile: true },
  { name: '768', width: 768, height: 1024, isMobile: true },
  { name: '1280', width: 1280, height: 800, isMobile: false },
] as const

export const locales = [
  { code: 'ko', prefix: '' },
  { code: 'en', prefix: '/en' },
  { code: 'ja', prefix: '/ja-JP' },
] as const

/** One step of a walk through a page: brings it into a state, then the state is checked (and photographed). */
export type Step = { state: string; act?: (page: Page) => Promise<void>; fullPage?: boolean }
export type PageWalk = { name: string; path: string; status?: number; steps: Step[] }

/** Scrolls to the end as a visitor would, so every part that loads on approach (the contact form) has loaded. */
export async function scrollToEnd(page: Page) {
  for (let guard = 0; guard < 80; guard++) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, Math.round(window.innerHeight * 0.8))
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2
    })
    if (atEnd) break
  }
  if (await page.locator('#contact').count()) await expect(page.locator('.contact-form')).toBeVisible()
}

/** Sends the empty contact form so every error shows, then brings the Send button into view. */
async function contactErrors(page: Page) {
  const send = page.locator('.contact-form button[type="submit"]')
  await send.click()
  await expect(page.locator('.contact-form .field-error').first()).toBeVisible()
  await send.scrollIntoViewIfNeeded()
}

async function openLightbox(page: Page) {
  const tile = page.locator('.agent-gallery li button').first()
  await tile.scrollIntoViewIfNeeded()
  await tile.click()
  await expect(page.getByRole('dialog')).toBeVisible()
  // The fullsize picture itself, loaded and drawn with a size, not just its caption.
  await expect
    .poll(() =>
      page
        .getByRole('dialog')
        .locator('img')
        .evaluate((img: HTMLImageElement) => img.complete && img.getBoundingClientRect().width > 100),
    )
    .toBe(true)
}

const agentSteps: Step[] = [
  { state: 'top' },
  { state: 'end', act: scrollToEnd, fullPage: true },
  { state: 'contact-errors', act: contactErrors },
  { state: 'lightbox', act: openLightbox },
]

export const pageWalks: PageWalk[] = [
  { name: 'landing', path: '/', steps: [{ state: 'top' }, { state: 'end', act: scrollToEnd, fullPage: true }] },
  { name: 'agent', path: '/kim', steps: agentSteps },
  { name: 'agent-dark-design', path: '/park', steps: [{ state: 'end', act: scrollToEnd, fullPage: true }] },
  { name: 'agent-terms', path: '/kim/terms', steps: [{ state: 'top', fullPage: true }] },
  { name: 'agent-404', path: '/kim/no-such-page', status: 404, steps: [{ state: 'top' }] },
  { name: 'agent-500', path: '/kim/500', status: 500, steps: [{ state: 'top' }] },
  { name: 'platform-404', path: '/no-such-agent-here', status: 404, steps: [{ state: 'top' }] },
  { name: 'platform-500', path: '/500', status: 500, steps: [{ state: 'top' }] },
  { name: 'terms', path: '/terms', steps: [{ state: 'top', fullPage: true }] },
  { name: 'privacy', path: '/terms/privacy', steps: [{ state: 'top', fullPage: true }] },
  { name: 'login', path: '/login', steps: [{ state: 'top' }] },
]

export const localized = (prefix: string, path: string) => (path === '/' ? prefix || '/' : `${prefix}${path}`)

/** Opens a walk's page in a locale and waits until it can be used. */
export async function openPage(page: Page, walk: PageWalk, prefix: string) {
  const response = await page.goto(localized(prefix, walk.path))
  expect(response?.status(), walk.path).toBe(walk.status ?? 200)
  await hydrated(page)
}

/**
 * What a visitor sees as a broken layout: the page scrolls sideways, or a visible element (a button,
 * a field, a heading) sticks out of the screen. Returns a line for each offender; [] when none.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const problems: string[] = []
    const scrollWidth = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth)
    if (scrollWidth > width) problems.push(`page is ${scrollWidth}px wide on a ${width}px screen`)
    const selector = 'button, input, select, textarea, a, h1, h2, h3, img, label, p, li, dd, figure, nav'
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      if (element.closest('.honeypot, .visually-hidden, #__next-route-announcer__')) continue
      // Slides of the showcase carousel are off-screen by design: the carousel itself is checked.
      if (element.closest('.showcase__viewport')) continue
      const box = element.getBoundingClientRect()
      if (box.width === 0 || box.height === 0 || getComputedStyle(element).visibility === 'hidden') continue
      if (box.left < -1 || box.right > width + 1) {
        const label = (element.getAttribute('aria-label') || element.textContent || element.getAttribute('name') || '').trim().slice(0, 40)
        problems.push(
          `<${element.tagName.toLowerCase()} class="${element.className}"> "${label}" spans ${Math.round(box.left)}..${Math.round(box.right)} px`,
        )
      }
    }
    return problems.slice(0, 10)
  })
}

/** Buttons, fields and stand-alone links smaller than a fingertip (44 x 44 CSS px) on a touch screen. */
export async function smallTouchTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const small: string[] = []
    const targets = document.querySelectorAll<HTMLElement>(
      'button, .button, input:not([type="checkbox"]):not([type="radio"]):not(.honeypot), select, textarea, nav a, .agent-quick-actions a',
    )
    for (const element of Array.from(targets)) {
      if (element.closest('.honeypot, .lead-panel__loading')) continue
      const box = element.getBoundingClientRect()
      if (box.width === 0 || box.height === 0) continue
      if (box.height < 43.5 || box.width < 43.5) {
        small.push(
          `<${element.tagName.toLowerCase()} class="${element.className}"> "${(element.textContent || element.getAttribute('aria-label') || '').trim().slice(0, 30)}" is ${Math.round(box.width)}x${Math.round(box.height)}`,
        )
      }
    }
    return small
  })
}
