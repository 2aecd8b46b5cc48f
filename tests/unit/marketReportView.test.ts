/** The market report as a neighbourhood page draws it: figures, chart and table, words in three languages, no inline styles. */
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { MarketReport } from '@/components/areas/MarketReport'
import { marketReportWords } from '@/i18n/marketReportTexts'
import { locales } from '@/i18n/locales'
import { messagesFor } from '@/i18n/messages'
import type { MarketReportView } from '@/lib/market/report'

const trend = Array.from({ length: 12 }, (_, i) => {
  const month = new Date(Date.UTC(2025, 11 + i, 1)).toISOString().slice(0, 7)
  return month === '2026-09' ? { month, medianSoldPrice: 1_711_000, sold: 2 } : { month, medianSoldPrice: null, sold: 0 }
})
const view: MarketReportView = {
  asOf: '2026-11-20T20:00:00.000Z',
  source: { kind: 'mls', market: 'crmls' },
  report: {
    enough: true,
    activeHomes: 54,
    newThisWeek: 6,
    medianListPrice: 1_025_000,
    medianPricePerSqft: 678,
    medianDaysOnMarket: 39,
    soldLast90Days: 4,
    trend,
  },
}
const draw = (v: MarketReportView | null, locale: (typeof locales)[number]['code'] = 'en') =>
  renderToStaticMarkup(
    MarketReport({ view: v, locale, timeZone: 'America/Los_Angeles', agentTexts: messagesFor(locale).agent, place: 'Irvine 92618' }),
  )

describe('market report view', () => {
  it('shows the six figures, the chart with its title and description, a table of the 12 months and the MLS notice', () => {
    const html = draw(view)
    for (const text of [
      'Market report · Irvine 92618',
      '54 homes',
      '6 homes',
      '$1,025,000',
      '$678/sq ft',
      '39 days',
      '4 homes',
      'As of Nov 20, 2026, 12:00 pm',
    ])
      expect(html).toContain(text)
    expect(html).toContain('<title id="market-trend-svg-title">')
    expect(html).toContain('<desc id="market-trend-svg-desc">')
    expect(html.match(/<tr>/g)).toHaveLength(13) // the header and 12 months
    expect(html).toContain('$1,711,000')
    expect(html).toContain('MLS (crmls)')
    expect(html).not.toMatch(/style=/)
  })

  it('says the report is being prepared, or that there are too few homes (with the time of the count)', () => {
    expect(draw(null)).toContain('The market report is being prepared.')
    const few = draw({ ...view, report: { enough: false, activeHomes: 1 } })
    expect(few).toContain('There is only 1 home for sale here')
    expect(few).toContain('As of Nov 20, 2026')
    expect(few).not.toContain('market-trend')
  })

  it('has every word in Korean, English and Japanese', () => {
    for (const { code } of locales) {
      expect(Object.keys(marketReportWords[code]).sort()).toEqual(Object.keys(marketReportWords.en).sort())
      expect(draw(view, code)).toContain(marketReportWords[code].title)
    }
    expect(draw(view, 'ko')).toContain('2026년 11월 20일')
    expect(draw(view, 'ja')).toContain('2026年11月20日')
  })
})
