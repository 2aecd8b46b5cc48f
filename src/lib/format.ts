/**
 * Display formats (spec section 9): comma thousands separators, large amounts
 * shortened (M above 6 digits, B from 10 digits, 2 decimals), 12-hour times,
 * weekday and month names per locale.
 */
import type { Locale } from '../i18n/locales'

const tags: Record<Locale, string> = { ko: 'ko-KR', en: 'en-US', ja: 'ja-JP' }

export function formatNumber(value: number): string {
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(value)
}

/** 48,250,000 -> 48.25M; 9,800,000,000 -> 9.80B; up to 6 digits as is, with commas. */
export function shortenAmount(value: number): string {
  const digits = Math.trunc(Math.abs(value)).toString().length
  if (digits >= 10) return `${(value / 1e9).toFixed(2)}B`
  if (digits > 6) return `${(value / 1e6).toFixed(2)}M`
  return formatNumber(value)
}

/** '3:05 pm' style: 12-hour clock with am / pm. */
export function formatTime12h(date: Date, timeZone = 'UTC'): string {
  const parts = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone }).formatToParts(date)
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return `${get('hour')}:${get('minute')} ${get('dayPeriod').toLowerCase()}`
}

/** Sun..Sat in the locale's own short names. */
export function weekdayNames(locale: Locale): string[] {
  const format = new Intl.DateTimeFormat(tags[locale], { weekday: 'short', timeZone: 'UTC' })
  return Array.from({ length: 7 }, (_, i) => format.format(new Date(Date.UTC(2023, 0, 1 + i))))
}

/** Jan..Dec in the locale's own short names. */
export function monthNames(locale: Locale): string[] {
  const format = new Intl.DateTimeFormat(tags[locale], { month: 'short', timeZone: 'UTC' })
  return Array.from({ length: 12 }, (_, i) => format.format(new Date(Date.UTC(2023, i, 1))))
}

/** Whole years between careerStart and careerEnd (or today). */
export function careerYears(start: string | null | undefined, end?: string | null, today = new Date()): number | null {
  if (!start) return null
  const from = new Date(`${start}T00:00:00Z`)
  const to = end ? new Date(`${end}T00:00:00Z`) : today
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) || to < from) return null
  let years = to.getUTCFullYear() - from.getUTCFullYear()
  const beforeAnniversary =
    to.getUTCMonth() < from.getUTCMonth() || (to.getUTCMonth() === from.getUTCMonth() && to.getUTCDate() < from.getUTCDate())
  if (beforeAnniversary) years -= 1
  return years
}

export function localeTag(locale: Locale): string {
  return tags[locale]
}
