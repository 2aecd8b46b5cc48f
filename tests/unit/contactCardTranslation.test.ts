/** The contact's card in the admin shows the message's machine translation under the original, named in the reader's language. */
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { ContactCard } from '@/components/admin/inbox/ContactCard'
import type { Contact } from '@/payload-types'

const contact: Partial<Contact> = {
  id: 7,
  name: '田中 結衣',
  email: 'yui@example.jp',
  phoneCountryCode: 'US',
  phone: '949-555-0188',
  message: 'アーバインの家はまだ売りに出ていますか？\n土曜日に見学できますか？',
  writtenIn: 'ja',
  translation: {
    text: '어바인 집은 아직 매물로 나와 있나요?\n토요일에 <구경>할 수 있을까요?',
    locale: 'ko',
    service: 'deepl',
    at: '2026-11-27T10:00:00.000Z',
  },
}

async function card(language: string, data: Partial<Contact> = contact): Promise<string> {
  const element = await ContactCard({ data, i18n: { language } })
  return renderToStaticMarkup(element!)
}

describe('the translation on the contact card', () => {
  for (const [language, heading] of [
    ['ko', '한국어 번역 (DeepL 자동 번역)'],
    ['en', 'Translation into Korean (machine translation, DeepL)'],
    ['ja', '韓国語訳(DeepLによる機械翻訳)'],
  ] as const) {
    it(`reads "${heading}" for a ${language} admin, under the original message`, async () => {
      const html = await card(language)
      const original = html.indexOf('data-testid="contact-message"')
      const translated = html.indexOf('data-testid="contact-translation"')
      expect(original).toBeGreaterThan(-1)
      expect(translated).toBeGreaterThan(original)
      expect(html.indexOf(heading)).toBeGreaterThan(original)
      expect(html.indexOf(heading)).toBeLessThan(translated)
      // The service's words are text, never markup.
      expect(html).toContain('토요일에 &lt;구경&gt;할 수 있을까요?')
      expect(html).toContain('lang="ko"')
    })
  }

  it('shows nothing of a translation when the contact has none', async () => {
    const html = await card('ko', { ...contact, translation: { text: null, locale: null, service: null, at: null } })
    expect(html).not.toContain('contact-translation')
    expect(html).not.toContain('번역')
  })
})
