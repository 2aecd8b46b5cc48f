'use client'

import { useSyncExternalStore, type CSSProperties } from 'react'

/**
 * A moment in the admin's language and the reader's own time zone: "2026년 11월 25일 오후 1:18", or
 * how long ago ("3분 전") with the full date as its tooltip. The server (and the browser while it
 * hydrates) draws the date in UTC, the same text on both sides; then the browser redraws it in the
 * reader's zone and, for the list, relative to now.
 */
const DAY_SECONDS = 24 * 60 * 60

const absolute = (date: Date, language: string, timeZone?: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short', timeZone }).format(date)

const day = (date: Date, language: string, timeZone?: string) =>
  new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', timeZone }).format(date)

function relative(date: Date, language: string): string {
  const seconds = Math.round((date.getTime() - Date.now()) / 1000)
  // Older than a week: the day reads better than "23 days ago".
  if (-seconds >= 7 * DAY_SECONDS) return day(date, language)
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' })
  if (Math.abs(seconds) < 60) return format.format(0, 'second')
  if (Math.abs(seconds) < 3600) return format.format(Math.round(seconds / 60), 'minute')
  if (Math.abs(seconds) < DAY_SECONDS) return format.format(Math.round(seconds / 3600), 'hour')
  return format.format(Math.round(seconds / DAY_SECONDS), 'day')
}

const noSubscription = () => () => {}

type Props = { iso: string; language: string; relativeToNow?: boolean; style?: CSSProperties }

export function LocalTime({ iso, language, relativeToNow = false, style }: Props) {
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return null
  const zone = inBrowser ? undefined : 'UTC'
  const text = !relativeToNow ? absolute(date, language, zone) : inBrowser ? relative(date, language) : day(date, language, zone)
  return (
    <time dateTime={iso} title={absolute(date, language, zone)} style={style}>
      {text}
    </time>
  )
}
