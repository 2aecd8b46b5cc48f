/** Which language a visitor wrote in, as the agent's e-mail and inbox say it. */
import { describe, expect, it } from 'vitest'

import { messageLanguage } from '@/lib/leadResponse/messageLanguage'

describe('the language of a message', () => {
  it('Korean, Japanese and English by their scripts, whatever the page', () => {
    expect(messageLanguage('어바인 집 아직 팔려요?', 'en')).toBe('ko')
    expect(messageLanguage('Irvine 집 아직 매물로 나와 있나요? HOA는 얼마인가요?', 'en')).toBe('ko')
    expect(messageLanguage('アーバインの家はまだ売りに出ていますか？', 'ko')).toBe('ja')
    expect(messageLanguage('内見は土曜日の午後でも可能ですか。HOA fee も教えてください。', 'en')).toBe('ja')
    expect(messageLanguage('Is the Irvine house still for sale?', 'ja')).toBe('en')
  })

  it("the page's language when the text cannot tell", () => {
    expect(messageLanguage('', 'ja')).toBe('ja')
    expect(messageLanguage('949-555-0199 !!', 'ko')).toBe('ko')
    expect(messageLanguage('土曜日', 'ja')).toBe('ja')
  })
})
