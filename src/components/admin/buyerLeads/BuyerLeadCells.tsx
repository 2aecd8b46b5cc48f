/**
 * The buyer leads list's own columns, narrow enough for a phone: who (the name opens the lead, the
 * address is tap-to-mail), what they follow in words, and when the last alert went out and was clicked.
 */
import type { CSSProperties } from 'react'
import type { Payload } from 'payload'

import type { SavedSearch } from '@/payload-types'
import { buyerLeadTexts } from '@/i18n/buyerLeadTexts'
import { localeOfLanguage } from '@/i18n/locales'

import { LocalTime } from '../inbox/LocalTime'
import { mailOf, tapTarget } from '../inbox/contactReach'
import { whatInWords } from '@/lib/savedSearches/whatInWords'

type CellProps = { rowData?: Partial<SavedSearch>; i18n?: { language: string }; link?: boolean; payload?: Payload }

const link: CSSProperties = { ...tapTarget, minHeight: 32, fontSize: 14 }
const stack: CSSProperties = { display: 'grid', justifyItems: 'start', gap: 2, maxWidth: 320, minWidth: 0 }

/** First column: the name (the lead's link, as Payload's first column always is) and tap-to-mail. */
export function BuyerLeadWhoCell({ rowData, i18n, link: linked, payload }: CellProps) {
  if (!rowData?.id) return null
  const t = buyerLeadTexts[localeOfLanguage(i18n?.language)]
  const mail = mailOf(rowData)
  const title = rowData.name || rowData.email || t.noName
  const href = `${payload?.config.routes.admin ?? '/admin'}/collections/saved-searches/${rowData.id}`
  return (
    <div style={stack}>
      {linked ? (
        <a href={href} style={{ ...link, fontWeight: 600, textDecoration: 'none' }}>
          {title}
        </a>
      ) : (
        <span style={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{title}</span>
      )}
      {mail ? (
        <a href={mail.href} style={link} aria-label={rowData.name ? undefined : `${t.sendMail}: ${mail.text}`}>
          {rowData.name ? mail.text : t.sendMail}
        </a>
      ) : null}
    </div>
  )
}

export function BuyerLeadWhatCell({ rowData, i18n }: CellProps) {
  if (!rowData?.kind) return null
  const text = whatInWords(localeOfLanguage(i18n?.language), {
    kind: rowData.kind,
    criteria: rowData.criteria,
    favourites: rowData.favourites,
  })
  return <span style={{ display: 'block', maxWidth: 260, overflowWrap: 'anywhere' }}>{text}</span>
}

export function BuyerLeadActivityCell({ rowData, i18n }: CellProps) {
  if (!rowData) return null
  const language = localeOfLanguage(i18n?.language)
  const t = buyerLeadTexts[language]
  const alerts = rowData.alerts ?? {}
  return (
    <div style={stack}>
      <span>
        {t.alertsColumn(alerts.sent ?? 0)}
        {alerts.lastSentAt ? (
          <>
            {' · '}
            <LocalTime iso={alerts.lastSentAt} language={language} relativeToNow />
          </>
        ) : null}
      </span>
      <span>
        {t.clickedColumn}
        {' · '}
        {alerts.lastClickedAt ? <LocalTime iso={alerts.lastClickedAt} language={language} relativeToNow /> : t.never}
      </span>
    </div>
  )
}
