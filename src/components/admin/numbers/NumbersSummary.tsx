/**
 * On the dashboard: the last 7 days' visitors and contacts (staff: all agents together) and a link to
 * /admin/numbers. Read with the same function and rules as the numbers page; a failure to read leaves
 * the rest of the dashboard alone.
 */
import type { I18nClient } from '@payloadcms/translations'
import type { Payload, TypedUser } from 'payload'

import { localeOfLanguage } from '@/i18n/locales'
import { visitorNumbersTexts } from '@/i18n/visitorNumbersTexts'
import { sumFigures } from '@/lib/analytics/figures'

import { numberFormats } from './formats'
import { numbersHref } from './links'
import type { ReadVisitorNumbers } from './types'
import { cardStyle } from '../cardStyle'

type Props = { payload: Payload; user?: TypedUser | null; i18n?: I18nClient; readNumbers: ReadVisitorNumbers }

export async function NumbersSummary({ payload, user, i18n, readNumbers }: Props) {
  if (!user) return null
  const language = localeOfLanguage(i18n?.language)
  const t = visitorNumbersTexts[language]
  let numbers: Awaited<ReturnType<ReadVisitorNumbers>>
  try {
    numbers = await readNumbers(payload, user, { days: '7' }, { now: new Date(), language, detail: false })
  } catch (error) {
    payload.logger.error({ err: error }, 'visitor numbers for the dashboard could not be read')
    return null
  }
  if (!numbers.ok) return null
  const week = sumFigures(numbers.daily.filter(({ day }) => day >= numbers.periods.current.from))
  const f = numberFormats(language)
  return (
    <section aria-label={t.title} data-testid="numbers-summary" style={cardStyle}>
      <h2 style={{ margin: 0, fontSize: 20 }}>
        {t.title} · {t.lastSevenDays}
        {numbers.staff ? ` · ${t.allAgents}` : null}
      </h2>
      <dl style={{ display: 'flex', flexWrap: 'wrap', gap: '8px 24px', margin: 0 }}>
        {(['visitors', 'contacts'] as const).map((metric) => (
          <div key={metric} data-testid={`summary-${metric}`}>
            <dt style={{ fontSize: 13, color: 'var(--theme-elevation-800)' }}>{t.metrics[metric]}</dt>
            <dd style={{ margin: 0, fontSize: 22, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>{f.count(week[metric])}</dd>
          </div>
        ))}
      </dl>
      <p style={{ margin: 0 }}>
        <a href={numbersHref(payload.config.routes.admin)} style={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}>
          {numbers.staff ? t.seeTheNumbers : t.seeYourNumbers}
        </a>
      </p>
    </section>
  )
}
