import { notFound } from 'next/navigation'

import { isLocale } from '@/i18n/routing'
import { defaultLocale, type Locale } from '@/i18n/locales'

export type LocaleParams = Promise<{ locale: string }>
export type SiteParams = Promise<{ locale: string; site: string }>

/** The [locale] segment, or the 404 page for anything that is not one of ours. */
export async function localeOf(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  return locale
}

/** A locale read where a bad one cannot answer 404 any more (a 404 page): the default instead. */
export function localeOrDefault(value: string | undefined): Locale {
  return value && isLocale(value) ? value : defaultLocale
}
