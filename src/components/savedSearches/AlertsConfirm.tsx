import './alerts.css'

import { alertPageWords } from '@/i18n/alertPages'
import type { Locale } from '@/i18n/locales'

/**
 * The page the confirmation e-mail's link opens: one button (mail scanners open links, so opening it
 * confirms nothing), a plain form that works without script in any mail app's browser.
 */
export function AlertsConfirm({ locale, token, back, invalid }: { locale: Locale; token: string; back: string; invalid: boolean }) {
  const t = alertPageWords[locale]
  return (
    <main className="legal alerts-page">
      <h1>{t.confirmTitle}</h1>
      {invalid || !token ? (
        <p role="alert" data-testid="alerts-invalid">
          {t.confirmInvalid}
        </p>
      ) : (
        <form method="post" action="/api/saved-searches/confirm">
          <p>{t.confirmIntro}</p>
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="back" value={back} />
          <button type="submit" className="button" data-testid="alerts-confirm">
            {t.confirmButton}
          </button>
        </form>
      )}
    </main>
  )
}
