/**
 * A seller's valuation request in words, for the e-mails about it: the owner's acknowledgement (what
 * they were shown, and that it is an estimate, not an appraisal) and the agent's notice (rows).
 */
import type { Locale } from '@/i18n/locales'
import { messagesFor } from '@/i18n/messages'
import { formatNumber } from '../format'

export type ValuationFacts = {
  street: string
  city: string
  state: string
  zipcode: string
  propertyType: string
  beds: number
  baths: number
  livingArea: number
  outcome: 'estimated' | 'few' | 'later'
  low?: number | null
  value?: number | null
  high?: number | null
  comparableCount?: number
}

const words: Record<
  Locale,
  {
    title: string
    address: string
    home: string
    estimate: string
    facts: (type: string, beds: number, baths: number, area: string) => string
    estimated: (value: string, low: string, high: string, count: number) => string
    few: string
    later: string
    notAppraisal: string
    sellerSubject: (name: string) => string
  }
> = {
  ko: {
    title: '요청하신 시세',
    address: '주소',
    home: '주택',
    estimate: '추정가',
    facts: (type, beds, baths, area) => `${type} · 침실 ${beds} · 욕실 ${baths} · ${area} sq ft`,
    estimated: (value, low, high, count) => `${value} (범위 ${low}–${high}), 최근 매매 ${count}건 기준`,
    few: '비교할 최근 매매가 충분하지 않아, 에이전트가 직접 시장 분석을 준비해 드립니다.',
    later: '매매 데이터를 받지 못해, 에이전트가 직접 시장 분석을 준비해 드립니다.',
    notAppraisal: '이 금액은 감정평가가 아닌 추정치입니다.',
    sellerSubject: (name) => `[매도 · 시세 문의] ${name}님이 집 시세를 문의했습니다`,
  },
  en: {
    title: 'Your home valuation',
    address: 'Address',
    home: 'Home',
    estimate: 'Estimate',
    facts: (type, beds, baths, area) => `${type} · ${beds} beds · ${baths} baths · ${area} sq ft`,
    estimated: (value, low, high, count) => `${value} (range ${low}–${high}), from ${count} recent sales`,
    few: 'There were too few recent sales to compare, so the agent will prepare a personal market analysis for you.',
    later: 'The sales data could not be reached, so the agent will prepare a personal market analysis for you.',
    notAppraisal: 'This is an estimate, not an appraisal.',
    sellerSubject: (name) => `[Seller · home valuation] ${name} asked what their home is worth`,
  },
  ja: {
    title: 'ご依頼の査定',
    address: '住所',
    home: '物件',
    estimate: '推定額',
    facts: (type, beds, baths, area) => `${type} · 寝室 ${beds} · バスルーム ${baths} · ${area} sq ft`,
    estimated: (value, low, high, count) => `${value}(範囲 ${low}〜${high})、最近の売却 ${count} 件より`,
    few: '比較できる最近の売却が少ないため、エージェントが個別に市場分析をご用意します。',
    later: '売却データを取得できなかったため、エージェントが個別に市場分析をご用意します。',
    notAppraisal: 'この金額は鑑定評価ではなく推定額です。',
    sellerSubject: (name) => `[売却 · 査定依頼] ${name}様からご自宅の査定依頼が届きました`,
  },
}

const dollars = (value: number | null | undefined) => `$${formatNumber(Math.round(value ?? 0))}`

/** Rows [label, value]: the address, the home, the estimate (or why there is none). */
export function valuationRows(language: Locale, facts: ValuationFacts): [string, string][] {
  const t = words[language]
  const type = (messagesFor(language).homes.propertyTypes as Record<string, string>)[facts.propertyType] ?? facts.propertyType
  const estimate =
    facts.outcome === 'estimated' && facts.value
      ? t.estimated(dollars(facts.value), dollars(facts.low), dollars(facts.high), facts.comparableCount ?? 0)
      : facts.outcome === 'few'
        ? t.few
        : t.later
  return [
    [t.address, `${facts.street}, ${facts.city}, ${facts.state} ${facts.zipcode}`],
    [t.home, t.facts(type, facts.beds, facts.baths, formatNumber(facts.livingArea))],
    [t.estimate, estimate],
  ]
}

/** The owner's summary box: a title, the rows as lines, and that it is an estimate. */
export function valuationSummary(language: Locale, facts: ValuationFacts): { title: string; lines: string[] } {
  return {
    title: words[language].title,
    lines: [...valuationRows(language, facts).map(([name, value]) => `${name}: ${value}`), words[language].notAppraisal],
  }
}

export function sellerSubject(language: Locale, name: string): string {
  return words[language].sellerSubject(name)
}
