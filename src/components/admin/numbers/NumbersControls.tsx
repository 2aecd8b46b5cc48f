/**
 * What the numbers show, as plain links and a GET form (no script): Days or Weeks, the period in
 * days, and for staff whose numbers (all agents, the landing page or one agent).
 */
import type { CSSProperties } from 'react'

import type { Named } from './types'
import { numbersHref, type NumbersQuery } from './links'

const PERIODS = [7, 30, 90, 365]

const chip = (current: boolean): CSSProperties => ({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: '0 14px',
  borderRadius: 22,
  border: '1px solid var(--theme-elevation-250)',
  background: current ? 'var(--theme-elevation-900)' : 'transparent',
  color: current ? 'var(--theme-elevation-0)' : 'var(--theme-text)',
  textDecoration: 'none',
})

type Props = {
  admin: string
  agent: string
  by: 'days' | 'weeks'
  days: number
  texts: {
    byDays: string
    byWeeks: string
    lastDays: (days: number) => string
    agent: string
    allAgents: string
    landing: string
    show: string
  }
  /** Staff only: the agents to choose from. */
  choices: Named[] | null
}

export function NumbersControls({ admin, agent, by, days, texts: t, choices }: Props) {
  const link = (query: NumbersQuery, current: boolean, text: string, testId: string) => (
    <a key={testId} href={numbersHref(admin, query)} aria-current={current ? 'page' : undefined} style={chip(current)} data-testid={testId}>
      {text}
    </a>
  )
  const agentParam = choices ? agent : undefined
  const periods = PERIODS.includes(days) ? PERIODS : [...PERIODS, days].sort((a, b) => a - b)
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      {choices ? (
        <form method="get" action={numbersHref(admin)} style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'end' }}>
          <label style={{ display: 'grid', gap: 4, minWidth: 0, flex: '1 1 14rem' }}>
            <span>{t.agent}</span>
            <select name="agent" defaultValue={agent} data-testid="numbers-agent" style={{ minHeight: 44, maxWidth: '100%' }}>
              <option value="all">{t.allAgents}</option>
              <option value="landing">{t.landing}</option>
              {choices.map((choice) => (
                <option key={choice.id} value={String(choice.id)}>
                  {choice.name}
                </option>
              ))}
            </select>
          </label>
          {by === 'weeks' ? <input type="hidden" name="by" value="weeks" /> : <input type="hidden" name="days" value={days} />}
          <button type="submit" className="btn btn--style-secondary btn--size-medium" style={{ margin: 0, minHeight: 44 }}>
            {t.show}
          </button>
        </form>
      ) : null}
      <nav style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        {link({ agent: agentParam, days }, by === 'days', t.byDays, 'numbers-by-days')}
        {link({ agent: agentParam, by: 'weeks' }, by === 'weeks', t.byWeeks, 'numbers-by-weeks')}
      </nav>
      {by === 'days' ? (
        <nav style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          {periods.map((n) => link({ agent: agentParam, days: n }, n === days, t.lastDays(n), `numbers-days-${n}`))}
        </nav>
      ) : null}
    </div>
  )
}
