/** Numbers, shares, changes and dates of the visitor numbers, written in the admin language (Intl). */
import type { Locale } from '@/i18n/locales'
import { localeTag } from '@/lib/format'

export type NumberFormats = ReturnType<typeof numberFormats>

export function numberFormats(language: Locale) {
  const tag = localeTag(language)
  const count = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 })
  const share = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 1 })
  const change = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 0, signDisplay: 'exceptZero' })
  // Calendar days are dates, not moments: written as they are, whatever the reader's zone.
  const day = new Intl.DateTimeFormat(tag, { month: 'short', day: 'numeric', timeZone: 'UTC' })
  const fullDay = new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'short', day: 'numeric', weekday: 'short', timeZone: 'UTC' })
  const asDate = (value: string) => new Date(`${value}T00:00:00Z`)
  return {
    count: (n: number) => count.format(n),
    share: (n: number | null) => (n === null ? '–' : share.format(n)),
    change: (n: number) => change.format(n),
    day: (value: string) => day.format(asDate(value)),
    fullDay: (value: string) => fullDay.format(asDate(value)),
  }
}
