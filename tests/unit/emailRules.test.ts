/** E-mail and CSV rules that need no server: SMTP settings, languages, redaction, builders, CSV cells. */
import { describe, expect, it } from 'vitest'

import { neutraliseFormula, toCsv } from '@/lib/csv/toCsv'
import { contactEmail, phoneWithCountryCode, stableMessageId } from '@/lib/email/builders'
import { negotiateLocale as languageFromAcceptLanguage } from '@/i18n/routing'
import { emailMessages } from '@/lib/email/messages'
import { redactSecrets } from '@/lib/email/redact'
import { mailFrom, smtpSettings, staffAddresses } from '@/integrations/smtp/settings'

describe('SMTP settings', () => {
  it('prefer SMTP_URL, else build from host, port, user, password, secure; none without either', () => {
    expect(smtpSettings({ SMTP_URL: 'smtp://127.0.0.1:2525', SMTP_HOST: 'ignored' })?.transport).toMatchObject({
      host: '127.0.0.1',
      port: 2525,
      secure: false,
    })
    expect(smtpSettings({ SMTP_URL: 'smtps://me%40x.com:p%2Fw@mail.example.com' })?.transport).toMatchObject({
      host: 'mail.example.com',
      port: 465,
      secure: true,
      auth: { user: 'me@x.com', pass: 'p/w' },
    })
    expect(
      smtpSettings({ SMTP_HOST: 'mail.example.com', SMTP_USER: 'u', SMTP_PASSWORD: 'p', SMTP_SECURE: 'true' })?.transport,
    ).toMatchObject({
      host: 'mail.example.com',
      port: 465,
      secure: true,
      auth: { user: 'u', pass: 'p' },
    })
    expect(smtpSettings({ SMTP_HOST: 'mail.example.com' })?.transport).toMatchObject({ port: 587, secure: false })
    expect(smtpSettings({})).toBeNull()
    // Never nodemailer's 2-minute connection wait: a hung server must fail the attempt well before a job counts as stale.
    expect(smtpSettings({ SMTP_URL: 'smtp://x' })?.transport.connectionTimeout).toBeLessThanOrEqual(5_000)
  })

  it('read MAIL_FROM with or without a name, and the staff list without duplicates or junk', () => {
    expect(mailFrom({ MAIL_FROM: 'Kim Realty <hi@kim.example>' })).toEqual({ name: 'Kim Realty', address: 'hi@kim.example' })
    expect(mailFrom({ MAIL_FROM: 'hi@kim.example' }).address).toBe('hi@kim.example')
    expect(staffAddresses({ LEAD_NOTIFY_EMAILS: 'A@x.com, b@y.com;a@x.com  not-an-address' })).toEqual(['a@x.com', 'b@y.com'])
  })
})

describe('languages', () => {
  it('take the first of ko/en/ja the browser asks for, else Korean', () => {
    expect(languageFromAcceptLanguage('fr-FR,ja;q=0.8,en;q=0.5')).toBe('ja')
    expect(languageFromAcceptLanguage('en-US')).toBe('en')
    expect(languageFromAcceptLanguage('fr')).toBe('ko')
    expect(languageFromAcceptLanguage(null)).toBe('ko')
  })

  it('have every e-mail text in all three', () => {
    const keys = Object.keys(emailMessages.ko).sort()
    expect(Object.keys(emailMessages.en).sort()).toEqual(keys)
    expect(Object.keys(emailMessages.ja).sort()).toEqual(keys)
  })
})

describe('e-mail contents', () => {
  it('redact reset tokens', () => {
    expect(redactSecrets('go to https://a.example/admin/reset/abc123DEF now')).toBe('go to https://a.example/admin/reset/[redacted] now')
  })

  it('put the dial code before the phone, escape visitor text in HTML, and give one Message-ID per record', () => {
    expect(phoneWithCountryCode('KR', '010-1234-5678')).toBe('+82 010-1234-5678')
    const built = contactEmail('ko', {
      name: '<script>x</script>',
      email: 'v@example.com',
      phoneCountryCode: 'US',
      phone: '949-555-0199',
      message: 'a & b',
      agentName: 'Kim',
      pageUrl: 'https://h.example/kim',
      adminUrl: 'https://h.example/admin/collections/contacts/1',
    })
    expect(built.html).not.toContain('<script>')
    expect(built.html).toContain('a &amp; b')
    expect(stableMessageId('contact', 7, 'agent', 'h.example')).toBe(stableMessageId('contact', 7, 'agent', 'h.example'))
  })
})

describe('CSV', () => {
  it('neutralises cells that start a formula and quotes separators', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(neutraliseFormula(`${start}1`)).toBe(`'${start}1`)
    expect(neutraliseFormula('Kim')).toBe('Kim')
    expect(toCsv(['a', 'b'], [['=1+1', 'x,"y"']])).toBe('\uFEFFa,b\r\n\'=1+1,"x,""y"""\r\n')
  })

  it('neutralises the full-width formula starts Excel also evaluates', () => {
    for (const start of ['＝', '＋', '－', '＠']) expect(neutraliseFormula(`${start}1+1`)).toBe(`'${start}1+1`)
  })

  it("neutralises a formula after ';' or ',' and quotes a cell holding ';', so no separator can start one", () => {
    expect(neutraliseFormula('a;=1+1;')).toBe("a;'=1+1;")
    expect(neutraliseFormula('a, @SUM(A1)')).toBe("a, '@SUM(A1)")
    expect(toCsv(['name'], [['a;=1+1;']])).toBe('\uFEFFname\r\n"a;\'=1+1;"\r\n')
    expect(neutraliseFormula('Irvine, CA; 92618')).toBe('Irvine, CA; 92618')
  })
})
