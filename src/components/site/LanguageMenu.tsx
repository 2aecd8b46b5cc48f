'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import { locales, type Locale } from '@/i18n/locales'
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, localizedPath, parseLocalePath } from '@/i18n/routing'

/** Language dropdown: toggles on click, closes on any outside click, Escape or a choice. */
export function LanguageMenu({ locale, label }: { locale: Locale; label: string }) {
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const pathname = usePathname() ?? '/'

  useEffect(() => {
    if (!open) return
    const close = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    const escape = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false)
    document.addEventListener('click', close)
    document.addEventListener('keydown', escape)
    return () => {
      document.removeEventListener('click', close)
      document.removeEventListener('keydown', escape)
    }
  }, [open])

  const choose = (code: Locale) => {
    setOpen(false)
    // An event handler writing the cookie the proxy reads, not render-time state.
    // eslint-disable-next-line react-hooks/immutability
    document.cookie = `${LOCALE_COOKIE}=${code}; max-age=${LOCALE_COOKIE_MAX_AGE}; path=/; samesite=lax`
    const { rest } = parseLocalePath(pathname)
    window.location.assign(`${localizedPath(code, rest)}${window.location.search}${window.location.hash}`)
  }

  const current = locales.find((l) => l.code === locale)!
  return (
    <div className="lang-menu" ref={root}>
      <button
        type="button"
        className="lang-menu__toggle"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-label={`${label}: ${current.label}`}
        onClick={() => setOpen((value) => !value)}
      >
        {current.label} <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <ul className="lang-menu__list" role="listbox" aria-label={label}>
          {locales.map((option) => (
            <li key={option.code} role="option" aria-selected={option.code === locale}>
              <button type="button" lang={option.htmlLang} onClick={() => choose(option.code)}>
                {option.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
