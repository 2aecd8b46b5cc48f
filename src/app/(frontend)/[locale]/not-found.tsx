import { NotFoundView } from '@/components/site/NotFoundView'
import { parseLocalePath } from '@/i18n/routing'
import { originalPath } from '@/utilities/requestPath'

export default async function NotFound() {
  const path = await originalPath()
  return <NotFoundView locale={parseLocalePath(path).locale} path={path} />
}
