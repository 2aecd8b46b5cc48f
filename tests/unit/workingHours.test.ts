/**
 * Time counted within an agent's working hours, in their time zone: the escalation moment and the
 * working minutes an answer took, across evenings, weekends and daylight-saving changes.
 */
import { describe, expect, it } from 'vitest'

import { addWorkingMinutes, isWorkingTime, workingHoursOf, workingMinutesBetween } from '@/lib/leadResponse/workingHours'

const la = workingHoursOf({}, [{ state: 'CA' }])
/** An instant from a Los Angeles wall-clock time, in November (PST, UTC-8). */
const pst = (isoLocal: string) => new Date(`${isoLocal}-08:00`)

describe('the defaults', () => {
  it('9–18 on weekdays, in the time zone of the agent’s areas', () => {
    expect(la).toEqual({ timeZone: 'America/Los_Angeles', days: ['mon', 'tue', 'wed', 'thu', 'fri'], start: 9, end: 18 })
    expect(workingHoursOf(null, [{ state: 'GA' }]).timeZone).toBe('America/New_York')
    expect(workingHoursOf({ timeZone: 'Asia/Seoul', days: ['sat'], start: '10', end: '24' }, [{ state: 'CA' }])).toEqual({
      timeZone: 'Asia/Seoul',
      days: ['sat'],
      start: 10,
      end: 24,
    })
  })

  it('nonsense stored hours fall back to the defaults rather than to no hours at all', () => {
    expect(workingHoursOf({ start: '18', end: '9', days: ['someday'], timeZone: 'Mars/Olympus' }, [])).toEqual(la)
  })
})

describe('the escalation moment (N working minutes after the contact came in)', () => {
  it('inside working hours: plain minutes', () => {
    expect(addWorkingMinutes(pst('2026-11-25T10:00:00'), 5, la)).toEqual(pst('2026-11-25T10:05:00'))
  })

  it('near closing: the rest of the minutes on the next working morning', () => {
    expect(addWorkingMinutes(pst('2026-11-25T17:58:00'), 5, la)).toEqual(pst('2026-11-26T09:03:00'))
  })

  it('on Friday evening: Monday morning', () => {
    expect(addWorkingMinutes(pst('2026-11-27T20:00:00'), 5, la)).toEqual(pst('2026-11-30T09:05:00'))
    expect(addWorkingMinutes(pst('2026-11-28T11:00:00'), 60, la)).toEqual(pst('2026-11-30T10:00:00'))
  })

  it('before opening: from the opening', () => {
    expect(addWorkingMinutes(pst('2026-11-25T06:30:00'), 5, la)).toEqual(pst('2026-11-25T09:05:00'))
  })

  it('the clock change moves the hours with it (9:00 PDT before, 9:00 PST after 1 November)', () => {
    // Saturday 31 October 2026, 20:00 PDT -> Monday 2 November 9:05 PST (17:05 UTC).
    expect(addWorkingMinutes(new Date('2026-11-01T03:00:00Z'), 5, la).toISOString()).toBe('2026-11-02T17:05:00.000Z')
    // Friday 30 October 9:00 PDT is 16:00 UTC.
    expect(addWorkingMinutes(new Date('2026-10-30T15:00:00Z'), 5, la).toISOString()).toBe('2026-10-30T16:05:00.000Z')
  })

  it('hours to midnight and a zone east of UTC', () => {
    const seoul = workingHoursOf({
      timeZone: 'Asia/Seoul',
      days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
      start: '20',
      end: '24',
    })
    // 23:58 KST -> 2 minutes left today, 3 more from 20:00 the next day.
    expect(addWorkingMinutes(new Date('2026-11-25T23:58:00+09:00'), 5, seoul)).toEqual(new Date('2026-11-26T20:03:00+09:00'))
  })
})

describe('working minutes between two moments (how long an answer took)', () => {
  it('counts only the hours the agent works', () => {
    expect(workingMinutesBetween(pst('2026-11-25T10:00:00'), pst('2026-11-25T10:14:00'), la)).toBe(14)
    expect(workingMinutesBetween(pst('2026-11-27T17:50:00'), pst('2026-11-30T09:10:00'), la)).toBe(20)
    expect(workingMinutesBetween(pst('2026-11-28T09:00:00'), pst('2026-11-28T17:00:00'), la)).toBe(0)
  })

  it('agrees with the escalation moment', () => {
    const from = pst('2026-11-27T17:30:00')
    expect(workingMinutesBetween(from, addWorkingMinutes(from, 95, la), la)).toBe(95)
  })
})

it('tells whether a moment is inside working hours', () => {
  expect(isWorkingTime(pst('2026-11-25T09:00:00'), la)).toBe(true)
  expect(isWorkingTime(pst('2026-11-25T18:00:00'), la)).toBe(false)
  expect(isWorkingTime(pst('2026-11-29T12:00:00'), la)).toBe(false)
})
