/** Phone country codes offered by the forms (spec section 3), by ISO country. */
import type { Locale } from '../i18n/locales'

export const phoneCountries = [
  { iso: 'US', dial: '+1' },
  { iso: 'KR', dial: '+82' },
  { iso: 'CN', dial: '+86' },
  { iso: 'IN', dial: '+91' },
  { iso: 'AU', dial: '+61' },
  { iso: 'CA', dial: '+1' },
  { iso: 'JP', dial: '+81' },
  { iso: 'HK', dial: '+852' },
  { iso: 'DE', dial: '+49' },
  { iso: 'VN', dial: '+84' },
] as const

export type PhoneCountry = (typeof phoneCountries)[number]['iso']

export const phoneCountryCodes = phoneCountries.map((c) => c.iso) as [PhoneCountry, ...PhoneCountry[]]

/** Spec section 5: ko gives KR, en gives US, ja-JP gives JP. */
export function defaultPhoneCountry(locale: Locale | string): PhoneCountry | undefined {
  return ({ ko: 'KR', en: 'US', ja: 'JP' } as const)[locale as Locale]
}

export const usStates = ['CA', 'GA'] as const
export type ActivityState = (typeof usStates)[number]
