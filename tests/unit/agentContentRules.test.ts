/** The blog's page numbers, post summaries, review words per language and the calendar date of each language. */
import { describe, expect, it } from 'vitest'

import { blogListPath, blogPageNumber } from '@/lib/agentContent/blogPages'
import { postSummary, reviewWords, textStart } from '@/lib/agentContent/contentText'
import { formatDate } from '@/lib/format'

describe('blog page numbers', () => {
  it('are 2 to 1000 written plainly; anything else is no page', () => {
    expect(['2', '12', '1000'].map(blogPageNumber)).toEqual([2, 12, 1000])
    expect(['1', '0', '02', '1001', '99999', '2.0', '-2', 'abc', '', ' 2', '1e3'].map(blogPageNumber)).toEqual(Array(11).fill(null))
  })

  it('have one address for the first page', () => {
    expect([blogListPath('/kim'), blogListPath('/kim', 1), blogListPath('', 3)]).toEqual(['/kim/blog', '/kim/blog', '/blog/page/3'])
  })
})

describe('post summaries', () => {
  const content = (text: string) => ({ root: { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', text }] }] } })

  it('are the excerpt, else the start of the text cut at a space', () => {
    expect(postSummary({ excerpt: ' Short. ', content: content('ignored') as never })).toBe('Short.')
    const long = 'word '.repeat(60)
    const summary = postSummary({ excerpt: '', content: content(long) as never })
    expect(summary.length).toBeLessThanOrEqual(160)
    expect(summary).toMatch(/word…$/)
    expect(textStart('가나다라마바사아자차'.repeat(20), 20)).toHaveLength(20)
  })
})

describe('review words', () => {
  const review = { text: '좋아요', language: 'ko' as const, translation: 'Great' }

  it('show the translation of another language, with the original', () => {
    expect(reviewWords(review, 'en')).toEqual({ text: 'Great', language: 'en', original: { text: '좋아요', language: 'ko' } })
  })

  it('show the client’s own words in their language when there is no translation, or on their language’s page', () => {
    expect(reviewWords({ ...review, translation: null }, 'ja')).toEqual({ text: '좋아요', language: 'ko' })
    expect(reviewWords(review, 'ko')).toEqual({ text: '좋아요', language: 'ko' })
  })
})

describe('calendar dates', () => {
  it('are written the way each language writes them, on the stored day', () => {
    const date = new Date('2026-11-03T12:00:00.000Z')
    expect([formatDate(date, 'ko'), formatDate(date, 'en'), formatDate(date, 'ja')]).toEqual([
      '2026년 11월 3일',
      'Nov 3, 2026',
      '2026年11月3日',
    ])
  })
})
