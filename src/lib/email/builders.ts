/** Subject, HTML and text of each e-mail, from plain values (no Payload here). */
import { phoneCountries } from '../countries'
import { layout, plainText } from './html'
import type { Locale } from '@/i18n/locales'
import { languageName } from './languageNames'
import { machineTranslationHeading } from '@/i18n/translationTexts'
import { serviceDisplayName } from '../translation/serviceNames'
import { emailMessages } from './messages'
import { sellerSubject, valuationRows, type ValuationFacts } from './valuationSummary'

export type BuiltEmail = { subject: string; html: string; text: string }

/** An internal e-mail (to an agent or to staff): a title, label/value rows, paragraphs, links. */
export function build(
  subject: string,
  title: string,
  rows: [string, string][],
  paragraphs: string[],
  links: [string, string][],
): BuiltEmail {
  return { subject, html: layout(title, rows, paragraphs, links), text: plainText(title, rows, paragraphs, links) }
}

/** "+1 949-555-0199": the dial code of the visitor's country before the number. */
export function phoneWithCountryCode(countryCode: string, phone: string): string {
  const dial = phoneCountries.find((country) => country.iso === countryCode)?.dial
  return dial ? `${dial} ${phone}` : phone
}

export type ContactEmailInput = {
  /** Last name then first name, as stored (spec order). */
  name: string
  email: string
  phoneCountryCode: string
  phone: string
  message: string
  agentName: string
  pageUrl: string
  adminUrl: string
  /** The page's language when the visitor wrote: told to the agent first, in the agent's own language. */
  writtenIn?: Locale
  /** The message in the agent's language by a translation service, shown under the original. */
  translation?: { text: string; locale: Locale; service: string }
  /** A seller's valuation request: its own subject and the home's rows (./valuationSummary.ts). */
  valuation?: ValuationFacts
}

export function contactEmail(language: Locale, contact: ContactEmailInput): BuiltEmail {
  const t = emailMessages[language]
  return build(
    contact.valuation ? sellerSubject(language, contact.name) : t.contactSubject(contact.name),
    t.contactTitle(contact.agentName),
    [
      [t.name, contact.name],
      [t.phone, phoneWithCountryCode(contact.phoneCountryCode, contact.phone)],
      [t.email, contact.email],
      ...(contact.valuation ? valuationRows(language, contact.valuation) : []),
      [t.page, contact.pageUrl],
    ],
    [
      ...(contact.writtenIn ? [t.writtenIn(languageName(language, contact.writtenIn))] : []),
      ...(contact.message ? [`${t.message}:`, contact.message] : []),
      ...(contact.message && contact.translation ? translationParagraphs(language, contact.translation) : []),
      t.replyHint,
    ],
    [[t.openContact, contact.adminUrl]],
  )
}

/** "Translation into Korean (machine translation, DeepL):" and the translated text. */
function translationParagraphs(language: Locale, translation: NonNullable<ContactEmailInput['translation']>): string[] {
  const heading = machineTranslationHeading[language](languageName(language, translation.locale), serviceDisplayName(translation.service))
  return [`${heading}:`, translation.text]
}

export type LeadEmailInput = {
  name: string
  area: string
  phoneCountryCode: string
  phone: string
  hasSite: boolean
  page: string
  adminUrl: string
}

export function leadEmail(language: Locale, lead: LeadEmailInput): BuiltEmail {
  const t = emailMessages[language]
  return build(
    t.leadSubject(lead.name),
    t.leadTitle,
    [
      [t.name, lead.name],
      [t.area, lead.area],
      [t.phone, phoneWithCountryCode(lead.phoneCountryCode, lead.phone)],
      [t.hasSite, lead.hasSite ? t.yes : t.no],
      ...(lead.page ? [[t.page, lead.page] as [string, string]] : []),
    ],
    [],
    [[t.openLead, lead.adminUrl]],
  )
}

export function resetPasswordEmail(language: Locale, link: string): BuiltEmail {
  const t = emailMessages[language]
  return build(t.resetSubject, t.resetTitle, [], [t.resetBody, t.resetIgnore], [[t.resetLink, link]])
}

/**
 * One Message-ID per record: a resend after a crash between the SMTP server's
 * acceptance and our commit carries the same id, so mail systems and people
 * can recognise it as the same message.
 */
export function stableMessageId(
  kind: 'contact' | 'lead' | 'password-reset' | 'alert-confirm' | 'alert' | 'buyer-lead' | 'contact-ack' | 'contact-reply' | 'escalation',
  id: number | string,
  recipient: string,
  domain: string,
): string {
  const who = recipient.toLowerCase().replace(/[^a-z0-9]/g, '.')
  return `<${kind}-${id}.${who}@${domain}>`
}
