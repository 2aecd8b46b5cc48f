import { describe, expect, it } from 'vitest'

import { messagesFor } from '@/i18n/messages'
import { contactSchema } from '@/lib/contacts/contactSchema'
import { leadSchema } from '@/lib/leads/leadSchema'
import { messageFor, validationMessages } from '@/lib/validation/messages'
import {
  checkDate,
  checkEmail,
  checkFlag,
  checkHexColor,
  checkHostname,
  checkHttpUrl,
  checkPhone,
  checkSlug,
  checkTagManagerId,
  checkUrl,
  checkVideoUrl,
  checkZipcode,
  keepPhoneCharacters,
} from '@/lib/validation/rules'

describe('phone (spec: 10 digits without dashes for US, otherwise 11)', () => {
  it.each([
    ['949-555-0101', 'US', null],
    ['9495550101', 'US', null],
    ['949-555-010', 'US', 'phone'],
    ['010-1234-5678', 'KR', null],
    ['01012345678', 'JP', null],
    ['949-555-0101', 'KR', 'phone'],
    ['(949) 555-0101', 'US', 'phoneChars'],
    ['+1 949 555 0101', 'US', 'phoneChars'],
  ])('%s in %s -> %s', (value, country, expected) => {
    expect(checkPhone(value, country)).toBe(expected)
  })

  it('strips every character but digits and hyphens while typing', () => {
    expect(keepPhoneCharacters('(949) 555-0101 ext.')).toBe('949555-0101')
  })
})

describe('desiredUrl slug (letters, underscore, hyphen; not a route of ours)', () => {
  it.each(['kim', 'Hana_Kim', 'equity-realty'])('accepts %s', (value) => {
    expect(checkSlug(value)).toBeNull()
  })
  it.each(['kim2', 'kim realty', 'kim.realty', 'kim/about', ''])('rejects %s', (value) => {
    expect(checkSlug(value)).toBe('slug')
  })
  it.each(['en', 'ko', 'ja-JP', 'admin', 'api', 'login', 'terms', 'process', 'agreement', 'next', '_next'])('reserves %s', (value) =>
    expect(checkSlug(value)).toBe('slugReserved'),
  )
})

describe('other helpers of spec section 5', () => {
  it.each([
    [checkEmail, 'name@example.com', 'name@example', 'email'],
    [checkUrl, 'example.com:8080/path', 'not a url', 'url'],
    [checkUrl, 'https://www.example.com', 'http://', 'url'],
    [checkHttpUrl, 'https://open.kakao.com/o/x', 'javascript:alert(1)', 'httpUrl'],
    [checkVideoUrl, 'https://www.youtube.com/watch?v=abc', 'http://www.youtube.com/watch?v=abc', 'videoUrl'],
    [checkVideoUrl, 'https://youtu.be/abc', 'https://vimeo.com/1', 'videoUrl'],
    [checkDate, '2024-02-29', '2024-13-01', 'date'],
    [checkDate, '2024-12-31', '2024-12-32', 'date'],
    [checkDate, '2024-01-01', '24-01-01', 'date'],
    [checkFlag, 'Y', 'YES', 'flag'],
    [checkFlag, 'N', 'y', 'flag'],
    [checkHexColor, '#1a2B3c', '#1a2b3', 'hexColor'],
    [checkHexColor, '#000000', '000000', 'hexColor'],
    [checkTagManagerId, 'GTM-AB12CD', 'GTM-ab12', 'tagManagerId'],
    [checkTagManagerId, 'G-ABC123', 'UA-12345', 'tagManagerId'],
    [checkHostname, 'kim-realty.com', 'https://kim-realty.com', 'hostname'],
    [checkHostname, 'kim.localhost', 'localhost', 'hostname'],
    [checkZipcode, '92604', '9260', 'zipcode'],
  ] as const)('%o: accepts %s, rejects %s', (check, good, bad, key) => {
    expect(check(good)).toBeNull()
    expect(check(bad)).toBe(key)
  })
})

describe('rejection messages', () => {
  it('exist in Korean, English and Japanese for every rule', () => {
    for (const [key, byLanguage] of Object.entries(validationMessages)) {
      for (const language of ['ko', 'en', 'ja'] as const) {
        expect(byLanguage[language], `${key}.${language}`).toMatch(/\S{2,}/)
      }
    }
  })

  it('follow the editor language and fall back to Korean', () => {
    expect(messageFor('zipcode', 'en')).toBe('A ZIP code has 5 digits.')
    expect(messageFor('zipcode', 'ja')).toBe('郵便番号は5桁の数字です。')
    expect(messageFor('zipcode', 'fr')).toBe('우편번호는 숫자 5자리입니다.')
  })
})

describe('names and other one-line form fields: free of control characters', () => {
  const contact = {
    realtorId: 1,
    lastName: 'Kim',
    firstName: 'Hana',
    email: 'hana@example.com',
    phoneCountryCode: 'US',
    phone: '949-555-0101',
    isTerm: 'Y',
  }
  const lead = {
    name: 'Park Jisoo',
    area: 'Irvine, CA',
    phoneCountryCode: 'US',
    phone: '949-555-0123',
    hasSite: 'no',
    agreePrivacy: true,
    agreeContact: true,
  }
  const refusedEverywhere = ['\u0000', '\u0007', '\u001b', '\u007f', '\u0080', '\u0085', '\u009b', '\u009f']
  const refusedOnOneLine = ['\t', '\n', '\r', '\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069']
  const code = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`

  it.each([...refusedEverywhere, ...refusedOnOneLine].map((char) => [code(char), char]))(
    '%s in a name is refused with the message "characters"',
    (_, char) => {
      const contactResult = contactSchema.safeParse({ ...contact, firstName: `Ha${char}na` })
      expect(contactResult.success).toBe(false)
      expect(contactResult.error?.issues).toContainEqual(expect.objectContaining({ path: ['firstName'], message: 'characters' }))
      const leadResult = leadSchema.safeParse({ ...lead, name: `Park${char}Jisoo` })
      expect(leadResult.success).toBe(false)
      expect(leadResult.error?.issues).toContainEqual(expect.objectContaining({ path: ['name'], message: 'characters' }))
    },
  )

  it.each(refusedEverywhere.map((char) => [code(char), char]))('%s is refused in a message too', (_, char) => {
    const result = contactSchema.safeParse({ ...contact, message: `Hello${char} there` })
    expect(result.error?.issues).toContainEqual(expect.objectContaining({ path: ['message'], message: 'characters' }))
  })

  it('a message keeps its line breaks, tabs and right-to-left text', () => {
    const message = 'Line one\r\nLine two\twith a tab\n\u2067مرحبا\u2069 and \u200fשלום'
    expect(contactSchema.safeParse({ ...contact, message }).success).toBe(true)
  })

  it('names in any script, with marks and joiners, are accepted', () => {
    for (const name of ['이 민지', '山田 太郎', 'José Ñúñez', 'محمد', 'שרה', 'Zoë', '👩‍👩‍👧 family']) {
      expect(leadSchema.safeParse({ ...lead, name }).success, name).toBe(true)
    }
  })

  it('the message for "characters" exists in Korean, English and Japanese', () => {
    expect(messagesFor('ko').lead.errors.characters).toMatch(/제어 문자/)
    expect(messagesFor('en').lead.errors.characters).toMatch(/control characters/)
    expect(messagesFor('ja').lead.errors.characters).toMatch(/制御文字/)
  })
})
