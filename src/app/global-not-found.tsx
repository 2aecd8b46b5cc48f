import { headers } from 'next/headers'

import { NotFoundView } from '@/components/site/NotFoundView'
import { SiteHeader } from '@/components/site/SiteHeader'
import { htmlLangOf, parseLocalePath } from '@/i18n/routing'
import { languageMenuScript } from '@/lib/inlineScripts'
import { ORIGINAL_PATH_HEADER } from '@/lib/requestRouting'
import { developmentNonce } from '@/utilities/site/nonce'
import './(frontend)/styles.css'

/** 404 for URLs no route matches at all, in the locale of the path asked for. */
export default async function GlobalNotFound() {
  const path = (await headers()).get(ORIGINAL_PATH_HEADER) ?? '/'
  const { locale } = parseLocalePath(path)
  return (
    <html lang={htmlLangOf(locale)}>
      <head>
        <script nonce={await developmentNonce()} dangerouslySetInnerHTML={{ __html: languageMenuScript }} />
      </head>
      <body>
        <SiteHeader locale={locale} />
        <NotFoundView locale={locale} path={path} />
      </body>
    </html>
  )
}
