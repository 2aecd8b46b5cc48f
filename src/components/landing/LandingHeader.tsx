'use client'

import { useEffect, useState } from 'react'

import { LanguageMenu } from '@/components/site/LanguageMenu'
import type { Locale } from '@/i18n/locales'

/** Spec: fixed header that turns black once the page is scrolled more than 10 px. */
export const HEADER_SCROLL_THRESHOLD = 10

export function LandingHeader({ locale, tagline, languageLabel }: { locale: Locale; tagline: string; languageLabel: string }) {
  const [scrolled, setScrolled] = useState(false)
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > HEADER_SCROLL_THRESHOLD)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])
  return (
    <header className={`landing-header${scrolled ? ' landing-header--scrolled' : ''}`} data-scrolled={scrolled}>
      <span className="landing-header__brand">
        <span className="site-header__logo" aria-hidden="true">⌂</span>
        <span>{tagline}</span>
      </span>
      <LanguageMenu locale={locale} label={languageLabel} />
    </header>
  )
}
