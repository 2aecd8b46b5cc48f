/** A listing page's search snippet: the facts, then the start of the agent's words in the visitor's language. */
import { describe, expect, it } from 'vitest'

import { descriptionIn, snippetOf } from '@/lib/listings/listingView'
import type { ListingView } from '@/lib/listings/types'

const home = { descriptions: { ko: '햇빛이 잘 드는 집입니다.', en: 'A sunny home.' } } as ListingView

describe('the agent’s words about a home', () => {
  it('are read in the visitor’s language, else along the fallbacks (ja → en → ko)', () => {
    expect(descriptionIn(home, 'en')).toBe('A sunny home.')
    expect(descriptionIn(home, 'ja')).toBe('A sunny home.')
    expect(descriptionIn({ descriptions: { ko: '한국어만' } } as ListingView, 'ja')).toBe('한국어만')
    expect(descriptionIn({} as ListingView, 'ko')).toBeUndefined()
  })

  it('make a one-line snippet, cut at a word with an ellipsis when long', () => {
    expect(snippetOf('A sunny\n\nhome.')).toBe('A sunny home.')
    const long = 'South-facing living room with sun all day, ten minutes on foot to the school, on a quiet cul-de-sac street.'
    const snippet = snippetOf(long)
    expect([...snippet].length).toBeLessThanOrEqual(90)
    expect(snippet).toMatch(/^South-facing living room .* quiet…$/)
    expect([...snippetOf('가'.repeat(200))].length).toBe(90)
  })
})
