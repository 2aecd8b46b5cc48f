/** A seller's request in words, as the owner's acknowledgement and the agent's e-mail show it, in each language. */
import { describe, expect, it } from 'vitest'

import { sellerSubject, valuationRows, valuationSummary, type ValuationFacts } from '@/lib/email/valuationSummary'

const facts: ValuationFacts = {
  street: '12 Sandpiper',
  city: 'Irvine',
  state: 'CA',
  zipcode: '92618',
  propertyType: 'single_family',
  beds: 3,
  baths: 2.5,
  livingArea: 1800,
  outcome: 'estimated',
  low: 1_380_000,
  value: 1_450_000,
  high: 1_525_000,
  comparableCount: 6,
}

describe('a valuation in words', () => {
  it('the address, the home and the estimate, in Korean, English and Japanese', () => {
    expect(valuationRows('en', facts)).toEqual([
      ['Address', '12 Sandpiper, Irvine, CA 92618'],
      ['Home', 'Single-family home · 3 beds · 2.5 baths · 1,800 sq ft'],
      ['Estimate', '$1,450,000 (range $1,380,000–$1,525,000), from 6 recent sales'],
    ])
    expect(valuationRows('ko', facts)[2]).toEqual(['추정가', '$1,450,000 (범위 $1,380,000–$1,525,000), 최근 매매 6건 기준'])
    expect(valuationRows('ja', facts)[1][1]).toMatch(/^.+ · 寝室 3 · バスルーム 2\.5 · 1,800 sq ft$/)
  })

  it('without a number: why, and the owner is told it is an estimate, not an appraisal', () => {
    expect(valuationRows('en', { ...facts, outcome: 'few', value: null })[2][1]).toBe(
      'There were too few recent sales to compare, so the agent will prepare a personal market analysis for you.',
    )
    expect(valuationSummary('ko', facts).lines.at(-1)).toBe('이 금액은 감정평가가 아닌 추정치입니다.')
    expect(sellerSubject('ja', 'Lee Minji')).toBe('[売却 · 査定依頼] Lee Minji様からご自宅の査定依頼が届きました')
  })
})
