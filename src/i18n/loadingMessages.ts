/**
 * The one string a loading state needs, kept apart from messages/*.json so the client component
 * that shows it does not carry every message of the site (Next gives loading.tsx no params).
 */
import type { Locale } from './locales'

export const loadingHomes: Record<Locale, string> = {
  ko: '매물을 불러오는 중...',
  en: 'Loading homes...',
  ja: '物件を読み込み中...',
}
