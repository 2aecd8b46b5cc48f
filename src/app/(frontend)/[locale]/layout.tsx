import type { ReactNode } from 'react'

import { AdminBar } from '@/components/site/AdminBar'
import { VersionWatcher } from '@/components/site/VersionWatcher'
import { chunkReloadGuardScript, languageMenuScript } from '@/lib/inlineScripts'
import { messagesFor } from '@/i18n/messages'
import { htmlLangOf } from '@/i18n/routing'
import { localeOf, type LocaleParams } from '@/utilities/site/locale'
import { developmentNonce } from '@/utilities/site/nonce'
import '../styles.css'

// Public pages opt into Next's page cache (src/utilities/cachedPage.ts); this layout reads nothing
// of the request, so it serves both kinds.
export default async function LocaleLayout({ children, params }: { children: ReactNode; params: LocaleParams }) {
  const locale = await localeOf(params)
  const t = messagesFor(locale)
  const nonce = await developmentNonce()
  return (
    <html lang={htmlLangOf(locale)}>
      <head>
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: chunkReloadGuardScript }} />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: languageMenuScript }} />
      </head>
      <body>
        <AdminBar labels={t.adminBar} nonce={nonce} />
        {children}
        <VersionWatcher buildId={process.env.NEXT_PUBLIC_BUILD_ID ?? 'development'} />
      </body>
    </html>
  )
}
