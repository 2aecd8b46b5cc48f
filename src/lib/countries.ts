/** Phone country codes offered by the forms (spec section 3), by ISO country. */
import type { Locale } from '@/i18n/locales'

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

/**
 * The number in international form for tel: and sms: links, so a visitor abroad reaches the agent:
 * ('US', '949-555-0101') -> '+19495550101'; a national trunk 0 is dropped ('KR', '010-5555-0199') -> '+821055550199'.
 */
export function internationalPhone(country: string | null | undefined, phone: string): string {
  const dial = phoneCountries.find((c) => c.iso === country)?.dial ?? '+1'
  const digits = phone.replace(/\D/g, '')
  return `${dial}${dial === '+1' ? digits.replace(/^1(?=\d{10}$)/, '') : digits.replace(/^0/, '')}`
}

/**
 * An agent's clock: the time zone of the first state they work in (every allowed state has one),
 * else the platform's home market, California.
 */
export const stateTimeZones: Record<ActivityState, string> = { CA: 'America/Los_Angeles', GA: 'America/New_York' }

export function agentTimeZone(regions: readonly { state?: string | null }[] | null | undefined): string {
  const state = (regions ?? []).map((region) => region.state).find((s): s is ActivityState => s === 'CA' || s === 'GA')
  return stateTimeZones[state ?? 'CA']
}
