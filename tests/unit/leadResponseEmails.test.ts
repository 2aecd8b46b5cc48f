/** The e-mails around a visitor's message: acknowledgement, the agent's reply, the staff's unanswered notice; and the language line. */
import { describe, expect, it } from 'vitest'

import { contactEmail } from '@/lib/email/builders'
import { languageName } from '@/lib/email/languageNames'
import { acknowledgementEmail, escalationEmail, replyEmail, waitedInWords } from '@/lib/email/leadResponseEmails'

const agent = {
  name: '김하나',
  photoUrl: 'https://kim.example/photo.webp',
  phone: '+1 213-555-0199',
  kakaoUrl: 'https://open.kakao.com/o/abc',
  pageUrl: 'https://kim.example/',
  businessAddress: '3810 Wilshire Blvd #1502, Los Angeles, CA',
}
const unsubscribeUrl = 'https://kim.example/unsubscribe?token=t'
const message = 'Is the <b>Irvine</b> home still available?\nCan I see it on Saturday?'

const ack = (language: 'ko' | 'en' | 'ja', overrides: Partial<Parameters<typeof acknowledgementEmail>[0]> = {}) =>
  acknowledgementEmail({ language, agent, visitorName: 'Lee Min', message, hoursText: 'HOURS', unsubscribeUrl, ...overrides })

describe('acknowledgementEmail', () => {
  it('thanks the visitor and says what happens next, in the page language', () => {
    const en = ack('en')
    expect(en.subject).toBe('Your message to 김하나 has been received')
    expect(en.text).toContain('Hello Lee Min, thank you for writing. Your message has reached 김하나.')
    expect(en.text).toContain('김하나 will get back to you by e-mail or phone, usually within their working hours: HOURS.')
    expect(en.text).toContain('just reply to this e-mail and it will go straight to 김하나')
    expect(en.text).toContain('You can also call or send a KakaoTalk message with the buttons below.')
    expect(en.text).toContain('You receive this e-mail because you wrote to 김하나 through their homepage.')

    const ko = ack('ko')
    expect(ko.subject).toBe('김하나님께 문의가 전달되었습니다')
    expect(ko.html).toContain('<html lang="ko">')
    expect(ko.text).toContain('Lee Min님, 안녕하세요. 보내 주신 문의가 김하나님께 잘 전달되었습니다.')
    expect(ko.text).toContain('근무 시간은 HOURS이며, 보통 이 시간 안에 연락드립니다.')
    expect(ko.text).toContain('이 메일에 그대로 답장해 주세요')
    expect(ko.text).toContain('김하나님의 홈페이지에서 문의를 보내셔서 받으시는 이메일입니다.')

    const ja = ack('ja')
    expect(ja.subject).toBe('김하나へのお問い合わせを受け付けました')
    expect(ja.text).toContain('Lee Min様、お問い合わせいただきありがとうございます。')
    expect(ja.text).toContain('営業時間はHOURSで、通常はこの時間内にご返信します。')
    expect(ja.text).toContain('このメールにそのまま返信してください')
    expect(ja.text).toContain('김하나のホームページからお問い合わせいただいたため')
  })

  it('quotes the message escaped with its line breaks, and has the tel: and unsubscribe links', () => {
    const { html, text } = ack('en')
    expect(html).toContain('Is the &lt;b&gt;Irvine&lt;/b&gt; home still available?<br>Can I see it on Saturday?')
    expect(html).not.toContain('<b>Irvine')
    expect(text).toContain('Your message\n> Is the <b>Irvine</b> home still available?\n> Can I see it on Saturday?')
    expect(html).toContain('href="tel:+12135550199"')
    expect(html).toContain(`href="${unsubscribeUrl}"`)
    expect(text).toContain(`Unsubscribe: ${unsubscribeUrl}`)
  })

  it('says so when the visitor sent no message text, and only points at the buttons the agent has', () => {
    expect(ack('en', { message: '  ' }).text).toContain('> You sent no message text, only your contact details.')
    expect(ack('ko', { message: '' }).html).toContain('메시지 내용 없이 연락처만 남기셨습니다.')
    expect(ack('ja', { message: '' }).html).toContain('メッセージの本文はなく、連絡先のみお送りいただきました。')
    const phoneOnly = ack('en', { agent: { ...agent, kakaoUrl: null } })
    expect(phoneOnly.text).toContain('You can also call with the button below.')
    expect(phoneOnly.text).not.toContain('KakaoTalk')
    const neither = ack('ja', { agent: { ...agent, kakaoUrl: null, phone: null } })
    expect(neither.text).not.toContain('下のボタンから')
    expect(neither.html).not.toContain('tel:')
  })
})

describe('replyEmail', () => {
  const reply = (language: 'ko' | 'en' | 'ja') =>
    replyEmail({
      language,
      agent,
      visitorName: 'Lee Min',
      replyText: 'Yes, it is <still> available.\nSaturday at 10 works.',
      originalMessage: message,
      originalAt: 'AT',
      ackSubject: ack(language).subject,
      unsubscribeUrl,
    })

  it('answers in the acknowledgement thread, with the reply first and the original quoted', () => {
    for (const language of ['ko', 'en', 'ja'] as const) expect(reply(language).subject).toBe(`Re: ${ack(language).subject}`)
    const en = reply('en')
    expect(en.subject).toBe('Re: Your message to 김하나 has been received')
    expect(en.html).toContain('Yes, it is &lt;still&gt; available.<br>Saturday at 10 works.')
    expect(en.html).toContain('A reply from 김하나')
    expect(en.html).toContain('On AT, you wrote:')
    expect(en.html).toContain('Is the &lt;b&gt;Irvine&lt;/b&gt; home still available?<br>Can I see it on Saturday?')
    expect(en.text.indexOf('Saturday at 10 works.')).toBeLessThan(en.text.indexOf('On AT, you wrote:\n> Is the <b>Irvine</b>'))
    expect(en.html).toContain('href="tel:+12135550199"')
    expect(en.html).toContain(`href="${unsubscribeUrl}"`)
    expect(en.text).toContain('you wrote to 김하나 through their homepage')
  })

  it('speaks the visitor language', () => {
    const ko = reply('ko')
    expect(ko.subject).toBe('Re: 김하나님께 문의가 전달되었습니다')
    expect(ko.html).toContain('김하나님의 답변입니다')
    expect(ko.text).toContain('AT에 보내신 문의:\n> Is the')
    expect(ko.text).toContain('수신 거부: https://kim.example/unsubscribe?token=t')
    const ja = reply('ja')
    expect(ja.html).toContain('김하나からのご返信です')
    expect(ja.text).toContain('ATにお送りいただいた内容：\n> Is the')
    expect(ja.text).toContain('配信停止: https://kim.example/unsubscribe?token=t')
  })
})

describe('escalationEmail', () => {
  const input = {
    contactName: 'Lee <Min>',
    agentName: '김하나',
    waitedMinutes: 5,
    receivedAt: 'RECEIVED',
    contactUrl: 'https://admin.example/admin/collections/contacts/7',
    reassignFrom: 'FROM',
  }

  it('tells staff who waits for whom, since when, and when they may hand it over', () => {
    const en = escalationEmail('en', input)
    expect(en.subject).toBe('[Unanswered] Lee <Min> has waited 5 min for 김하나')
    expect(en.text).toContain('Visitor: Lee <Min>')
    expect(en.text).toContain('Agent: 김하나')
    expect(en.text).toContain('Received: RECEIVED')
    expect(en.text).toContain("Waiting: 5 min within the agent's working hours")
    expect(en.text).toContain('If nobody answers, you can hand this contact to another agent from FROM.')
    expect(en.text).toContain('Open the contact: https://admin.example/admin/collections/contacts/7')
    expect(en.html).toContain('Lee &lt;Min&gt;')
    expect(en.html).not.toContain('<Min>')

    const ko = escalationEmail('ko', input)
    expect(ko.subject).toBe('[미응답] Lee <Min>님이 김하나님의 답변을 5분째 기다리고 있습니다')
    expect(ko.text).toContain('기다린 시간: 에이전트 근무 시간 기준 5분')
    expect(ko.text).toContain('계속 답변이 없으면 FROM부터 이 문의를 다른 에이전트에게 넘길 수 있습니다.')
    expect(ko.text).toContain('문의 열기: https://admin.example')

    const ja = escalationEmail('ja', { ...input, waitedMinutes: 65 })
    expect(ja.subject).toBe('[未対応] Lee <Min>様が김하나の返信を1時間5分待っています')
    expect(ja.text).toContain('待ち時間: エージェントの営業時間内で1時間5分')
    expect(ja.text).toContain('FROM以降、このお問い合わせを別のエージェントに引き継ぐことができます。')
  })

  it('writes minutes as people say them', () => {
    expect(waitedInWords('en', 59)).toBe('59 min')
    expect(waitedInWords('en', 60)).toBe('1 hour')
    expect(waitedInWords('en', 125)).toBe('2 hours 5 min')
    expect(waitedInWords('ko', 45)).toBe('45분')
    expect(waitedInWords('ko', 90)).toBe('1시간 30분')
    expect(waitedInWords('ko', 120)).toBe('2시간')
    expect(waitedInWords('ja', 30)).toBe('30分')
    expect(waitedInWords('ja', 61)).toBe('1時間1分')
    expect(waitedInWords('ja', 180)).toBe('3時間')
  })
})

describe('the language a visitor wrote in, told to the agent', () => {
  const contact = {
    name: 'Tanaka Yui',
    email: 'yui@example.jp',
    phoneCountryCode: 'JP',
    phone: '90-1234-5678',
    message: 'Hello',
    agentName: '김하나',
    pageUrl: 'https://kim.example/ja-JP',
    adminUrl: 'https://admin.example/admin/collections/contacts/7',
  }

  it('names a language in the reader language', () => {
    expect(languageName('ko', 'ja')).toBe('일본어')
    expect(languageName('en', 'ja')).toBe('Japanese')
    expect(languageName('ja', 'ja')).toBe('日本語')
    expect(languageName('ja', 'ko')).toBe('韓国語')
    expect(languageName('ko', 'en')).toBe('영어')
  })

  it('puts the line first in the agent e-mail when given, and leaves it out otherwise', () => {
    const ko = contactEmail('ko', { ...contact, writtenIn: 'ja' })
    expect(ko.text).toMatch(/문의한 페이지: https:\/\/kim.example\/ja-JP\n\n일본어로 작성된 문의입니다\.\n메시지:\nHello/)
    expect(ko.html.indexOf('일본어로 작성된 문의입니다.')).toBeLessThan(ko.html.indexOf('Hello'))
    expect(contactEmail('en', { ...contact, writtenIn: 'ja' }).text).toContain('Written in Japanese.')
    expect(contactEmail('ja', { ...contact, writtenIn: 'en' }).text).toContain('英語で書かれたお問い合わせです。')
    expect(contactEmail('en', contact).text).not.toContain('Written in')
  })
})
