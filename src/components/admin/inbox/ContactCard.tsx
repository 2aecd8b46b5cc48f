/**
 * The top of a contact in the admin: who wrote, when, how to reach them (tap to call, tap to mail)
 * and the whole message, as text to read rather than greyed-out inputs. Agents see only this and
 * the inbox fields; staff also get the editable fields below it.
 */
import type { CSSProperties } from 'react'

import type { Contact } from '@/payload-types'
import { localeOfLanguage } from '@/i18n/locales'
import { inboxTexts, notificationStateLabels } from '@/i18n/inboxTexts'

import { LocalTime } from './LocalTime'
import { mailOf, phoneOf, tapTarget } from './contactReach'

type Props = { data?: Partial<Contact>; i18n?: { language: string } }

const term: CSSProperties = { margin: 0, fontSize: 14, color: 'var(--theme-elevation-800)' }
const detail: CSSProperties = { margin: '0 0 12px', fontSize: 16, lineHeight: 1.5, color: 'var(--theme-text)', minWidth: 0 }

export function ContactCard({ data, i18n }: Props) {
  if (!data?.id) return null
  const language = localeOfLanguage(i18n?.language)
  const t = inboxTexts[language]
  const phone = phoneOf(data)
  const mail = mailOf(data)
  const delivery = data.notification?.status ? notificationStateLabels[data.notification.status][language] : null
  return (
    <section
      data-testid="contact-card"
      aria-labelledby="contact-card-name"
      style={{
        marginBottom: 32,
        padding: 16,
        borderRadius: 8,
        border: '1px solid var(--theme-elevation-150)',
        background: 'var(--theme-elevation-0)',
        color: 'var(--theme-text)',
        maxWidth: '40rem',
        minWidth: 0,
      }}
    >
      <h2
        id="contact-card-name"
        style={{ margin: '0 0 12px', fontSize: 22, lineHeight: 1.3, color: 'var(--theme-text)', overflowWrap: 'anywhere' }}
      >
        {data.name}
      </h2>
      <dl style={{ margin: 0 }}>
        {data.createdAt ? (
          <>
            <dt style={term}>{t.received}</dt>
            <dd style={detail}>
              <LocalTime iso={data.createdAt} language={language} />
            </dd>
          </>
        ) : null}
        {phone ? (
          <>
            <dt style={term}>{t.phone}</dt>
            <dd style={detail}>
              <a href={phone.href} style={tapTarget}>
                {phone.text}
              </a>
            </dd>
          </>
        ) : null}
        {mail ? (
          <>
            <dt style={term}>{t.email}</dt>
            <dd style={detail}>
              <a href={mail.href} style={tapTarget}>
                {mail.text}
              </a>
            </dd>
          </>
        ) : null}
        {delivery ? (
          <>
            <dt style={term}>{t.notification}</dt>
            <dd style={detail}>
              <span>{delivery}</span>
              {data.notification?.sentAt ? (
                <>
                  {' · '}
                  <LocalTime iso={data.notification.sentAt} language={language} />
                </>
              ) : null}
            </dd>
          </>
        ) : null}
        {data.isTerm ? (
          <>
            <dt style={term}>{t.terms}</dt>
            <dd style={detail}>{t.agreed[data.isTerm]}</dd>
          </>
        ) : null}
      </dl>
      <h3 style={{ margin: '4px 0 8px', fontSize: 14, fontWeight: 'normal', color: 'var(--theme-elevation-800)' }}>{t.message}</h3>
      <p data-testid="contact-message" style={{ ...detail, margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {data.message?.trim() ? data.message : t.noMessage}
      </p>
    </section>
  )
}
