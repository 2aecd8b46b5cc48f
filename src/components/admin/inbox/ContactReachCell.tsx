/**
 * A list column of the inbox: a seller's valuation request marked as such, when the contact came in (how long ago), how soon it was answered
 * (or that it is not yet), and tap-to-call and tap-to-mail links, stacked so they fit beside the
 * name on a phone.
 */
import type { CSSProperties } from 'react'

import type { Contact } from '@/payload-types'
import { inboxAnswerTexts } from '@/i18n/inboxAnswerTexts'
import { contactKindLabels } from '@/i18n/valuationTexts'
import { localeOfLanguage, type Locale } from '@/i18n/locales'
import { isTracked } from '@/lib/leadResponse/responseFigures'

import { LocalTime } from './LocalTime'
import { mailOf, phoneOf, tapTarget } from './contactReach'

type Props = { rowData?: Partial<Contact>; i18n?: { language: string } }

const link: CSSProperties = { ...tapTarget, minHeight: 32, fontSize: 14 }

export function ContactReachCell({ rowData, i18n }: Props) {
  if (!rowData) return null
  const language = localeOfLanguage(i18n?.language)
  const phone = phoneOf(rowData)
  const mail = mailOf(rowData)
  return (
    <div style={{ display: 'grid', justifyItems: 'start', gap: 2, maxWidth: 320 }}>
      {rowData.kind === 'valuation' ? (
        <strong data-testid="seller-tag" style={{ fontSize: 14 }}>
          {contactKindLabels.valuation[language]}
        </strong>
      ) : null}
      {rowData.createdAt ? <LocalTime iso={rowData.createdAt} language={language} relativeToNow /> : null}
      <ResponseTime contact={rowData} language={language} />
      {phone ? (
        <a href={phone.href} style={link}>
          {phone.text}
        </a>
      ) : null}
      {mail ? (
        <a href={mail.href} style={link}>
          {mail.text}
        </a>
      ) : null}
    </div>
  )
}

/** "answered in 14 min", or "unanswered"; nothing for contacts stored before responses were tracked. */
function ResponseTime({ contact, language }: { contact: Partial<Contact>; language: Locale }) {
  const t = inboxAnswerTexts[language]
  const firstAt = contact.response?.firstAt
  const minutes = contact.response?.workingMinutes
  if (!contact.createdAt || !isTracked({ createdAt: contact.createdAt, firstAt, escalationStatus: contact.escalation?.status })) return null
  const answered = Boolean(firstAt)
  return (
    <span data-testid="response-time" style={{ fontSize: 14, color: answered ? 'var(--theme-text)' : 'var(--theme-error-700, #b00020)' }}>
      {answered ? (typeof minutes === 'number' ? t.listAnsweredLong(minutes) : t.firstResponse) : t.listUnanswered}
    </span>
  )
}
