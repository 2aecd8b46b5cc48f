/** Canonical URL and hreflang alternates for a page, in every locale plus x-default. */
import type { Metadata } from 'next'

import { locales, type Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/routing'

/** The platform's public origin: PUBLIC_URL, else this server on localhost. */
export function platformOrigin(): string {
  return (process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/$/, '')
}

/** An agent's own domain, served with the platform's scheme and port (http://kim.localhost:3000 in dev). */
export function customDomainOrigin(domain: string): string {
  const base = new URL(platformOrigin())
  return `${base.protocol}//${domain}${base.port ? `:${base.port}` : ''}`
}

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

