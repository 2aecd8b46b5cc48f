/**
 * Display formats (spec section 9): comma thousands separators, large amounts
 * shortened (M above 6 digits, B from 10 digits, 2 decimals), 12-hour times,
 * weekday and month names per locale.
 */
import type { Locale } from '@/i18n/locales'

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

const dayPeriods: Record<Locale, [string, string]> = { ko: ['오전', '오후'], en: ['am', 'pm'], ja: ['午前', '午後'] }

/** Names of the time zones agents work in (see agentTimeZone in countries.ts), as each language says them. */
const timeZoneNames: Record<string, Record<Locale, string>> = {
  'America/Los_Angeles': { ko: '미국 태평양 시간', en: 'Pacific Time', ja: '米国太平洋時間' },
  'America/New_York': { ko: '미국 동부 시간', en: 'Eastern Time', ja: '米国東部時間' },
  'America/Denver': { ko: '미국 산지 시간', en: 'Mountain Time', ja: '米国山岳部時間' },
  'America/Phoenix': { ko: '애리조나 시간', en: 'Arizona Time', ja: 'アリゾナ時間' },
  'America/Chicago': { ko: '미국 중부 시간', en: 'Central Time', ja: '米国中部時間' },
  'America/Anchorage': { ko: '알래스카 시간', en: 'Alaska Time', ja: 'アラスカ時間' },
  'Pacific/Honolulu': { ko: '하와이 시간', en: 'Hawaii Time', ja: 'ハワイ時間' },
  'Asia/Seoul': { ko: '한국 시간', en: 'Korea Time', ja: '韓国時間' },
  'Asia/Tokyo': { ko: '일본 시간', en: 'Japan Time', ja: '日本時間' },
  UTC: { ko: 'UTC', en: 'UTC', ja: 'UTC' },
}

/**
 * A date and time as each language writes it, on the spec's 12-hour clock with the language's own
 * am / pm words: '2026년 11월 23일 오전 3:26', 'Nov 23, 2026, 3:26 am', '2026年11月23日 午前3:26'.
 * Assembled from numeric parts so the result does not depend on the ICU data of the server.
 */
export function formatDateTime(date: Date, locale: Locale, timeZone = 'UTC'): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone,
  }).formatToParts(date)
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  const [year, month, day, hour, minute] = ['year', 'month', 'day', 'hour', 'minute'].map(get)
  const period = dayPeriods[locale][get('dayPeriod').toLowerCase() === 'pm' ? 1 : 0]
  const zone = timeZoneNames[timeZone]?.[locale] ?? timeZone
  if (locale === 'ko') return `${year}년 ${month}월 ${day}일 ${period} ${hour}:${minute} (${zone})`
  if (locale === 'ja') return `${year}年${month}月${day}日 ${period}${hour}:${minute}(${zone})`
  return `${monthNames('en')[Number(month) - 1]} ${day}, ${year}, ${hour}:${minute} ${period} (${zone})`
}

/**
 * A calendar date as each language writes it: '2026년 11월 23일', 'Nov 23, 2026', '2026年11月23日'.
 * Read in UTC, so the server's time zone never moves the day the admin's date picker stored.
 */
export function formatDate(date: Date, locale: Locale): string {
  const [year, month, day] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()]
  if (locale === 'ko') return `${year}년 ${month}월 ${day}일`
  if (locale === 'ja') return `${year}年${month}月${day}日`
  return `${monthNames('en')[month - 1]} ${day}, ${year}`
}

export function localeTag(locale: Locale): string {
  return tags[locale]
}
