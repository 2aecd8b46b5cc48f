import { NotFoundView } from '@/components/site/NotFoundView'
import { SiteHeader } from '@/components/site/SiteHeader'
import { parseLocalePath } from '@/i18n/routing'
import { originalPath } from '@/utilities/requestPath'

/** The platform's 404 (unknown agents included), inside the platform's header. */
export default async function NotFound() {
  const path = await originalPath()
  const { locale } = parseLocalePath(path)
  return (
    <>
      <SiteHeader locale={locale} />
      <NotFoundView locale={locale} path={path} />
    </>
  )
}
