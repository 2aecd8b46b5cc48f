'use client'

import { lazy, Suspense, useEffect, useRef, useState } from 'react'

import type { Locale } from '@/i18n/locales'
import type { ContactFormLabels } from './ContactForm'

const placeholder = <div className="contact-form-pending" aria-busy="true" />

// The form (react-hook-form + zod, ~35 KB gzip) is far down the page: its code loads as the visitor nears it, not with the page.
// React's own lazy(), not next/dynamic (4.6 KiB gzip of loader in first-load JavaScript): `near` is
// false on the server, so the form only ever renders in the browser.
const ContactForm = lazy(() => import('./ContactForm').then((module) => ({ default: module.ContactForm })))

/** How far ahead of the viewport loading starts, so the form is usually ready when it scrolls into view. */
const AHEAD = '800px 0px'

export function ContactFormWhenNear(props: { realtorId: number; locale: Locale; labels: ContactFormLabels; initialMessage?: string }) {
  const anchor = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(false)

  useEffect(() => {
    const target = anchor.current
    if (!target || typeof IntersectionObserver === 'undefined') return setNear(true)
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: AHEAD },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [])

  return near ? (
    <Suspense fallback={placeholder}>
      <ContactForm {...props} />
    </Suspense>
  ) : (
    <div ref={anchor}>{placeholder}</div>
  )
}
