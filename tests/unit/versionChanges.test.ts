import { describe, expect, it } from 'vitest'

import { versionChanges, type FieldSummary } from '@/lib/versionChanges'

const codes = ['ko', 'en', 'ja']
const fields: FieldSummary[] = [
  { name: 'meta', label: 'SEO', localized: false },
  { name: 'displayName', label: '표시 이름', localized: true },
  { name: 'phone', label: '전화번호', localized: false },
  { name: 'updatedAt', label: 'updatedAt', localized: false },
]

describe('what changed between two versions', () => {
  it('names the changed fields and, for fields per language, the languages', () => {
    const before = { displayName: { ko: '김하나', en: 'Hana Kim', ja: 'キム' }, phone: '1', updatedAt: 'a' }
    const now = { displayName: { ko: '김하나 리얼터', en: 'Hana Kim', ja: 'キム・ハナ' }, phone: '1', updatedAt: 'b' }
    expect(versionChanges(fields, now, before, codes)).toEqual([{ name: 'displayName', label: '표시 이름', locales: ['ko', 'ja'] }])
  })
  it('a field without languages has no locale list; bookkeeping fields are not changes', () => {
    expect(versionChanges(fields, { phone: '2', updatedAt: 'b' }, { phone: '1', updatedAt: 'a' }, codes)).toEqual([
      { name: 'phone', label: '전화번호', locales: [] },
    ])
  })
  it('inside a group, the languages of the localized fields that changed', () => {
    const before = { meta: { title: { ko: '가', en: 'A' }, description: { ko: '나' } } }
    const now = { meta: { title: { ko: '가', en: 'B' }, description: { ko: '다' } } }
    expect(versionChanges(fields, now, before, codes)).toEqual([{ name: 'meta', label: 'SEO', locales: ['ko', 'en'] }])
  })
  it('the first version has nothing to compare with', () => {
    expect(versionChanges(fields, { phone: '1' }, undefined, codes)).toEqual([])
  })
})
