/** The agent's e-mail about a contact shows the machine translation of the message under the original, in the agent's words. */
import { describe, expect, it } from 'vitest'

import { contactEmail, type ContactEmailInput } from '@/lib/email/builders'

const contact: ContactEmailInput = {
  name: 'Tanaka Yui',
  email: 'yui@example.jp',
  phoneCountryCode: 'JP',
  phone: '90-1234-5678',
  message: 'アーバインの家はまだ売りに出ていますか？\n土曜日に<見学>できますか？',
  agentName: '김하나',
  pageUrl: 'https://kim.example/ja-JP',
  adminUrl: 'https://admin.example/admin/collections/contacts/7',
  writtenIn: 'ja',
}

describe("the translation in the agent's e-mail", () => {
  const cases = [
    {
      language: 'ko',
      locale: 'ko',
      heading: '한국어 번역 (DeepL 자동 번역):',
      text: '어바인 집은 아직 매물로 나와 있나요?\n토요일에 <구경>할 수 있을까요?',
    },
    {
      language: 'en',
      locale: 'en',
      heading: 'Translation into English (machine translation, DeepL):',
      text: 'Is the Irvine house still for sale?\nCan I <see> it on Saturday?',
    },
    {
      language: 'ja',
      locale: 'ja',
      heading: '日本語訳(DeepLによる機械翻訳):',
      text: 'アーバインの家は、まだ販売中でしょうか？\n土曜日に<内見>できますか？',
    },
  ] as const

  for (const { language, locale, heading, text } of cases) {
    it(`in ${language}: the heading and the translation come right after the original message`, () => {
      const email = contactEmail(language, { ...contact, translation: { text, locale, service: 'deepl' } })
      const original = email.text.indexOf(contact.message)
      expect(original).toBeGreaterThan(-1)
      expect(email.text.slice(original + contact.message.length)).toMatch(new RegExp(`^\\n${escape(heading)}\\n${escape(text)}\\n`))
      // The translated words are escaped in the HTML like the visitor's own, below the original.
      const escapedText = text.replace(/</g, '&lt;').replace(/>/g, '&gt;')
      expect(email.html).toContain(escapedText)
      expect(email.html.indexOf(escapedText)).toBeGreaterThan(email.html.indexOf('&lt;見学&gt;'))
      expect(email.html).toContain(heading)
    })
  }

  it('has no translation block when none is given', () => {
    const email = contactEmail('ko', contact)
    expect(email.text).not.toContain('번역')
    expect(email.html).not.toContain('번역')
  })
})

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
