'use client'

/**
 * A date only the system writes (when an e-mail went out, when a delivery arrived), shown as text in
 * the admin's language: Payload's read-only date picker prints English months ("Nov 25, 2026 1:18 PM")
 * on a Korean or Japanese screen.
 */
import { FieldLabel, useField, useTranslation } from '@payloadcms/ui'
import type { DateFieldClientProps } from 'payload'

import { localeOfLanguage } from '@/i18n/locales'

import { LocalTime } from './LocalTime'

export function ReadOnlyDate({ field, path }: DateFieldClientProps) {
  const { value } = useField<string | null>({ path: path ?? field.name })
  const { i18n } = useTranslation()
  return (
    <div className="field-type" style={{ marginBottom: 'var(--spacing-field, 16px)' }}>
      <FieldLabel label={field.label} path={path} />
      <p style={{ margin: 0, fontSize: 16, lineHeight: 1.5, color: 'var(--theme-text)' }}>
        {value ? <LocalTime iso={value} language={localeOfLanguage(i18n.language)} /> : '—'}
      </p>
    </div>
  )
}
