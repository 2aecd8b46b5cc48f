import fs from 'node:fs'

import type { Messages } from '../../src/i18n/messages'

/** The site's own strings (read as files: Playwright's loader does not take JSON modules). */
export const messagesFor = (code: 'ko' | 'en' | 'ja'): Messages => JSON.parse(fs.readFileSync(`src/i18n/messages/${code}.json`, 'utf8'))

export const format = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole))

export const publicLocales = [
  { code: 'ko', prefix: '' },
  { code: 'en', prefix: '/en' },
  { code: 'ja', prefix: '/ja-JP' },
] as const

/** A phone (390 px) and a desktop (1280 px). */
export const phoneAndDesktop = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 900 } },
} as const
