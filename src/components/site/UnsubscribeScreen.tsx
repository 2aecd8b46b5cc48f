import type { Locale } from '@/i18n/locales'
import { format, messagesFor } from '@/i18n/messages'
import { localizedPath } from '@/i18n/routing'
import { UNSUBSCRIBE_API_PATH } from '@/lib/email/unsubscribeLinks'
import { SiteHeader } from './SiteHeader'

type State = { kind: 'ask'; token: string; address: string } | { kind: 'done' } | { kind: 'invalid' }

/**
 * The page an e-mail's "unsubscribe" link opens. It asks before doing anything (mail scanners open
 * links), then a plain form posts to the one-click endpoint, which sends the reader back here. No
 * script: it works in any mail app's browser.
 */
export function UnsubscribeScreen({ locale, state }: { locale: Locale; state: State }) {
  const t = messagesFor(locale)
  return (
    <>
      <SiteHeader locale={locale} />
      <main className="login unsubscribe">
        <h1>{t.unsubscribe.title}</h1>
        {state.kind === 'ask' && (
          <form method="post" action={UNSUBSCRIBE_API_PATH}>
            <p>{format(t.unsubscribe.intro, { address: state.address })}</p>
            <input type="hidden" name="token" value={state.token} />
            <input type="hidden" name="locale" value={locale} />
            <button type="submit" className="button">
              {t.unsubscribe.button}
            </button>
          </form>
        )}
        {state.kind === 'done' && <p role="status">{t.unsubscribe.done}</p>}
        {state.kind === 'invalid' && <p role="alert">{t.unsubscribe.invalid}</p>}
        <p>
          <a href={localizedPath(locale, '/')}>{t.unsubscribe.home}</a>
        </p>
      </main>
    </>
  )
}
