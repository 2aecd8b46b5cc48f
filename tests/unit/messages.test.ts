import { describe, expect, it } from 'vitest'

import { format, formatCount, messageKeys, messagesFor } from '@/i18n/messages'
import { errorMessagesFor } from '@/i18n/errorMessages'

describe('UI messages', () => {
  it('have the same keys in Korean, English and Japanese, none empty', () => {
    const [ko, en, ja] = (['ko', 'en', 'ja'] as const).map((l) => messagesFor(l))
    expect(messageKeys(en)).toEqual(messageKeys(ko))
    expect(messageKeys(ja)).toEqual(messageKeys(ko))
    for (const tree of [ko, en, ja]) {
      for (const key of messageKeys(tree)) {
        const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree)
        expect(value, key).toMatch(/\S/)
      }
    }
  })

  it('fill {placeholders} and leave unknown ones visible', () => {
    expect(format('Page Not Found: {path}', { path: '/x' })).toBe('Page Not Found: /x')
    expect(format('{a} {b}', { a: 1 })).toBe('1 {b}')
  })

  it('say "1 home" and "2 homes" in English, and the one form Korean and Japanese have', () => {
    const total = (locale: 'ko' | 'en' | 'ja', n: number) => formatCount(locale, messagesFor(locale).homes.total, n, { total: n })
    expect([0, 1, 2].map((n) => total('en', n))).toEqual(['0 homes', '1 home', '2 homes'])
    expect(total('ko', 1)).toBe('매물 1건')
    expect(total('ja', 1)).toBe('1件の物件')
    const career = (n: number) => formatCount('en', messagesFor('en').agent.career, n, { years: n })
    expect([career(1), career(12)]).toEqual(['1 year in real estate', '12 years in real estate'])
  })
})

describe("the 500 page's own copy of its strings (src/i18n/errorMessages.ts)", () => {
  it('equals the messages of every locale', () => {
    for (const locale of ['ko', 'en', 'ja'] as const) {
      const all = messagesFor(locale)
      const own = errorMessagesFor(locale)
      for (const section of ['site', 'error'] as const) {
        for (const [key, value] of Object.entries(own[section]))
          expect(value, `${locale} ${section}.${key}`).toBe((all[section] as Record<string, string>)[key])
      }
    }
  })
})
