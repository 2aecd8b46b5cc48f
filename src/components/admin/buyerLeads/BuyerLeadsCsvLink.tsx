/** Above the buyer leads list: their CSV for the agent (their own) and for staff (all); the endpoint checks again. */
import type { I18nClient } from '@payloadcms/translations'
import type { Payload } from 'payload'

import { buyerLeadTexts } from '@/i18n/buyerLeadTexts'
import { localeOfLanguage } from '@/i18n/locales'

type Props = { user?: unknown; i18n?: I18nClient; payload?: Payload }

export function BuyerLeadsCsvLink({ user, i18n, payload }: Props) {
  if (!user) return null
  const t = buyerLeadTexts[localeOfLanguage(i18n?.language)]
  const api = payload?.config.routes.api ?? '/api'
  return (
    <p style={{ margin: '0 0 12px' }}>
      <a className="btn btn--style-secondary btn--size-small" href={`${api}/saved-searches/export-csv`} download title={t.csvHint}>
        {t.csv}
      </a>
    </p>
  )
}
