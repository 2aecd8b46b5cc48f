'use client'

import { lazy, Suspense, useEffect, useRef, useState } from 'react'

import type { LeadFormLabels } from '@/components/forms/LeadForm'
import type { Locale } from '@/i18n/locales'
import { useLeadPanel } from './LeadPanelContext'

// The form (react-hook-form + zod, ~48 KB gzip) loads when the panel first opens, not with the page.
// React's own lazy(), not next/dynamic (whose loader is 4.6 KiB gzip of first-load JavaScript); the
// panel only exists in the browser, after a click, so nothing of it renders on the server.
const LeadForm = lazy(() => import('@/components/forms/LeadForm').then((module) => ({ default: module.LeadForm })))

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([tabindex="-1"]), select, textarea, [tabindex="0"]'

/**
 * Right-side slide-over with the lead form. Closes on X, backdrop, Escape and
 * a successful submission; keeps focus inside while open.
 */
export function LeadPanel({ locale, labels, notices }: { locale: Locale; labels: LeadFormLabels; notices: { success: string } }) {
  const { open, close, location } = useLeadPanel()
  const dialog = useRef<HTMLDivElement>(null)
  const [notice, setNotice] = useState<string | null>(null)

  useEffect(() => {
    if (!open) return
    // The form may still be loading: hold focus on the close button until its first field takes it (autoFocus).
    const field = dialog.current?.querySelector<HTMLElement>('input, select')
    ;(field ?? dialog.current?.querySelector<HTMLElement>('.lead-panel__close'))?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close()
      if (event.key !== 'Tab' || !dialog.current) return
      const items = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)]
      const [first, last] = [items[0], items[items.length - 1]]
      if (!dialog.current.contains(document.activeElement)) {
        event.preventDefault()
        first.focus()
      } else if (event.shiftKey && document.activeElement === first) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault()
        first.focus()
      }
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open, close])

  return (
    <>
      {notice && (
        <div className="toast" role="alert" data-testid="lead-success">
          <span className="toast__text">{notice}</span>
          <button type="button" aria-label={labels.close} onClick={() => setNotice(null)}>
            ×
          </button>
        </div>
      )}
      {open && (
        <div className="lead-panel" data-testid="lead-panel">
          <div className="lead-panel__backdrop" data-testid="lead-backdrop" onClick={close} />
          <div className="lead-panel__sheet" role="dialog" aria-modal="true" aria-labelledby="lead-title" ref={dialog}>
            <div className="lead-panel__head">
              <h2 id="lead-title">{labels.title}</h2>
              <button type="button" className="lead-panel__close" aria-label={labels.close} onClick={close}>
                ×
              </button>
            </div>
            <Suspense fallback={<div className="lead-panel__loading" aria-busy="true" />}>
              <LeadForm
                locale={locale}
                labels={labels}
                location={location}
                onSuccess={() => {
                  setNotice(notices.success)
                  close()
                }}
              />
            </Suspense>
          </div>
        </div>
      )}
    </>
  )
}
