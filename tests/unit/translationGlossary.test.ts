/**
 * Glossary terms on their way through a translation (src/lib/translation/glossary.ts): found, sent
 * in the target language's form inside `<keep>`, and unwrapped again; the agent's own terms first,
 * then the built-in real-estate ones. Answers come from the DeepL stand-in.
 */
import { describe, expect, it } from 'vitest'

import type { Locale } from '@/i18n/locales'
import { builtInGlossary } from '@/lib/translation/builtInGlossary'
import { glossaryFor, protectTerms, releaseTerms, type GlossaryEntry } from '@/lib/translation/glossary'

import { standInTranslation } from '../harness/standIns/translationStandIn'

const agentTerms: GlossaryEntry[] = [{ ko: '김하나', en: 'Hana Kim', ja: 'キム・ハナ' }, { en: 'Irvine' }, { en: 'Irvine Spectrum' }]

/** The text as the agent gets it back: protected, "translated" by the stand-in, released. */
function translate(text: string, from: Locale, to: 'en' | 'ja' | 'ko', glossary = glossaryFor(agentTerms)) {
  return releaseTerms(standInTranslation(protectTerms(text, from, to, glossary), to))
}

describe('protecting terms', () => {
  it('matches a Latin term as a whole word only', () => {
    expect(protectTerms('HOA 관리비, HOAX, HOAs', 'ko', 'en', builtInGlossary)).toBe('<keep>HOA</keep> 관리비, HOAX, HOAs')
  })

  it('finds a Korean term inside a word, with its particle after it', () => {
    expect(protectTerms('에스크로는 30일입니다', 'ko', 'en', builtInGlossary)).toBe('<keep>escrow</keep>는 30일입니다')
  })

  it('lets the longest term win', () => {
    expect(protectTerms('Near Irvine Spectrum in Irvine', 'en', 'ko', glossaryFor(agentTerms))).toBe(
      'Near <keep>Irvine Spectrum</keep> in <keep>Irvine</keep>',
    )
  })

  it('sends the target language form of a term', () => {
    expect(translate('에스크로 기간', 'ko', 'en')).toBe('escrow [en] 기간')
    expect(translate('Closing costs are about 2%', 'en', 'ja')).toBe('クロージングコスト [ja] are about 2%')
    expect(translate('オープンハウスの案内', 'ja', 'ko')).toBe('오픈하우스[ko] の案内')
  })

  it('keeps an agent’s name as they wrote it for each language', () => {
    expect(translate('김하나 중개사입니다', 'ko', 'en')).toBe('Hana Kim Realtor[en] 입니다')
    expect(translate('Hana Kim, your Realtor', 'en', 'ja')).toBe('キム・ハナ[ja] , your 不動産エージェント')
  })

  it('brings & and < back as written', () => {
    const text = 'Tom & Jerry <b>에스크로</b> 5 < 6'
    expect(protectTerms(text, 'ko', 'en', builtInGlossary)).toBe('Tom &amp; Jerry &lt;b&gt;<keep>escrow</keep>&lt;/b&gt; 5 &lt; 6')
    // The stand-in reads the escaped "&lt;/b&gt;" as words and marks it; the characters still come back.
    expect(translate(text, 'ko', 'en')).toBe('[en] Tom & Jerry <b>escrow[en] </b> 5 < 6')
  })
})

describe('the glossary of a translation', () => {
  it('is the built-in one when the agent has no terms', () => {
    expect(glossaryFor(null)).toEqual(builtInGlossary)
    expect(glossaryFor(undefined)).toEqual(builtInGlossary)
  })

  it('puts the agent’s terms first', () => {
    expect(glossaryFor(agentTerms).slice(0, 3)).toEqual(agentTerms)
    expect(glossaryFor(agentTerms)).toHaveLength(agentTerms.length + builtInGlossary.length)
  })

  it('lets an agent’s term win over a built-in one with the same form', () => {
    const glossary = glossaryFor([{ ko: '중개사', en: 'agent' }])
    expect(protectTerms('중개사', 'ko', 'en', glossary)).toBe('<keep>agent</keep>')
    expect(glossary.filter((entry) => entry.ko === '중개사')).toEqual([{ ko: '중개사', en: 'agent' }])
  })

  it('reads stored rows: ids and empty languages are not terms', () => {
    const stored = [{ id: '65f0c1', ko: null, en: 'Grace Park ', ja: '' }, { id: '65f0c2' }] as unknown as GlossaryEntry[]
    const glossary = glossaryFor(stored)
    expect(glossary[0]).toEqual({ en: 'Grace Park' })
    expect(glossary).toHaveLength(1 + builtInGlossary.length)
    expect(protectTerms('65f0c1 Grace Park', 'en', 'ko', glossary)).toBe('65f0c1 <keep>Grace Park</keep>')
  })
})

describe('the built-in real-estate glossary', () => {
  it('has about 25 terms, each in Korean, English and Japanese', () => {
    expect(builtInGlossary.length).toBeGreaterThanOrEqual(20)
    for (const entry of builtInGlossary) {
      for (const locale of ['ko', 'en', 'ja'] as const) expect(entry[locale]?.trim(), JSON.stringify(entry)).toBeTruthy()
    }
  })

  it('has one entry per form, so a term is never ambiguous', () => {
    for (const locale of ['ko', 'en', 'ja'] as const) {
      const forms = builtInGlossary.map((entry) => entry[locale]?.toLowerCase())
      expect(new Set(forms).size, locale).toBe(forms.length)
    }
  })

  it.each([
    ['HOA 관리비', 'ko', 'en', '<keep>HOA</keep> 관리비'],
    ['에스크로', 'ko', 'en', '<keep>escrow</keep>'],
    ['escrow', 'en', 'ja', '<keep>エスクロー</keep>'],
    ['MLS listing', 'en', 'ko', '<keep>MLS</keep> listing'],
    ['single-family home', 'en', 'ko', '<keep>단독주택</keep>'],
  ] as const)('%s (%s -> %s) is sent as %s', (text, from, to, sent) => {
    expect(protectTerms(text, from, to, builtInGlossary)).toBe(sent)
  })
})
