import { LanguageMenu } from '@/components/site/LanguageMenu'
import type { Locale } from '@/i18n/locales'
import { headerScrollScript } from '@/lib/inlineScripts'

/**
 * Spec: fixed header that turns black once the page is scrolled more than 10 px. Plain HTML; the
 * scroll state is the one thing CSS cannot know, set by a few lines of script (headerScrollScript).
 */
export function LandingHeader({
  locale,
  tagline,
  languageLabel,
  nonce,
}: {
  locale: Locale
  tagline: string
  languageLabel: string
  nonce?: string
}) {
  return (
    <>
      <header className="landing-header" data-scrolled="false">
        <span className="landing-header__brand">
          <span className="site-header__logo" aria-hidden="true">
            ⌂
          </span>
          <span>{tagline}</span>
        </span>
        <LanguageMenu locale={locale} label={languageLabel} />
      </header>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: headerScrollScript }} />
    </>
  )
}
