/**
 * Weekly visitor numbers: Monday-weeks in the agent's calendar, each the sum of its days (so a week
 * and its seven days never disagree). The current week runs to today.
 */
import { addDays, mondayOf } from './days'
import { sumFigures, type DayFigures, type Figures } from './figures'

export const WEEKS_SHOWN = 12

export type WeekFigures = { weekStart: string; figures: Figures }

/** The first day of the `count` weeks ending with the week of `today`. */
export function firstDayOfWeeks(today: string, count = WEEKS_SHOWN): string {
  return addDays(mondayOf(today), -7 * (count - 1))
}

/** The `count` weeks ending with today's, oldest first; days outside them are ignored, missing days count zero. */
export function weeklyFigures(days: readonly DayFigures[], today: string, count = WEEKS_SHOWN): WeekFigures[] {
  const first = firstDayOfWeeks(today, count)
  return Array.from({ length: count }, (_, i) => {
    const weekStart = addDays(first, 7 * i)
    const weekEnd = addDays(weekStart, 6)
    return { weekStart, figures: sumFigures(days.filter(({ day }) => day >= weekStart && day <= weekEnd && day <= today)) }
  })
}
