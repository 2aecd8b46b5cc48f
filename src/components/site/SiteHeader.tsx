import Link from 'next/link'

import type { Locale } from '@/i18n/locales'
import { messagesFor } from '@/i18n/messages'
import { localizedPath } from '@/i18n/routing'
import { LanguageMenu } from './LanguageMenu'

/** Header of the platform's own pages (legal, login, errors). */
export function SiteHeader({ locale }: { locale: Locale }) {
  const t = messagesFor(locale)
  return (
    <header className="site-header">
      <Link href={localizedPath(locale, '/')} className="site-header__brand">
        <span className="site-header__logo" aria-hidden="true">⌂</span>
        <span>{t.site.tagline}</span>
      </Link>
      <LanguageMenu locale={locale} label={t.site.language} />
    </header>
  )
}
