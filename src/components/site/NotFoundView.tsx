import Link from 'next/link'

import type { Locale } from '@/i18n/locales'
import { messagesFor } from '@/i18n/messages'
import { localizedPath } from '@/i18n/routing'
import { RequestPath } from './RequestPath'

/**
 * Spec: 404 'Page Not Found: {path}' as the status line (kept as the spec words it); the heading and
 * the rest in the visitor's language, with a way back to the home of the site they are on. Without
 * `path` (a 404 inside a cached page) the browser writes the address in (RequestPath).
 */
type Props = { locale: Locale; path?: string; home?: string; homeLabel?: string }

export function NotFoundView({ locale, path, home, homeLabel }: Props) {
  const t = messagesFor(locale)
  return (
    <main className="error-page">
      {/* A not-found page has no metadata of its own: React puts this title in the head, so the tab and history say what happened. */}
      <title>{t.error.notFoundHeading}</title>
      <p className="error-page__status">
        404 · {t.error.notFoundTitle}: <span className="error-page__path">{path ?? <RequestPath />}</span>
      </p>
      <h1>{t.error.notFoundHeading}</h1>
      <p>{t.error.notFoundHint}</p>
      <Link href={home ?? localizedPath(locale, '/')} className="button">
        {homeLabel ?? t.site.home}
      </Link>
    </main>
  )
}
