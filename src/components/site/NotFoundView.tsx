import Link from 'next/link'

import type { Locale } from '@/i18n/locales'
import { format, messagesFor } from '@/i18n/messages'
import { localizedPath } from '@/i18n/routing'

/** Spec: 404 'Page Not Found: {path}', localized, with a way home. */
export function NotFoundView({ locale, path }: { locale: Locale; path: string }) {
  const t = messagesFor(locale)
  return (
    <main className="error-page">
      <p className="error-page__code">404</p>
      <h1>
        {t.error.notFoundTitle}: <span className="error-page__path">{path}</span>
      </h1>
      <p>{format(t.error.notFoundBody, { path })}</p>
      <Link href={localizedPath(locale, '/')} className="button">
        {t.site.home}
      </Link>
    </main>
  )
}
