/**
 * The 12-month trend of a market report as server-rendered SVG bars (no chart library, no script):
 * the bars' geometry is the admin charts' (src/lib/analytics/chartGeometry.ts); the SVG stretches to
 * the width it is given, and its words (the scale, the months) are HTML beside and under it, so they
 * keep their size on a phone. Screen readers get the chart's title and description, and a table of
 * every month.
 */
import type { MarketReportWords } from '@/i18n/marketReportTexts'
import type { Locale } from '@/i18n/locales'
import { format } from '@/i18n/messages'
import { chartGeometry } from '@/lib/analytics/chartGeometry'
import { formatNumber, monthNames, shortenAmount } from '@/lib/format'
import type { TrendMonth } from '@/lib/market/report'

export const dollars = (value: number) => `$${formatNumber(Math.round(value))}`

export function monthLabel(month: string, locale: Locale, t: MarketReportWords): string {
  const [year, number] = month.split('-').map(Number)
  return format(t.monthLabel, { year, month: monthNames(locale)[number - 1] })
}

export function MarketTrendChart({ trend, locale, t }: { trend: TrendMonth[]; locale: Locale; t: MarketReportWords }) {
  const chart = chartGeometry(trend.map((month) => month.medianSoldPrice ?? 0))
  const labels = trend.map((month) => monthLabel(month.month, locale, t))
  const summary = format(t.trendSummary, { from: labels[0] ?? '', to: labels.at(-1) ?? '' })
  const ticksFromTop = [...chart.ticks].reverse()
  // One path for the scale's lines and one for the bars (a month without sales has none).
  const gridPath = chart.ticks.map((tick) => `M0 ${tick.y}H${chart.width}`).join('')
  const barsPath = chart.bars
    .filter((bar) => bar.height > 0)
    .map((bar) => `M${bar.x} ${chart.plot.bottom}V${bar.y}h${bar.width}V${chart.plot.bottom}Z`)
    .join('')
  return (
    <figure className="market-trend" data-testid="market-trend">
      <figcaption className="market-trend__title">{t.trendTitle}</figcaption>
      <div className="market-trend__plot">
        <ul className="market-trend__scale" aria-hidden="true">
          {ticksFromTop.map((tick) => (
            <li key={tick.value}>${shortenAmount(tick.value)}</li>
          ))}
        </ul>
        <svg
          className="market-trend__svg"
          viewBox={`0 0 ${chart.width} ${chart.height}`}
          preserveAspectRatio="none"
          role="img"
          aria-labelledby="market-trend-svg-title market-trend-svg-desc"
        >
          <title id="market-trend-svg-title">{t.trendTitle}</title>
          <desc id="market-trend-svg-desc">{summary}</desc>
          <path className="market-trend__grid" d={gridPath} vectorEffect="non-scaling-stroke" />
          <path className="market-trend__bar" d={barsPath} />
        </svg>
        <ul className="market-trend__months" aria-hidden="true">
          {chart.labelled.map((index) => (
            <li key={index}>{labels[index]}</li>
          ))}
        </ul>
      </div>
      <table className="visually-hidden" data-testid="market-trend-table">
        <caption>{t.trendTitle}</caption>
        <thead>
          <tr>
            <th scope="col">{t.month}</th>
            <th scope="col">{t.medianSoldPrice}</th>
            <th scope="col">{t.sold}</th>
          </tr>
        </thead>
        <tbody>
          {trend.map((month, i) => (
            <tr key={month.month}>
              <th scope="row">{labels[i]}</th>
              <td>{month.medianSoldPrice === null ? t.noSales : dollars(month.medianSoldPrice)}</td>
              <td>{formatNumber(month.sold)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}
