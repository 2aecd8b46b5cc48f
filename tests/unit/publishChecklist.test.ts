import { describe, expect, it } from 'vitest'

import { publishChecklist } from '@/collections/Realtors/publishing/checklist'
import { publishMessage } from '@/lib/publishing/messages'

const complete = {
  email: 'kim@example.com',
  photos: [
    { kind: 'gallery', image: 3 },
    { kind: 'id', image: 4 },
  ],
  aboutMeKo: '안녕하세요',
  salesCount: 214,
  lastYearSalesTotal: 48_250_000,
}

describe('publish checklist', () => {
  it('passes a complete agent page', () => {
    expect(publishChecklist(complete)).toEqual([])
  })

  it('names each missing piece by its field', () => {
    expect(
      publishChecklist({ ...complete, email: ' ', photos: [{ kind: 'gallery', image: 3 }], aboutMeKo: '' }).map((f) => f.path),
    ).toEqual(['email', 'photos', 'aboutMe'])
    expect(publishChecklist({ ...complete, photos: [{ kind: 'id2', image: 9 }] })).toEqual([])
    expect(publishChecklist({ ...complete, photos: [{ kind: 'id', image: null }] }).map((f) => f.path)).toEqual(['photos'])
  })

  it('refuses figures out of range: more than 1,000 million dollars per sale, a total with no sales, negative or huge counts', () => {
    expect(publishChecklist({ ...complete, salesCount: 96, lastYearSalesTotal: 9_800_000_000 })).toEqual([])
    expect(publishChecklist({ ...complete, salesCount: 2, lastYearSalesTotal: 2_000_000_001 }).map((f) => f.path)).toEqual([
      'lastYearSalesTotal',
    ])
    expect(publishChecklist({ ...complete, salesCount: 0, lastYearSalesTotal: 1 }).map((f) => f.path)).toEqual(['lastYearSalesTotal'])
    expect(publishChecklist({ ...complete, salesCount: -1 }).map((f) => f.path)).toContain('salesCount')
    expect(publishChecklist({ ...complete, salesCount: 100_001 }).map((f) => f.path)).toEqual(['salesCount'])
    expect(publishChecklist({ ...complete, salesCount: null, lastYearSalesTotal: null })).toEqual([])
  })

  it('answers in Korean, English and Japanese, Korean when the language is unknown', () => {
    expect(publishMessage('email', 'en')).toMatch(/e-mail/)
    expect(publishMessage('email', 'ja')).toMatch(/メールアドレス/)
    expect(publishMessage('email', 'ko')).toMatch(/이메일/)
    expect(publishMessage('email', undefined)).toBe(publishMessage('email', 'ko'))
  })
})
