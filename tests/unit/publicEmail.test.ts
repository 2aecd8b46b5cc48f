/** The frame of e-mail to the public: the agent, a phone that calls, why you get it, how to stop. */
import { describe, expect, it } from 'vitest'

import { publicEmail, telHref } from '@/lib/email/publicEmail'

const agent = {
  name: '김하나 <Hana>',
  photoUrl: 'https://kim.example/photo.webp',
  phone: '+1 213-555-0199',
  kakaoUrl: 'https://open.kakao.com/o/abc',
  pageUrl: 'https://kim.example/',
  businessAddress: '3810 Wilshire Blvd #1502, Los Angeles, CA',
}

describe('publicEmail', () => {
  it('shows the agent, a tel: link, the reason, the business address and the unsubscribe link, in the reader language', () => {
    const { html, text } = publicEmail({
      language: 'ja',
      agent,
      title: '新着物件',
      bodyHtml: '<p>本文</p>',
      bodyText: '本文',
      reason: '保存した検索条件に合う物件のお知らせです。',
      unsubscribeUrl: 'https://example.com/ja-JP/unsubscribe?token=t',
    })
    expect(html).toContain('href="tel:+12135550199"')
    expect(html).toContain('電話する +1 213-555-0199')
    expect(html).toContain('&lt;Hana&gt;')
    expect(html).not.toContain('<Hana>')
    expect(html).toContain('3810 Wilshire Blvd #1502')
    expect(html).toContain('href="https://example.com/ja-JP/unsubscribe?token=t"')
    expect(html).toContain('配信停止')
    expect(text).toContain('電話する +1 213-555-0199: +1 213-555-0199')
    expect(text).toContain('配信停止: https://example.com/ja-JP/unsubscribe?token=t')
  })

  it('dials digits only', () => {
    expect(telHref('+82 (10) 1234-5678')).toBe('tel:+821012345678')
  })
})
