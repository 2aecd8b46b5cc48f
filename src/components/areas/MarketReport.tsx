/**
 * The market report of a neighbourhood page, drawn on the server from the stored report
 * (src/utilities/market/marketReport.ts): six figures, the 12-month trend, when the source was read
 * (in the agent's time zone) and the MLS notice of the listing pages. Without a report yet, that it
 * is being prepared; with too few homes for sale, that they are too few (and still as of when).
 */
import { sourceName } from '@/components/listings/sourceName'
import { marketReportWords, type MarketFigureName, type MarketReportWords } from '@/i18n/marketReportTexts'
import type { Locale } from '@/i18n/locales'
import { format, formatCount, type Messages } from '@/i18n/messages'
import { formatDateTime, formatNumber } from '@/lib/format'
import type { MarketFigures, MarketReportView } from '@/lib/market/report'
import { dollars, MarketTrendChart } from './MarketTrendChart'

type Props = {
  /** The stored report, or null when the area has none yet. */
  view: MarketReportView | null
  locale: Locale
  /** The agent's time zone (src/lib/countries.ts agentTimeZone). */
  timeZone: string
  /** The listing pages' words: the MLS notice and the source's name. */
  agentTexts: Messages['agent']
  /** What the figures cover: the city, and the ZIP code when the page names one. */
  place: string
}

function figureText(name: MarketFigureName, figures: MarketFigures, locale: Locale, t: MarketReportWords): string {
  const value = figures[name]
  if (value === null) return t.none
  if (name === 'medianListPrice') return dollars(value)
  if (name === 'medianPricePerSqft') return format(t.perSqft, { price: dollars(value) })
  if (name === 'medianDaysOnMarket') return formatCount(locale, t.days, value, { count: formatNumber(value) })
  return formatCount(locale, t.homes, value, { count: formatNumber(value) })
}

const FIGURES: MarketFigureName[] = [
  'activeHomes',
  'newThisWeek',
  'medianListPrice',
  'medianPricePerSqft',
  'medianDaysOnMarket',
  'soldLast90Days',
]

export function MarketReport({ view, locale, timeZone, agentTexts, place }: Props) {
  const t = marketReportWords[locale]
  const report = view?.report
  return (
    <section className="market-report" aria-labelledby="market-report-title" data-testid="market-report">
      <h2 id="market-report-title">
        {t.title} · {place}
      </h2>
      {!view || !report ? (
        <p data-testid="market-report-preparing">{t.preparing}</p>
      ) : (
        <>
          <p className="market-report__as-of muted" data-testid="market-report-as-of">
            {format(t.asOf, { asOf: formatDateTime(new Date(view.asOf), locale, timeZone) })}
          </p>
          {report.enough ? (
            <>
              <dl className="market-report__figures" data-testid="market-report-figures">
                {FIGURES.map((name) => (
                  <div key={name} className="market-report__figure" data-figure={name}>
                    <dt>{t.figures[name]}</dt>
                    <dd>{figureText(name, report, locale, t)}</dd>
                  </div>
                ))}
              </dl>
              <MarketTrendChart trend={report.trend} locale={locale} t={t} />
            </>
          ) : (
            <p data-testid="market-report-too-few">{formatCount(locale, t.tooFew, report.activeHomes)}</p>
          )}
          <p className="mls-disclaimer" data-testid="market-report-source">
            {format(agentTexts.mlsDisclaimer, {
              source: sourceName(view.source, agentTexts),
              asOf: formatDateTime(new Date(view.asOf), locale, timeZone),
            })}
          </p>
        </>
      )}
    </section>
  )
}
