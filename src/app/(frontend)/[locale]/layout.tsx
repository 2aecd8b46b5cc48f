import type { ReactNode } from 'react'

import { AdminBar } from '@/components/site/AdminBar'
import { VersionWatcher } from '@/components/site/VersionWatcher'
import { locales } from '@/i18n/locales'
import { chunkReloadGuardScript } from '@/lib/appVersion'
import { messagesFor } from '@/i18n/messages'
import { htmlLangOf } from '@/i18n/routing'
import { localeOf, type LocaleParams } from '@/utilities/locale'
import { requestNonce } from '@/utilities/nonce'
import '../styles.css'

// Pages render per request; the CMS reads inside them are cached by tag (src/utilities) and
// expired by the collections' hooks. Full-page caching is the performance issue's work.
export const dynamic = 'force-dynamic'

export function generateStaticParams() {
  return locales.map(({ code }) => ({ locale: code }))
}

export default async function LocaleLayout({ children, params }: { children: ReactNode; params: LocaleParams }) {
  const locale = await localeOf(params)
  const t = messagesFor(locale)
  const nonce = await requestNonce()
  return (
    <html lang={htmlLangOf(locale)}>
      <head>
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: chunkReloadGuardScript }} />
      </head>
      <body>
        <AdminBar labels={t.adminBar} />
        {children}
        <VersionWatcher buildId={process.env.NEXT_PUBLIC_BUILD_ID ?? 'development'} />
      </body>
    </html>
  )
}
