/**
 * The figures of /admin/numbers once the reader may see them: totals and their change, the trend
 * charts, the days (or weeks) as a table, the top keys, staff's agents and the CSV link.
 */
import type { CSSProperties, ReactNode } from 'react'

import type { Locale } from '@/i18n/locales'
import type { visitorNumbersTexts } from '@/i18n/visitorNumbersTexts'
import { daysFrom } from '@/lib/analytics/days'
import { change, conversion, METRICS, sumFigures, TOP_AGENTS, type Figures, type Metric } from '@/lib/analytics/figures'
import { scopeParam } from '@/lib/analytics/scope'
import { weeklyFigures, WEEKS_SHOWN } from '@/lib/analytics/weeks'
import { languageName } from '@/lib/email/languageNames'

import { AgentFiguresList } from '../responseTimes/AgentFiguresList'
import { FiguresTable } from '../responseTimes/FiguresTable'
import type { NumberFormats } from './formats'
import { dailyCsvHref, numbersHref } from './links'
import { TotalsList, type Total } from './TotalsList'
import { TrendChart, type Point } from './TrendChart'
import type { VisitorNumbers } from './types'

type Texts = (typeof visitorNumbersTexts)[Locale]
type Props = { numbers: VisitorNumbers; texts: Texts; formats: NumberFormats; language: Locale; admin: string; api: string }

// Landing leads are the landing page's, never an agent's.
const AGENT_FIGURES: Metric[] = METRICS.filter((metric) => metric !== 'leads')
const LANDING_FIGURES: Metric[] = ['visitors', 'pageViews', 'leads']
const box: CSSProperties = { display: 'grid', gap: 12, minWidth: 0, alignContent: 'start' }

function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <section aria-label={title} data-testid={testId} style={box}>
      <h2 style={{ margin: 0, fontSize: 20 }}>{title}</h2>
      {children}
    </section>
  )
}

export function NumbersBody({ numbers, texts: t, formats: f, language, admin, api }: Props) {
  const { periods, daily, by, today, scope } = numbers
  const current = daily.filter(({ day }) => day >= periods.current.from)
  const totals = sumFigures(current)
  const before = sumFigures(daily.filter(({ day }) => day >= periods.previous.from && day <= periods.previous.to))
  const shown = scope.kind === 'landing' ? LANDING_FIGURES : AGENT_FIGURES
  const changeText = (now: number | null, then: number | null) => {
    const ratio = now === null || then === null ? null : change(now, then)
    return ratio === null ? t.nothingBefore : t.versusBefore(f.change(ratio))
  }
  const totalsShown: Total[] = shown.map((metric) => ({
    key: metric,
    label: t.metrics[metric],
    value: f.count(totals[metric]),
    change: changeText(totals[metric], before[metric]),
  }))
  if (scope.kind !== 'landing')
    totalsShown.push({
      key: 'conversion',
      label: t.conversion,
      hint: t.conversionHint,
      value: f.share(conversion(totals)),
      change: changeText(conversion(totals), conversion(before)),
    })
  // The chart's and the table's steps: each day of the period, or each Monday-week.
  const steps: { key: string; label: string; long: string; figures: Figures }[] =
    by === 'weeks'
      ? weeklyFigures(daily, today).map((week) => ({
          key: week.weekStart,
          label: f.day(week.weekStart),
          long: t.weekOf(f.day(week.weekStart)),
          figures: week.figures,
        }))
      : current.map((day) => ({ key: day.day, label: f.day(day.day), long: f.fullDay(day.day), figures: day.figures }))
  const charted: Metric[] = ['visitors', 'pageViews', scope.kind === 'landing' ? 'leads' : 'contacts']
  const periodText = by === 'weeks' ? t.lastWeeks(WEEKS_SHOWN) : t.lastDays(numbers.days)
  const csvDays = daysFrom(periods.current.from, today).length
  const topTable = (
    testId: string,
    title: string,
    head: string,
    rows: { key: string; count: number }[],
    label: (key: string) => string,
  ) => (
    <Section title={title} testId={testId}>
      {rows.length ? (
        <FiguresTable
          testId={`${testId}-table`}
          caption={title}
          head={[head, t.views]}
          rows={rows.map((row) => ({ key: row.key, cells: [label(row.key), f.count(row.count)] }))}
        />
      ) : (
        <p style={{ margin: 0 }}>{t.nothingYet}</p>
      )}
    </Section>
  )
  return (
    <>
      <Section title={periodText} testId="numbers-period">
        <TotalsList totals={totalsShown} />
        <p style={{ margin: 0, fontSize: 13, color: 'var(--theme-elevation-800)' }}>{t.liveNote}</p>
        <p style={{ margin: 0 }}>
          <a data-testid="numbers-csv" href={dailyCsvHref(api, { agent: scopeParam(scope), days: csvDays })} download>
            {t.csv}
          </a>
        </p>
      </Section>
      <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))' }}>
        {charted.map((metric) => (
          <TrendChart
            key={metric}
            testId={`trend-${metric}`}
            title={t.trend(t.metrics[metric])}
            summary={`${t.trend(t.metrics[metric])}: ${periodText}, ${f.count(totals[metric])}`}
            format={f.count}
            points={steps.map((step): Point => ({
              label: step.label,
              title: `${step.long}: ${f.count(step.figures[metric])}`,
              value: step.figures[metric],
            }))}
          />
        ))}
      </div>
      <details data-testid="numbers-steps">
        <summary style={{ minHeight: 44, display: 'flex', alignItems: 'center', cursor: 'pointer' }}>
          {by === 'weeks' ? t.byWeeks : t.byDays} · {periodText}
        </summary>
        <FiguresTable
          testId="numbers-steps-table"
          caption={periodText}
          head={[t.day, ...shown.map((metric) => t.metrics[metric])]}
          rows={[...steps]
            .reverse()
            .map((step) => ({ key: step.key, cells: [step.long, ...shown.map((metric) => f.count(step.figures[metric]))] }))}
        />
      </details>
      <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 20rem), 1fr))' }}>
        {topTable('top-pages', t.topPages, t.page, numbers.top.page, (key) => key || '/')}
        {scope.kind === 'landing' ? null : topTable('top-listings', t.topListings, t.listing, numbers.top.listing, (key) => key)}
        {topTable('top-sources', t.sources, t.source, numbers.top.source, (key) => key || t.direct)}
        {topTable('top-languages', t.languages, t.language, numbers.top.locale, (key) =>
          key === 'ko' || key === 'en' || key === 'ja' ? languageName(language, key) : t.unknown,
        )}
        {topTable('top-devices', t.devices, t.device, numbers.top.device, (key) => t.deviceNames[key as 'mobile'] ?? key)}
      </div>
      {scope.kind === 'all' ? (
        <Section title={t.agents} testId="numbers-agents">
          <p style={{ margin: 0, fontSize: 13, color: 'var(--theme-elevation-800)' }}>{t.agentsNote(TOP_AGENTS)}</p>
          {numbers.agents.length ? (
            <AgentFiguresList
              testId="numbers-agents-list"
              itemTestId="numbers-agent"
              terms={[t.metrics.visitors, t.metrics.pageViews, t.metrics.contacts, t.metrics.valuations, t.conversion]}
              agents={numbers.agents.map((agent) => ({
                key: String(agent.realtor),
                name: agent.name,
                href: numbersHref(admin, { agent: String(agent.realtor), ...(by === 'weeks' ? { by } : { days: numbers.days }) }),
                figures: [
                  f.count(agent.visitors),
                  f.count(agent.pageViews),
                  f.count(agent.contacts),
                  f.count(agent.valuations),
                  f.share(conversion(agent)),
                ],
              }))}
            />
          ) : (
            <p style={{ margin: 0 }}>{t.nothingYet}</p>
          )}
        </Section>
      ) : null}
    </>
  )
}
