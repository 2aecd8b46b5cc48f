import Link from 'next/link'

import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/routing'
import { LanguageMenu } from './LanguageMenu'

type Labels = { tagline: string; language: string }

/**
 * The platform header's markup with its words given, free of the full message tables: the 500 page
 * (client code) passes its own (src/i18n/errorMessages.ts), SiteHeader the page's messages.
 */
export function SiteHeaderView({ locale, labels }: { locale: Locale; labels: Labels }) {
  return (
    <header className="site-header">
      <Link href={localizedPath(locale, '/')} className="site-header__brand">
        <span className="site-header__logo" aria-hidden="true">
          ⌂
        </span>
        <span>{labels.tagline}</span>
      </Link>
      <LanguageMenu locale={locale} label={labels.language} />
    </header>
  )
}
