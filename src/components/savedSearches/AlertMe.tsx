'use client'

import { lazy, Suspense, useEffect, useRef, useState } from 'react'

import type { Locale } from '@/i18n/locales'
import type { SearchValues } from '@/lib/savedSearches/searchValues'
import type { SubscriptionFormLabels } from './SubscriptionForm'
import './savedSearches.css'

// The form's code (react-hook-form + zod) loads when the buyer first opens it, not with the results.
const SubscriptionForm = lazy(() => import('./SubscriptionForm').then((module) => ({ default: module.SubscriptionForm })))

export type AlertMeLabels = { open: string; title: string; close: string; criteriaLabel: string; form: SubscriptionFormLabels }

/**
 * "Alert me about new homes like these": a button beside the homes search's filters and the dialog it
 * opens (a modal <dialog>: focus moves in and stays in, Escape closes, focus returns to the button).
 * The dialog names the search in words and sends its filters with the buyer's address.
 */
export function AlertMe({
  realtorId,
  locale,
  labels,
  criteria,
  search,
  privacyHref,
}: {
  realtorId: number
  locale: Locale
  labels: AlertMeLabels
  /** The search in words ("Single-family homes for sale in Irvine, CA"). */
  criteria: string
  search: SearchValues
  privacyHref: string
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(false)
  // Each opening starts a new form: the "check your e-mail" state of the last one is not shown again.
  const [opening, setOpening] = useState(0)
  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) element.showModal()
    if (!open && element.open) element.close()
  }, [open])
  return (
    <div className="alert-me">
      <button
        ref={opener}
        type="button"
        className="button button--outline alert-me__open"
        aria-haspopup="dialog"
        data-testid="alert-me-open"
        onClick={() => {
          setOpening((count) => count + 1)
          setOpen(true)
        }}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2z" />
        </svg>
        <span>{labels.open}</span>
      </button>
      <dialog
        ref={dialog}
        className="alert-me__dialog"
        aria-labelledby="alert-me-title"
        data-testid="alert-me-dialog"
        onClose={() => {
          setOpen(false)
          // Back where the buyer was, whichever way the dialog closed (Escape, ×, the backdrop).
          opener.current?.focus()
        }}
        // A click on the backdrop (the dialog element itself, outside its sheet) closes it.
        onClick={(event) => {
          if (event.target === event.currentTarget) setOpen(false)
        }}
      >
        <div className="alert-me__sheet">
          <div className="alert-me__head">
            <h2 id="alert-me-title">{labels.title}</h2>
            <button type="button" className="alert-me__close" aria-label={labels.close} onClick={() => setOpen(false)}>
              ×
            </button>
          </div>
          <p className="alert-me__criteria" data-testid="alert-me-criteria">
            <span className="muted">{labels.criteriaLabel}</span>
            <strong>{criteria}</strong>
          </p>
          {open && (
            <Suspense fallback={<div className="alert-me__loading" aria-busy="true" />}>
              <SubscriptionForm
                key={opening}
                realtorId={realtorId}
                locale={locale}
                labels={labels.form}
                target={{ search }}
                privacyHref={privacyHref}
                autoFocus
              />
            </Suspense>
          )}
        </div>
      </dialog>
    </div>
  )
}
