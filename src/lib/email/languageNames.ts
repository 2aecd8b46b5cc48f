/** A language's name as a reader of another language calls it: for a Korean reader, Japanese is "일본어". */
import type { Locale } from '@/i18n/locales'

const names: Record<Locale, Record<Locale, string>> = {
  ko: { ko: '한국어', en: '영어', ja: '일본어' },
  en: { ko: 'Korean', en: 'English', ja: 'Japanese' },
  ja: { ko: '韓国語', en: '英語', ja: '日本語' },
}

export function languageName(viewer: Locale, written: Locale): string {
  return names[viewer][written]
}
