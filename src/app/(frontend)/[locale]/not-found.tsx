import { locale as rootLocale } from 'next/root-params'

import { NotFoundView } from '@/components/site/NotFoundView'
import { SiteHeader } from '@/components/site/SiteHeader'
import { localeOrDefault } from '@/utilities/site/locale'

/**
 * The platform's 404 (unknown agents included), inside the platform's header. Part of cached pages
 * (an unknown agent's address is one), so it reads nothing of the request: the locale is the
 * route's, the address asked for is filled in by the browser.
 */
export default async function NotFound() {
  const locale = localeOrDefault(await rootLocale())
  return (
    <>
      <SiteHeader locale={locale} />
      <NotFoundView locale={locale} />
    </>
  )
}
