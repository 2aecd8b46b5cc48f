/** Canonical URL and hreflang alternates for a page, in every locale plus x-default. */
import type { Metadata } from 'next'

import { locales, type Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/routing'
import { platformOrigin } from '@/lib/hosts'

/** `path` is the unprefixed public path, e.g. '/terms' or '/kim'. */
export function alternates(locale: Locale, path: string, origin = platformOrigin()): Metadata['alternates'] {
  const url = (code: Locale) => `${origin}${localizedPath(code, path)}`
  return {
    canonical: url(locale),
    languages: {
      ...Object.fromEntries(locales.map((l) => [l.htmlLang, url(l.code)])),
      'x-default': url('ko'),
    },
  }
}
