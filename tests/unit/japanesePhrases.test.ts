import { describe, expect, it } from 'vitest'

import { japanesePhrases } from '@/lib/text/japanesePhrases'

describe('Japanese phrases a line may break between', () => {
  it('keeps particles and punctuation with the word before them', () => {
    expect(japanesePhrases('あなただけの不動産ホームページを')).toEqual(['あなただけの', '不動産', 'ホームページを'])
    expect(japanesePhrases('ホームページを申し込む')).toEqual(['ホームページを', '申し込む'])
  })

  it('keeps a polite prefix with the word after it, and loses no character', () => {
    const text = '物件、プロフィール、お問い合わせをひとつに。'
    expect(japanesePhrases(text)).toEqual(['物件、', 'プロフィール、', 'お問い合わせをひとつに。'])
    expect(japanesePhrases(text).join('')).toBe(text)
    expect(japanesePhrases('')).toEqual([])
  })
})
