/**
 * The language a visitor wrote in, told by its script: Hangul is Korean, kana is Japanese, Latin
 * letters are English. Chinese characters alone (a short Japanese or Korean note in kanji/hanja) and
 * a message without letters keep the page's language. Good enough to tell the agent "written in
 * Japanese"; the translation itself is another service's job.
 */
import type { Locale } from '@/i18n/locales'

export function messageLanguage(message: string, pageLocale: Locale): Locale {
  let hangul = 0
  let kana = 0
  let latin = 0
  for (const char of message) {
    const code = char.codePointAt(0) ?? 0
    if ((code >= 0xac00 && code <= 0xd7af) || (code >= 0x1100 && code <= 0x11ff) || (code >= 0x3130 && code <= 0x318f)) hangul++
    else if ((code >= 0x3040 && code <= 0x30ff) || (code >= 0xff66 && code <= 0xff9f)) kana++
    else if ((code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a)) latin++
  }
  // Japanese text mixes kana with kanji and Latin words; a few kana decide it.
  if (kana >= 2 && kana >= hangul) return 'ja'
  if (hangul >= 2 && hangul * 2 >= latin / 3) return 'ko'
  if (latin >= 3 && hangul === 0 && kana === 0) return 'en'
  return pageLocale
}
