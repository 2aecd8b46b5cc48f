/**
 * How long a search title and description should be, by the language of the text. Search results cut by width,
 * and a Korean or Japanese character is about twice as wide as a Latin one, so the English rule of thumb
 * (title 50-60, description 100-150 characters) would call every normal Korean title "too short".
 * docs/behaviour.md ("SEO length advice") gives the numbers.
 */
import type { Locale } from '@/i18n/locales'

export type LengthRange = { minLength: number; maxLength: number }
export type SeoLengthAdvice = { title: LengthRange; description: LengthRange }

const latin: SeoLengthAdvice = { title: { minLength: 50, maxLength: 60 }, description: { minLength: 100, maxLength: 150 } }
const wide: SeoLengthAdvice = { title: { minLength: 15, maxLength: 30 }, description: { minLength: 40, maxLength: 80 } }

const adviceByLocale: Record<Locale, SeoLengthAdvice> = { en: latin, ko: wide, ja: wide }

/** The advice for the content language being edited; an unknown code gets the Korean (default) advice. */
export function seoLengthAdvice(locale: string | null | undefined): SeoLengthAdvice {
  return adviceByLocale[locale as Locale] ?? adviceByLocale.ko
}
