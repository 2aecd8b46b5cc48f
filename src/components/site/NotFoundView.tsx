import Link from 'next/link'

import type { Locale } from '@/i18n/locales'
import { messagesFor } from '@/i18n/messages'
import { localizedPath } from '@/i18n/routing'
import { requestPathScript } from '@/lib/inlineScripts'

/**
 * Spec: 404 'Page Not Found: {path}' as the status line (kept as the spec words it); the heading and
 * the rest in the visitor's language, with a way back to the home of the site they are on. Without
 * `path` (a 404 inside a cached page) the browser writes the address in (src/lib/inlineScripts.ts).
 */
type Props = { locale: Locale; path?: string; home?: string; homeLabel?: string; nonce?: string }

export function NotFoundView({ locale, path, home, homeLabel, nonce }: Props) {
  const t = messagesFor(locale)
  return (
    <main className="error-page">
      <p className="error-page__status">
        404 · {t.error.notFoundTitle}: <span className="error-page__path">{path}</span>
        {path === undefined && <script nonce={nonce} dangerouslySetInnerHTML={{ __html: requestPathScript }} />}
      </p>
      <h1>{t.error.notFoundHeading}</h1>
      <p>{t.error.notFoundHint}</p>
      <Link href={home ?? localizedPath(locale, '/')} className="button">
        {homeLabel ?? t.site.home}
      </Link>
    </main>
  )
}
