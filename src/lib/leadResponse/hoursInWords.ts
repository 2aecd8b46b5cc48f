/**
 * An agent's working hours as a visitor reads them: "Mon–Fri 9:00–18:00 (Los Angeles time)".
 * The zone is named by its city (or, for Korea and Japan, the country, as people there say it),
 * so a visitor in another zone knows whose clock the hours follow.
 */
import type { Locale } from '@/i18n/locales'

import { weekdays, type Weekday, type WorkingHours } from './workingHours'

type HoursWords = {
  days: Record<Weekday, string>
  everyDay: string
  /** Between the first and last day of a run, and between the start and end hour. */
  dash: string
  /** Between runs of days: "Mon–Fri, Sun". */
  comma: string
  zone: (name: string) => string
  zones: Record<string, string>
}

const words: Record<Locale, HoursWords> = {
  ko: {
    days: { mon: '월', tue: '화', wed: '수', thu: '목', fri: '금', sat: '토', sun: '일' },
    everyDay: '매일',
    dash: '–',
    comma: ', ',
    zone: (name) => ` (${name} 시간)`,
    zones: {
      'America/Los_Angeles': '로스앤젤레스',
      'America/Denver': '덴버',
      'America/Phoenix': '피닉스',
      'America/Chicago': '시카고',
      'America/New_York': '뉴욕',
      'America/Anchorage': '앵커리지',
      'Pacific/Honolulu': '호놀룰루',
      'Asia/Seoul': '한국',
      'Asia/Tokyo': '일본',
    },
  },
  en: {
    days: { mon: 'Mon', tue: 'Tue', wed: 'Wed', thu: 'Thu', fri: 'Fri', sat: 'Sat', sun: 'Sun' },
    everyDay: 'Every day',
    dash: '–',
    comma: ', ',
    zone: (name) => ` (${name} time)`,
    zones: {
      'America/Los_Angeles': 'Los Angeles',
      'America/Denver': 'Denver',
      'America/Phoenix': 'Phoenix',
      'America/Chicago': 'Chicago',
      'America/New_York': 'New York',
      'America/Anchorage': 'Anchorage',
      'Pacific/Honolulu': 'Honolulu',
      'Asia/Seoul': 'Korea',
      'Asia/Tokyo': 'Japan',
    },
  },
  ja: {
    days: { mon: '月', tue: '火', wed: '水', thu: '木', fri: '金', sat: '土', sun: '日' },
    everyDay: '毎日',
    dash: '〜',
    comma: '、',
    zone: (name) => `（${name}時間）`,
    zones: {
      'America/Los_Angeles': 'ロサンゼルス',
      'America/Denver': 'デンバー',
      'America/Phoenix': 'フェニックス',
      'America/Chicago': 'シカゴ',
      'America/New_York': 'ニューヨーク',
      'America/Anchorage': 'アンカレッジ',
      'Pacific/Honolulu': 'ホノルル',
      'Asia/Seoul': '韓国',
      'Asia/Tokyo': '日本',
    },
  },
}

/** Runs of consecutive days (Monday first): three or more as a range, shorter ones one by one ("Sat, Sun" reads better than "Sat–Sun"). */
function daysInWords(t: HoursWords, days: readonly Weekday[]): string {
  const indexes = weekdays.map((day, index) => (days.includes(day) ? index : -1)).filter((index) => index >= 0)
  if (indexes.length === weekdays.length) return t.everyDay
  const runs: number[][] = []
  for (const index of indexes) {
    const run = runs.at(-1)
    if (run && run.at(-1) === index - 1) run.push(index)
    else runs.push([index])
  }
  return runs
    .flatMap((run) =>
      run.length >= 3 ? [`${t.days[weekdays[run[0]]]}${t.dash}${t.days[weekdays[run.at(-1)!]]}`] : run.map((i) => t.days[weekdays[i]]),
    )
    .join(t.comma)
}

/** The zone's name in the reader's language; for a zone we have no name for, the IANA id's city ("America/Boise" -> "Boise"). */
function zoneName(t: HoursWords, timeZone: string): string {
  return t.zones[timeZone] ?? (timeZone.split('/').at(-1) ?? timeZone).replace(/_/g, ' ')
}

export function workingHoursInWords(locale: Locale, hours: WorkingHours): string {
  const t = words[locale]
  const days = daysInWords(t, hours.days)
  const time = `${hours.start}:00${t.dash}${hours.end}:00`
  return `${days ? `${days} ` : ''}${time}${t.zone(zoneName(t, hours.timeZone))}`
}
