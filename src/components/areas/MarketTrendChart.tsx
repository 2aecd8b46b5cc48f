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
  return (
    <figure className="market-trend" data-testid="market-trend">
      <figcaption className="market-trend__title">{t.trendTitle}</figcaption>
      <div className="market-trend__plot">
        <div className="market-trend__scale" aria-hidden="true">
          {[...chart.ticks].reverse().map((tick) => (
            <span key={tick.value}>${shortenAmount(tick.value)}</span>
          ))}
        </div>
        <svg
          className="market-trend__svg"
          viewBox={`0 0 ${chart.width} ${chart.height}`}
          preserveAspectRatio="none"
          role="img"
          aria-labelledby="market-trend-svg-title market-trend-svg-desc"
        >
          <title id="market-trend-svg-title">{t.trendTitle}</title>
          <desc id="market-trend-svg-desc">{summary}</desc>
          {chart.ticks.map((tick) => (
            <line key={tick.value} className="market-trend__grid" x1={0} x2={chart.width} y1={tick.y} y2={tick.y} vectorEffect="non-scaling-stroke" />
          ))}
          {chart.bars.map((bar) => (
            <rect key={bar.index} className="market-trend__bar" x={bar.x} y={bar.y} width={bar.width} height={bar.height} />
          ))}
        </svg>
        <span />
        <div className="market-trend__months" aria-hidden="true">
          {chart.labelled.map((index) => (
            <span key={index}>{labels[index]}</span>
          ))}
        </div>
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
