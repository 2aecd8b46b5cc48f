/**
 * The one table of locales: Payload localization, routing, hreflang and the
 * admin languages all read it.
 */
export const locales = [
  { code: 'ko', urlPrefix: '', htmlLang: 'ko-KR', label: '한국어' },
  { code: 'en', urlPrefix: '/en', htmlLang: 'en-US', label: 'English' },
  { code: 'ja', urlPrefix: '/ja-JP', htmlLang: 'ja-JP', label: '日本語' },
] as const

export type Locale = (typeof locales)[number]['code']

export const defaultLocale: Locale = 'ko'

/** Payload fallback chains: ja -> en -> ko, en -> ko. */
export const fallbacks: Record<Locale, Locale[]> = {
  ko: [],
  en: ['ko'],
  ja: ['en', 'ko'],
}
