/**
 * Alerts nobody opens: after 5 in a row without a click, an instant or daily search moves to weekly,
 * and a weekly one stops. The alert that does it says so, so the buyer is never dropped silently.
 */
import type { AlertFrequency } from './subscriptionSchema'

export const UNCLICKED_BEFORE_BACK_OFF = 5

export type BackOff = { kind: 'none' } | { kind: 'weekly' } | { kind: 'stop' }

/** What sending one more alert (the `unclickedBefore + 1`-th without a click) does to the search. */
export function backOffAfter(unclickedBefore: number, frequency: AlertFrequency): BackOff {
  if (unclickedBefore + 1 < UNCLICKED_BEFORE_BACK_OFF) return { kind: 'none' }
  return frequency === 'weekly' ? { kind: 'stop' } : { kind: 'weekly' }
}

const DAY_MS = 24 * 60 * 60 * 1000

/** When a search with this frequency looks again after a run at `now` (instant: at the next run). */
export function nextCheckAfter(frequency: AlertFrequency, now: Date): Date {
  if (frequency === 'daily') return new Date(now.getTime() + DAY_MS)
  if (frequency === 'weekly') return new Date(now.getTime() + 7 * DAY_MS)
  return now
}
