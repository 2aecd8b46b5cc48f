import { LoginForm } from '@/components/forms/LoginForm'
import type { Locale } from '@/i18n/locales'
import { messagesFor } from '@/i18n/messages'
import { localizedPath } from '@/i18n/routing'
import { safeReturnPath } from '@/lib/returnPath'
import { SiteHeader } from './SiteHeader'

/** The login page of the platform (`basePath` '') or of an agent's site. */
export function LoginScreen({
  locale,
  next,
  basePath = '',
  withHeader = true,
}: {
  locale: Locale
  next?: string
  basePath?: string
  withHeader?: boolean
}) {
  const t = messagesFor(locale)
  const target = safeReturnPath(next) ?? localizedPath(locale, `${basePath}/login/redirect`)
  return (
    <>
      {/* Under an agent's address the agent's own header is there already ([site]/layout.tsx). */}
      {withHeader && <SiteHeader locale={locale} />}
      <main className="login">
        <h1>{t.login.title}</h1>
        <LoginForm labels={t.login} next={target} />
      </main>
    </>
  )
}
