/** The dashboard's response-time figures: medians, shares of all received, weeks in the agent's zone, untracked rows left out. */
import { describe, expect, it } from 'vitest'

import { agentFigures, figuresOf, median, weekStartOf, weeklyFigures, type ResponseRow } from '@/lib/leadResponse/responseFigures'

const row = (createdAt: string, minutes: number | null, extra: Partial<ResponseRow> = {}): ResponseRow => ({
  createdAt,
  status: minutes === null ? 'new' : 'read',
  firstAt: minutes === null ? null : createdAt,
  workingMinutes: minutes,
  escalationStatus: minutes === null ? 'waiting' : 'answered',
  ...extra,
})

describe('median', () => {
  it('is the middle of an odd count and the mean of the two middles of an even count', () => {
    expect(median([50, 3, 10])).toBe(10)
    expect(median([4, 1, 10, 6])).toBe(5)
    expect(median([])).toBeNull()
  })
})

describe('figuresOf', () => {
  it('shares are of all received, the median of those answered', () => {
    const figures = figuresOf([
      row('2026-11-18T03:00:00Z', 3),
      row('2026-11-18T03:00:00Z', 10),
      row('2026-11-18T03:00:00Z', 50),
      row('2026-11-18T03:00:00Z', null),
    ])
    expect(figures).toEqual({ received: 4, answered: 3, medianMinutes: 10, within5: 0.25, within60: 0.75 })
  })

  it('counts 5 and 60 minutes as within', () => {
    expect(figuresOf([row('2026-11-18T03:00:00Z', 5), row('2026-11-18T03:00:00Z', 60)])).toMatchObject({ within5: 0.5, within60: 1 })
  })

  it('leaves out rows stored before tracking (escalation off, no first response)', () => {
    const untracked = row('2026-11-18T03:00:00Z', null, { escalationStatus: 'off' })
    const answeredBeforeTracking = row('2026-11-18T03:00:00Z', 7, { escalationStatus: 'off' })
    expect(figuresOf([untracked, answeredBeforeTracking, row('2026-11-18T03:00:00Z', 100)])).toEqual({
      received: 2,
      answered: 2,
      medianMinutes: 53.5,
      within5: 0,
      within60: 0.5,
    })
    expect(figuresOf([untracked])).toEqual({ received: 0, answered: 0, medianMinutes: null, within5: null, within60: null })
  })
})

describe('weeks', () => {
  it('start on Monday in the agent’s time zone', () => {
    // Sunday 23:30 in Seoul is still last week there, and Monday 00:30 starts a new one.
    expect(weekStartOf(new Date('2026-11-22T14:30:00Z'), 'Asia/Seoul')).toBe('2026-11-16')
    expect(weekStartOf(new Date('2026-11-22T15:30:00Z'), 'Asia/Seoul')).toBe('2026-11-23')
    // The same instant is still Sunday in Los Angeles.
    expect(weekStartOf(new Date('2026-11-23T07:30:00Z'), 'America/Los_Angeles')).toBe('2026-11-16')
    expect(weekStartOf(new Date('2026-11-23T08:30:00Z'), 'America/Los_Angeles')).toBe('2026-11-23')
  })

  it('gives the last eight weeks oldest first, each with the contacts received in it', () => {
    const now = new Date('2026-11-25T03:00:00Z') // Wednesday in Seoul
    const weeks = weeklyFigures([row('2026-11-22T14:30:00Z', 3), row('2026-11-22T15:30:00Z', 80), row('2026-09-01T00:00:00Z', 1)], {
      now,
      timeZone: 'Asia/Seoul',
    })
    expect(weeks.map((week) => week.weekStart)).toEqual([
      '2026-10-05',
      '2026-10-12',
      '2026-10-19',
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
    ])
    expect(weeks[6]).toMatchObject({ received: 1, medianMinutes: 3, within5: 1 })
    expect(weeks[7]).toMatchObject({ received: 1, medianMinutes: 80, within5: 0, within60: 0 })
    expect(weeks[0]).toMatchObject({ received: 0, medianMinutes: null, within5: null })
  })

  it('keeps weeks whole across a daylight saving change', () => {
    // Los Angeles leaves daylight saving on Sunday 2026-11-01.
    expect(weekStartOf(new Date('2026-11-02T07:59:00Z'), 'America/Los_Angeles')).toBe('2026-10-26')
    expect(weekStartOf(new Date('2026-11-02T08:00:00Z'), 'America/Los_Angeles')).toBe('2026-11-02')
  })
})

describe('agentFigures', () => {
  it('gives unanswered tracked contacts, this week’s median and the four weeks before', () => {
    const now = new Date('2026-11-25T03:00:00Z')
    const figures = agentFigures(
      [
        row('2026-11-24T01:00:00Z', 20),
        row('2026-11-24T02:00:00Z', null),
        row('2026-11-10T01:00:00Z', 4),
        row('2026-11-03T01:00:00Z', 90),
        row('2026-10-20T01:00:00Z', 2), // five weeks back: out
        row('2026-11-24T02:00:00Z', null, { escalationStatus: 'off' }),
      ],
      { now, timeZone: 'Asia/Seoul' },
    )
    expect(figures.unanswered).toBe(1)
    expect(figures.thisWeekMedian).toBe(20)
    expect(figures.lastFourWeeks).toEqual({ received: 2, answered: 2, medianMinutes: 47, within5: 0.5, within60: 0.5 })
  })
})
