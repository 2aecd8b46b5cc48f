import { describe, expect, it } from 'vitest'

import { agentTimeZone, internationalPhone } from '@/lib/countries'
import { formatDateTime } from '@/lib/format'

describe('date and time in the visitor language, on the agent clock', () => {
  // 11:26 UTC on 23 November = 3:26 in the morning in California, 6:26 in Georgia.
  const when = new Date('2026-11-23T11:26:00Z')

  it('uses each language own am / pm words and date order, 12-hour clock', () => {
    expect(formatDateTime(when, 'ko', 'America/Los_Angeles')).toBe('2026년 11월 23일 오전 3:26 (미국 태평양 시간)')
    expect(formatDateTime(when, 'ja', 'America/Los_Angeles')).toBe('2026年11月23日 午前3:26(米国太平洋時間)')
    expect(formatDateTime(when, 'en', 'America/Los_Angeles')).toBe('Nov 23, 2026, 3:26 am (Pacific Time)')
  })

  it('afternoon, midnight and a date that differs from UTC', () => {
    expect(formatDateTime(new Date('2026-07-01T22:05:00Z'), 'ko', 'America/New_York')).toBe('2026년 7월 1일 오후 6:05 (미국 동부 시간)')
    expect(formatDateTime(new Date('2026-07-02T04:00:00Z'), 'ja', 'America/New_York')).toBe('2026年7月2日 午前12:00(米国東部時間)')
    expect(formatDateTime(new Date('2026-01-01T02:00:00Z'), 'en', 'America/Los_Angeles')).toBe('Dec 31, 2025, 6:00 pm (Pacific Time)')
  })

  it('an agent clock is the zone of the first state they work in, else California', () => {
    expect(agentTimeZone([{ state: 'GA' }, { state: 'CA' }])).toBe('America/New_York')
    expect(agentTimeZone([{ state: 'CA' }])).toBe('America/Los_Angeles')
    expect(agentTimeZone([])).toBe('America/Los_Angeles')
    expect(agentTimeZone(null)).toBe('America/Los_Angeles')
  })
})

describe('phone numbers for call and text links', () => {
  it('international form with the country code; the national 0 dropped', () => {
    expect(internationalPhone('US', '949-555-0101')).toBe('+19495550101')
    expect(internationalPhone('US', '1-949-555-0101')).toBe('+19495550101')
    expect(internationalPhone('KR', '010-5555-0199')).toBe('+821055550199')
    expect(internationalPhone('JP', '090-1234-5678')).toBe('+819012345678')
  })
})
