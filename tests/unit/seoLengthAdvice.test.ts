import { describe, expect, it } from 'vitest'

import { seoLengthAdvice } from '@/lib/seo/lengthAdvice'

describe('SEO length advice by content language', () => {
  it('keeps the English rule for English', () => {
    expect(seoLengthAdvice('en')).toEqual({ title: { minLength: 50, maxLength: 60 }, description: { minLength: 100, maxLength: 150 } })
  })
  it('asks about half the characters of Korean and Japanese, whose characters are twice as wide', () => {
    for (const locale of ['ko', 'ja']) {
      expect(seoLengthAdvice(locale)).toEqual({ title: { minLength: 15, maxLength: 30 }, description: { minLength: 40, maxLength: 80 } })
    }
  })
  it('a normal Korean title is within the advice', () => {
    const title = '어바인 한인 부동산 김하나 리얼터'
    const { minLength, maxLength } = seoLengthAdvice('ko').title
    expect(title.length).toBeGreaterThanOrEqual(minLength)
    expect(title.length).toBeLessThanOrEqual(maxLength)
  })
  it('an unknown code gets the default language advice', () => {
    expect(seoLengthAdvice(undefined)).toEqual(seoLengthAdvice('ko'))
  })
})
