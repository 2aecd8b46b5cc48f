/**
 * The top of a contact in the admin: who wrote, when, how to reach them (tap to call, tap to mail)
 * and the whole message, as text to read rather than greyed-out inputs, with its machine translation
 * into the agent's language under it when there is one; under it the replies, the
 * first response and the ways to answer (src/components/admin/inbox/AnswerPanel.tsx). Agents see
 * only this and the inbox fields; staff also get the editable fields below it.
 */
import type { Payload, TypedUser } from 'payload'

import type { Contact } from '@/payload-types'
import { localeOfLanguage } from '@/i18n/locales'
import { inboxTexts, notificationStateLabels } from '@/i18n/inboxTexts'
import { contactKindLabels } from '@/i18n/valuationTexts'
import { valuationRows } from '@/lib/email/valuationSummary'
import { valuationFactsOf } from '@/lib/valuation/valuationFacts'
import { languageName } from '@/lib/email/languageNames'
import { machineTranslationHeading } from '@/i18n/translationTexts'
import { serviceDisplayName } from '@/lib/translation/serviceNames'

import { AnswerPanel } from './AnswerPanel'
import { LocalTime } from './LocalTime'
import { detail, RecordCard, Row, TapRow } from './RecordCard'
import { ResponseRows } from './ResponseRows'
import { answerContextOf } from './answerContext'
import { mailOf, phoneOf } from './contactReach'

type Props = { data?: Partial<Contact>; i18n?: { language: string }; payload?: Payload; user?: TypedUser | null }

export async function ContactCard({ data, i18n, payload, user }: Props) {
  if (!data?.id) return null
  const language = localeOfLanguage(i18n?.language)
  const t = inboxTexts[language]
  const phone = phoneOf(data)
  const mail = mailOf(data)
  const delivery = data.notification?.status ? notificationStateLabels[data.notification.status][language] : null
  const answer = payload && user ? await answerContextOf(payload, user, data, language) : null
  // A seller's valuation request: the address, the home and what the owner was shown.
  const facts = valuationFactsOf({ kind: data.kind, valuation: data.valuation })
  const seller = facts ? valuationRows(language, facts) : null
  return (
    <RecordCard testId="contact-card" title={data.name}>
      <dl style={{ margin: 0 }}>
        {data.createdAt ? (
          <Row name={t.received}>
            <LocalTime iso={data.createdAt} language={language} />
          </Row>
        ) : null}
        <TapRow name={t.phone} link={phone} />
        <TapRow name={t.email} link={mail} />
        {delivery ? (
          <Row name={t.notification}>
            <span>{delivery}</span>
            {data.notification?.sentAt ? (
              <>
                {' · '}
                <LocalTime iso={data.notification.sentAt} language={language} />
              </>
            ) : null}
          </Row>
        ) : null}
        {data.isTerm ? <Row name={t.terms}>{t.agreed[data.isTerm]}</Row> : null}
        {seller ? (
          <>
            <Row name={contactKindLabels.valuation[language]}>
              <span data-testid="seller-lead">{seller[0][1]}</span>
            </Row>
            {seller.slice(1).map(([name, value]) => (
              <Row key={name} name={name}>
                {value}
              </Row>
            ))}
          </>
        ) : null}
      </dl>
      <h3 style={{ margin: '4px 0 8px', fontSize: 14, fontWeight: 'normal', color: 'var(--theme-elevation-800)' }}>{t.message}</h3>
      {answer?.writtenIn ? (
        <p data-testid="written-in" style={{ ...detail, margin: '0 0 4px', fontSize: 14, color: 'var(--theme-elevation-800)' }}>
          {answer.writtenIn}
        </p>
      ) : null}
      <p data-testid="contact-message" style={{ ...detail, margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {data.message?.trim() ? data.message : t.noMessage}
      </p>
      {data.message?.trim() && data.translation?.text && data.translation.locale ? (
        <>
          <h3 style={{ margin: '12px 0 8px', fontSize: 14, fontWeight: 'normal', color: 'var(--theme-elevation-800)' }}>
            {machineTranslationHeading[language](
              languageName(language, data.translation.locale),
              serviceDisplayName(data.translation.service),
            )}
          </h3>
          <p
            data-testid="contact-translation"
            lang={data.translation.locale}
            style={{ ...detail, margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          >
            {data.translation.text}
          </p>
        </>
      ) : null}
      {answer ? (
        <>
          <AnswerPanel
            contactId={data.id}
            api={payload!.config.routes.api}
            language={language}
            replies={answer.replies}
            canAnswer={answer.canAnswer}
            answered={Boolean(data.response?.firstAt)}
            answerWays={answer.answerWays}
            handOverTo={answer.handOverTo}
            summary={<ResponseRows lines={answer.lines} language={language} />}
          />
        </>
      ) : null}
    </RecordCard>
  )
}
