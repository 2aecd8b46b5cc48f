import { locales, type Locale } from '@/i18n/locales'

/**
 * Language dropdown: plain HTML, no hydration. The page's one small script (languageMenuScript in
 * src/lib/inlineScripts.ts) opens and closes it (click, outside click, Escape) and on a choice sets
 * the locale cookie and loads the same address in that language.
 */
export function LanguageMenu({ locale, label }: { locale: Locale; label: string }) {
  const current = locales.find((l) => l.code === locale)!
  return (
    <div className="lang-menu">
      <button
        type="button"
        className="lang-menu__toggle"
        aria-haspopup="listbox"
        aria-expanded="false"
        aria-label={`${label}: ${current.label}`}
      >
        {current.label} <span aria-hidden="true">▾</span>
      </button>
      <ul className="lang-menu__list" role="listbox" aria-label={label} hidden>
        {locales.map((option) => (
          <li key={option.code} role="option" aria-selected={option.code === locale}>
            <button type="button" lang={option.htmlLang} data-locale={option.code}>
              {option.label}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
