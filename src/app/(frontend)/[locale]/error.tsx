'use client'

import { useParams } from 'next/navigation'

import { ServerErrorView } from '@/components/site/ServerErrorView'
import { SiteHeaderView } from '@/components/site/SiteHeaderView'
import { errorMessagesFor } from '@/i18n/errorMessages'
import { isLocale, localizedPath } from '@/i18n/routing'

/** The platform's 500 page, inside the platform's header. */
export default function ServerError({ reset }: { error: Error; reset: () => void }) {
  const params = useParams<{ locale: string }>()
  const locale = isLocale(params?.locale) ? params.locale : 'ko'
  return (
    <>
      <SiteHeaderView locale={locale} labels={errorMessagesFor(locale).site} />
      <ServerErrorView locale={locale} home={localizedPath(locale, '/')} reset={reset} />
    </>
  )
}
