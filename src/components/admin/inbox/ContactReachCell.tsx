/**
 * A list column of the inbox: when the contact came in (how long ago) and tap-to-call and
 * tap-to-mail links, stacked so they fit beside the name on a phone.
 */
import type { CSSProperties } from 'react'

import type { Contact } from '@/payload-types'
import { localeOfLanguage } from '@/i18n/locales'

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
      {rowData.createdAt ? <LocalTime iso={rowData.createdAt} language={language} relativeToNow /> : null}
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
