/** An agent's working hours as a visitor reads them, in the three languages. */
import { describe, expect, it } from 'vitest'

import { workingHoursInWords } from '@/lib/leadResponse/hoursInWords'
import type { WorkingHours } from '@/lib/leadResponse/workingHours'

const weekdays: WorkingHours = { timeZone: 'America/Los_Angeles', days: ['mon', 'tue', 'wed', 'thu', 'fri'], start: 9, end: 18 }

describe('workingHoursInWords', () => {
  it('says weekdays as a range, the hours and the zone city, in each language', () => {
    expect(workingHoursInWords('en', weekdays)).toBe('Mon–Fri 9:00–18:00 (Los Angeles time)')
    expect(workingHoursInWords('ko', weekdays)).toBe('월–금 9:00–18:00 (로스앤젤레스 시간)')
    expect(workingHoursInWords('ja', weekdays)).toBe('月〜金 9:00〜18:00（ロサンゼルス時間）')
  })

  it('joins runs of days, lists two neighbours one by one, and names every day and midnight plainly', () => {
    const hours: WorkingHours = { timeZone: 'America/New_York', days: ['sun', 'fri', 'mon', 'tue', 'wed', 'thu'], start: 8, end: 24 }
    expect(workingHoursInWords('en', hours)).toBe('Mon–Fri, Sun 8:00–24:00 (New York time)')
    expect(workingHoursInWords('ja', hours)).toBe('月〜金、日 8:00〜24:00（ニューヨーク時間）')
    const weekend: WorkingHours = { timeZone: 'Pacific/Honolulu', days: ['sat', 'sun', 'wed'], start: 10, end: 16 }
    expect(workingHoursInWords('ko', weekend)).toBe('수, 토, 일 10:00–16:00 (호놀룰루 시간)')
    const always: WorkingHours = { timeZone: 'Asia/Seoul', days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], start: 0, end: 24 }
    expect(workingHoursInWords('ko', always)).toBe('매일 0:00–24:00 (한국 시간)')
    expect(workingHoursInWords('en', { ...always, timeZone: 'Asia/Tokyo' })).toBe('Every day 0:00–24:00 (Japan time)')
    expect(workingHoursInWords('ja', { ...always, timeZone: 'Asia/Tokyo' })).toBe('毎日 0:00〜24:00（日本時間）')
  })

  it('names every zone an agent may choose, and falls back to the city of an unknown one', () => {
    const zone = (timeZone: string) => workingHoursInWords('en', { ...weekdays, timeZone })
    expect(zone('America/Denver')).toContain('(Denver time)')
    expect(zone('America/Phoenix')).toContain('(Phoenix time)')
    expect(zone('America/Chicago')).toContain('(Chicago time)')
    expect(zone('America/Anchorage')).toContain('(Anchorage time)')
    expect(workingHoursInWords('ko', { ...weekdays, timeZone: 'America/Chicago' })).toContain('(시카고 시간)')
    expect(workingHoursInWords('ja', { ...weekdays, timeZone: 'America/Denver' })).toContain('（デンバー時間）')
    expect(zone('America/Port_of_Spain')).toBe('Mon–Fri 9:00–18:00 (Port of Spain time)')
    expect(workingHoursInWords('ko', { ...weekdays, timeZone: 'America/Boise' })).toBe('월–금 9:00–18:00 (Boise 시간)')
  })
})
