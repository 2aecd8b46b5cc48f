/** Words of the market report on an agent's neighbourhood pages (src/components/areas/MarketReport.tsx), in three languages. */
import type { Locale } from './locales'
import type { PluralForms } from './messages'

export type MarketFigureName =
  'activeHomes' | 'newThisWeek' | 'medianListPrice' | 'medianPricePerSqft' | 'medianDaysOnMarket' | 'soldLast90Days'

export type MarketReportWords = {
  title: string
  figures: Record<MarketFigureName, string>
  /** A figure with nothing to tell (no home with a price, no listing date). */
  none: string
  days: PluralForms
  homes: PluralForms
  perSqft: string
  trendTitle: string
  /** The chart's description for screen readers; the table after it has the numbers. */
  trendSummary: string
  month: string
  medianSoldPrice: string
  sold: string
  noSales: string
  /** '{year}' and '{month}' (the language's short month name). */
  monthLabel: string
  asOf: string
  preparing: string
  tooFew: PluralForms
}

export const marketReportWords: Record<Locale, MarketReportWords> = {
  ko: {
    title: '지역 시장 동향',
    figures: {
      activeHomes: '매물 수',
      newThisWeek: '이번 주 신규 매물',
      medianListPrice: '중위 매물 가격',
      medianPricePerSqft: '중위 평방피트당 가격',
      medianDaysOnMarket: '중위 판매 기간',
      soldLast90Days: '최근 90일 거래',
    },
    none: '—',
    days: { one: '{count}일', other: '{count}일' },
    homes: { one: '{count}채', other: '{count}채' },
    perSqft: '{price}/sq ft',
    trendTitle: '월별 중위 거래 가격 (최근 12개월)',
    trendSummary: '{from}부터 {to}까지 매월 거래된 주택의 중위 가격을 나타낸 막대그래프입니다. 월별 수치는 아래 표에 있습니다.',
    month: '월',
    medianSoldPrice: '중위 거래 가격',
    sold: '거래 수',
    noSales: '거래 없음',
    monthLabel: '{year}년 {month}',
    asOf: '{asOf} 기준',
    preparing: '시장 동향 리포트를 준비하고 있습니다.',
    tooFew: {
      one: '이 지역의 매물이 {count}채뿐이라 의미 있는 시장 동향을 보여 드리기 어렵습니다.',
      other: '이 지역의 매물이 {count}채뿐이라 의미 있는 시장 동향을 보여 드리기 어렵습니다.',
    },
  },
  en: {
    title: 'Market report',
    figures: {
      activeHomes: 'Homes for sale',
      newThisWeek: 'New this week',
      medianListPrice: 'Median list price',
      medianPricePerSqft: 'Median price per sq ft',
      medianDaysOnMarket: 'Median days on market',
      soldLast90Days: 'Sold in the last 90 days',
    },
    none: '—',
    days: { one: '{count} day', other: '{count} days' },
    homes: { one: '{count} home', other: '{count} homes' },
    perSqft: '{price}/sq ft',
    trendTitle: 'Median sold price by month (last 12 months)',
    trendSummary:
      'Bar chart of the median price of the homes sold each month from {from} to {to}. The table below gives each month’s figures.',
    month: 'Month',
    medianSoldPrice: 'Median sold price',
    sold: 'Homes sold',
    noSales: 'No sales',
    monthLabel: '{month} {year}',
    asOf: 'As of {asOf}',
    preparing: 'The market report is being prepared.',
    tooFew: {
      one: 'There is only {count} home for sale here: too few for a meaningful market report.',
      other: 'There are only {count} homes for sale here: too few for a meaningful market report.',
    },
  },
  ja: {
    title: 'マーケットレポート',
    figures: {
      activeHomes: '売り出し中の物件',
      newThisWeek: '今週の新着',
      medianListPrice: '売出価格の中央値',
      medianPricePerSqft: '平方フィート単価の中央値',
      medianDaysOnMarket: '掲載日数の中央値',
      soldLast90Days: '過去90日の成約',
    },
    none: '—',
    days: { one: '{count}日', other: '{count}日' },
    homes: { one: '{count}件', other: '{count}件' },
    perSqft: '{price}/sq ft',
    trendTitle: '月別の成約価格の中央値(過去12か月)',
    trendSummary: '{from}から{to}までの各月に成約した物件の価格の中央値を示す棒グラフです。各月の数値は下の表にあります。',
    month: '月',
    medianSoldPrice: '成約価格の中央値',
    sold: '成約件数',
    noSales: '成約なし',
    monthLabel: '{year}年{month}',
    asOf: '{asOf} 時点',
    preparing: 'マーケットレポートを準備しています。',
    tooFew: {
      one: 'この地域の売り出し中の物件は{count}件のみのため、意味のあるマーケットレポートを表示できません。',
      other: 'この地域の売り出し中の物件は{count}件のみのため、意味のあるマーケットレポートを表示できません。',
    },
  },
}
