'use client'

import Link from 'next/link'

import type { Locale } from '@/i18n/locales'
import { errorMessagesFor } from '@/i18n/errorMessages'

/** Spec: 500 'Internal Server Error' as the status line; the rest in the visitor's language, with a retry and a way home. */
export function ServerErrorView({ locale, home, reset }: { locale: Locale; home: string; reset: () => void }) {
  const t = errorMessagesFor(locale)
  return (
    <main className="error-page">
      <p className="error-page__status">500 · {t.error.serverErrorTitle}</p>
      <h1>{t.error.serverErrorHeading}</h1>
      <p>{t.error.serverErrorBody}</p>
      <div className="error-page__actions">
        <button type="button" className="button" onClick={reset}>
          {t.error.retry}
        </button>
        <Link href={home} className="button button--outline">
          {t.site.home}
        </Link>
      </div>
    </main>
  )
}
