/**
 * The one table of locales: Payload localization, routing, hreflang and the
 * admin languages all read it. `cookieValue` is what the locale cookie holds
 * (the spec's codes, the same the sites before this one wrote).
 */
export const locales = [
  { code: 'ko', urlPrefix: '', htmlLang: 'ko-KR', cookieValue: 'ko', label: '한국어' },
  { code: 'en', urlPrefix: '/en', htmlLang: 'en-US', cookieValue: 'en', label: 'English' },
  { code: 'ja', urlPrefix: '/ja-JP', htmlLang: 'ja-JP', cookieValue: 'ja-JP', label: '日本語' },
] as const

export type Locale = (typeof locales)[number]['code']

/** The codes alone, in the table's order (for enums and loops). */
export const localeCodes = locales.map((l) => l.code) as [Locale, ...Locale[]]

/** One of our languages for a language Payload or a browser reports ('en-US' -> 'en'), else the default. */
export function localeOfLanguage(language: string | null | undefined): Locale {
  return localeCodes.find((code) => language?.toLowerCase().startsWith(code)) ?? defaultLocale
}

export const defaultLocale: Locale = 'ko'

/** Payload fallback chains: ja -> en -> ko, en -> ko. */
export const fallbacks: Record<Locale, Locale[]> = {
  ko: [],
  en: ['ko'],
  ja: ['en', 'ko'],
}
