import { describe, expect, it } from 'vitest'

import { readableTextOn } from '@/lib/colors'
import { careerYears, formatNumber, formatTime12h, monthNames, shortenAmount, weekdayNames } from '@/lib/format'
import { countyForCity, marketCode } from '@/lib/listings/market'

describe('market code for agent listings', () => {
  it.each([
    [[{ state: 'CA' }, { state: 'CA' }], 'crmls'],
    [[{ state: 'GA' }], 'fmls'],
    [[{ state: 'CA' }, { state: 'GA' }], ''],
    [[], ''],
    [null, ''],
  ] as const)('%j -> %s', (regions, market) => expect(marketCode(regions as never)).toBe(market))
})

describe('county from city', () => {
  it.each([
    ['Irvine', 'Orange'],
    ['Los Angeles', 'Los Angeles'],
    ['atlanta', 'Fulton'],
    ['Duluth', 'Gwinnett'],
    ['Springfield', undefined],
  ])('%s -> %s', (city, county) => expect(countyForCity(city)).toBe(county))
})

describe('numbers', () => {
  it('use comma thousands separators', () => {
    expect(formatNumber(1234567)).toBe('1,234,567')
    expect(formatNumber(214)).toBe('214')
  })
  it.each([
    [999_999, '999,999'],
    [1_000_000, '1.00M'],
    [48_250_000, '48.25M'],
    [999_999_999, '1000.00M'],
    [1_000_000_000, '1.00B'],
    [9_800_000_000, '9.80B'],
  ])('shorten %d -> %s (M above 6 digits, B from 10)', (value, text) => expect(shortenAmount(value)).toBe(text))
})

describe('dates and times', () => {
  it('12-hour times with am / pm', () => {
    expect(formatTime12h(new Date('2026-01-01T15:05:00Z'))).toBe('3:05 pm')
    expect(formatTime12h(new Date('2026-01-01T00:30:00Z'))).toBe('12:30 am')
  })
  it('weekdays Sun..Sat and months Jan..Dec per locale', () => {
    expect(weekdayNames('en')).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'])
    expect(weekdayNames('ko')[0]).toBe('일')
    expect(weekdayNames('ja')[6]).toBe('土')
    expect(monthNames('en')).toHaveLength(12)
    expect(monthNames('en')[0]).toBe('Jan')
    expect(monthNames('en')[11]).toBe('Dec')
    expect(monthNames('ko')[0]).toBe('1월')
    expect(monthNames('ja')[11]).toBe('12月')
  })
  it('career years from start to end or today', () => {
    expect(careerYears('2010-03-01', null, new Date('2026-02-28T00:00:00Z'))).toBe(15)
    expect(careerYears('2010-03-01', null, new Date('2026-03-01T00:00:00Z'))).toBe(16)
    expect(careerYears('2010-03-01', '2015-06-01')).toBe(5)
    expect(careerYears(null)).toBeNull()
  })
})

describe('theme contrast', () => {
  it('puts white text on dark accents and black on light ones', () => {
    expect(readableTextOn('#1F3A5F')).toBe('#ffffff')
    expect(readableTextOn('#F5E663')).toBe('#000000')
  })
})
