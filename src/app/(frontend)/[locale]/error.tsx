'use client'

import { useParams } from 'next/navigation'

import { isLocale } from '@/i18n/routing'
import { messagesFor } from '@/i18n/messages'

/** The 500 page: 'Internal Server Error', localized, with a retry. */
export default function ServerError({ reset }: { error: Error; reset: () => void }) {
  const params = useParams<{ locale: string }>()
  const t = messagesFor(isLocale(params?.locale) ? params.locale : 'ko')
  return (
    <main className="error-page">
      <p className="error-page__code">500</p>
      <h1>{t.error.serverErrorTitle}</h1>
      <p>{t.error.serverErrorBody}</p>
      <button type="button" className="button" onClick={reset}>
        {t.error.retry}
      </button>
    </main>
  )
}
