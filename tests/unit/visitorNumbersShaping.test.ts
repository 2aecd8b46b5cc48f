/**
 * The visitor numbers' pure shaping: calendar days, Monday-weeks as sums of days, the periods and
 * their change, the scope a reader may see, and the chart's bars with no data, one day and many.
 */
import { describe, expect, it } from 'vitest'

import { chartGeometry, labelledIndexes, roundTop } from '@/lib/analytics/chartGeometry'
import { addDays, daysFrom, mondayOf, parseDays } from '@/lib/analytics/days'
import { change, conversion, dailyFigures, noFigures, sumFigures } from '@/lib/analytics/figures'
import { parseGrouping, periodsOf } from '@/lib/analytics/periods'
import { decideScope } from '@/lib/analytics/scope'
import { weeklyFigures } from '@/lib/analytics/weeks'

describe('calendar days', () => {
  it('count across months, years and the daylight-saving change alike', () => {
    expect(addDays('2031-03-01', -1)).toBe('2031-02-28')
    expect(addDays('2030-12-31', 1)).toBe('2031-01-01')
    expect(daysFrom('2031-03-08', '2031-03-10')).toEqual(['2031-03-08', '2031-03-09', '2031-03-10'])
    expect(daysFrom('2031-03-10', '2031-03-09')).toEqual([])
  })

  it('a week starts on Monday; a Sunday belongs to the week before', () => {
    expect(mondayOf('2031-03-12')).toBe('2031-03-10')
    expect(mondayOf('2031-03-10')).toBe('2031-03-10')
    expect(mondayOf('2031-03-09')).toBe('2031-03-03')
  })

  it('days are 30 unless asked, 1 to 400, and anything else is refused rather than clamped', () => {
    expect(parseDays(undefined)).toBe(30)
    expect(parseDays('7')).toBe(7)
    expect(parseDays('400')).toBe(400)
    for (const bad of ['0', '401', '-3', '1.5', 'abc', '1e2']) expect(parseDays(bad)).toBeNull()
    expect(parseGrouping('weeks')).toBe('weeks')
    expect(parseGrouping('months')).toBeNull()
  })
})

describe('weeks', () => {
  const daily = dailyFigures(
    [
      { day: '2031-03-02', metric: 'visitors', count: 4 }, // a Sunday: the week of 24 February
      { day: '2031-03-03', metric: 'visitors', count: 2 },
      { day: '2031-03-09', metric: 'visitors', count: 3 },
      { day: '2031-03-09', metric: 'contacts', count: 1 },
      { day: '2031-03-10', metric: 'visitors', count: 5 },
      { day: '2031-03-12', metric: 'pageViews', count: 7 },
      { day: '2031-03-12', metric: 'not a figure', count: 99 },
    ],
    '2031-01-01',
    '2031-03-12',
  )

  it('are twelve Monday-weeks ending with the current one, each the sum of its days', () => {
    const weeks = weeklyFigures(daily, '2031-03-12')
    expect(weeks).toHaveLength(12)
    expect(weeks[0].weekStart).toBe('2030-12-23')
    expect(weeks.at(-1)).toEqual({ weekStart: '2031-03-10', figures: { ...noFigures(), visitors: 5, pageViews: 7 } })
    expect(weeks.at(-2)).toEqual({ weekStart: '2031-03-03', figures: { ...noFigures(), visitors: 5, contacts: 1 } })
    expect(weeks.at(-3)!.figures.visitors).toBe(4)
    expect(sumFigures(weeks)).toEqual(sumFigures(daily.filter(({ day }) => day >= '2030-12-23')))
  })

  it('with no events are all zero, never missing', () => {
    const weeks = weeklyFigures(dailyFigures([], '2031-01-01', '2031-03-12'), '2031-03-12')
    expect(weeks.map((week) => week.figures)).toEqual(Array.from({ length: 12 }, noFigures))
  })
})

describe('periods, change and conversion', () => {
  it('the previous period has the same length and ends the day before', () => {
    expect(periodsOf('2031-03-12', 7, 'days')).toEqual({
      current: { from: '2031-03-06', to: '2031-03-12' },
      previous: { from: '2031-02-27', to: '2031-03-05' },
      readFrom: '2031-02-27',
    })
    expect(periodsOf('2031-03-12', 30, 'weeks').current).toEqual({ from: '2030-12-23', to: '2031-03-12' })
  })

  it('change is a share of the period before, none when it had nothing; conversion is per visitor', () => {
    expect(change(15, 10)).toBe(0.5)
    expect(change(5, 10)).toBe(-0.5)
    expect(change(3, 0)).toBeNull()
    expect(conversion({ visitors: 20, contacts: 1, valuations: 1 })).toBe(0.1)
    expect(conversion({ visitors: 0, contacts: 0, valuations: 0 })).toBeNull()
  })
})

describe('who sees which numbers', () => {
  const agent = { staff: false, ownRealtor: 7 }
  const staff = { staff: true, ownRealtor: null }

  it('an agent gets their own page, and a refusal for anyone else’s', () => {
    expect(decideScope(undefined, agent)).toEqual({ ok: true, scope: { kind: 'agent', realtor: 7 } })
    expect(decideScope('7', agent)).toEqual({ ok: true, scope: { kind: 'agent', realtor: 7 } })
    for (const other of ['8', 'all', 'landing']) expect(decideScope(other, agent)).toEqual({ ok: false, status: 403, reason: 'notYours' })
    expect(decideScope(undefined, { staff: false, ownRealtor: null })).toEqual({ ok: false, status: 404, reason: 'noPage' })
  })

  it('staff get all agents by default, the landing page or any agent; a malformed value is a 400 for everyone', () => {
    expect(decideScope(undefined, staff)).toEqual({ ok: true, scope: { kind: 'all' } })
    expect(decideScope('landing', staff)).toEqual({ ok: true, scope: { kind: 'landing' } })
    expect(decideScope('8', staff)).toEqual({ ok: true, scope: { kind: 'agent', realtor: 8 } })
    for (const bad of ['0', '-1', '1.5', 'x', '1 OR 1=1']) {
      expect(decideScope(bad, staff)).toEqual({ ok: false, status: 400, reason: 'badAgent' })
      expect(decideScope(bad, agent)).toEqual({ ok: false, status: 400, reason: 'badAgent' })
    }
  })
})

describe('chart geometry', () => {
  it('with no data: a flat chart scaled 0 to 1, no bar above the axis', () => {
    const chart = chartGeometry([0, 0, 0])
    expect(chart.top).toBe(1)
    expect(chart.bars.map((bar) => bar.height)).toEqual([0, 0, 0])
    expect(chart.bars.every((bar) => bar.y === chart.plot.bottom)).toBe(true)
    expect(chart.ticks.map((tick) => tick.value)).toEqual([0, 1])
    expect(chartGeometry([]).bars).toEqual([])
    expect(chartGeometry([]).labelled).toEqual([])
  })

  it('with one day: one bar of bounded width in the middle, labelled', () => {
    const chart = chartGeometry([3])
    expect(chart.bars).toHaveLength(1)
    const [bar] = chart.bars
    expect(bar.width).toBeLessThanOrEqual(48)
    expect(bar.x + bar.width / 2).toBeCloseTo(chart.width / 2, 1)
    expect(chart.top).toBe(5)
    expect(bar.height).toBeCloseTo(((chart.plot.bottom - chart.plot.top) * 3) / 5, 1)
    expect(chart.labelled).toEqual([0])
  })

  it('with many days: bars stay inside the viewBox, the highest under a round top, three dates written', () => {
    const values = Array.from({ length: 400 }, (_, i) => (i * 37) % 101)
    const chart = chartGeometry(values)
    expect(chart.top).toBe(100)
    for (const bar of chart.bars) {
      expect(bar.x).toBeGreaterThanOrEqual(0)
      expect(bar.x + bar.width).toBeLessThanOrEqual(chart.width + 0.01)
      expect(bar.y).toBeGreaterThanOrEqual(chart.plot.top - 0.01)
    }
    expect(chart.labelled).toEqual([0, 200, 399])
    expect(roundTop(7)).toBe(10)
    expect(roundTop(12)).toBe(20)
    expect(roundTop(0.5)).toBe(1)
    expect(labelledIndexes(2)).toEqual([0, 1])
  })
})
