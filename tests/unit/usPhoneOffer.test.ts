import { describe, expect, it } from 'vitest'

import { messagesFor } from '@/i18n/messages'
import { phoneCountryCodes } from '@/lib/countries'
import { checkPhone, looksLikeUsPhone } from '@/lib/validation/rules'

describe('a US number typed under the Korean or Japanese default', () => {
  it.each([
    ['213-555-0199', 'KR', true],
    ['2135550199', 'JP', true],
    // Their own 10-digit landlines (Seoul 02, Tokyo 03) are not US numbers.
    ['02-1234-5678', 'KR', false],
    ['03-1234-5678', 'JP', false],
    ['010-1234-5678', 'KR', false],
    ['213-555-019', 'KR', false],
    ['213-555-0199', 'US', false],
    ['213-555-0199', 'CN', false],
    ['213-555-0199', undefined, false],
  ])('%s under %s -> %s', (value, country, expected) => {
    expect(looksLikeUsPhone(value, country)).toBe(expected)
  })

  it('is still refused by the spec rule until the country is US', () => {
    expect(checkPhone('213-555-0199', 'KR')).toBe('phone')
    expect(checkPhone('213-555-0199', 'US')).toBeNull()
  })

  it('every country has a name in every language', () => {
    for (const locale of ['ko', 'en', 'ja'] as const) {
      const names = messagesFor(locale).phoneCountry.names
      for (const code of phoneCountryCodes) expect(names[code], `${locale} ${code}`).toMatch(/\S/)
    }
  })
})
