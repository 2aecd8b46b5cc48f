'use client'
/**
 * The machine suggestions still awaiting approval, by language: each field's original and the
 * suggestion (side by side when there is room), "Approve", and a link to edit it in its language
 * (the same document with ?locale=…, switched the way Payload's own locale menu does it).
 */
import { useRouteTransition } from '@payloadcms/ui'
import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import { useId, useState, type MouseEvent } from 'react'

import { localeCodes, type Locale } from '@/i18n/locales'
import { languageName } from '@/lib/email/languageNames'

import type { OpenSuggestion } from './api'
import { LongText } from './LongText'
import * as style from './styles'
import { translationTexts } from './texts'

type Props = {
  language: Locale
  /** The locale being edited: its group comes first and needs no "edit in" link. */
  current: Locale
  suggestions: OpenSuggestion[]
  onApprove: (id: OpenSuggestion['id']) => Promise<string | null>
}

export function OpenSuggestions({ language, current, suggestions, onApprove }: Props) {
  const t = translationTexts[language]
  const ids = useId()
  // The locale being edited first, then the others in the product's order of languages.
  const order = (locale: Locale) => (locale === current ? -1 : localeCodes.indexOf(locale))
  const groups = [...new Set(suggestions.map((s) => s.locale))].sort((a, b) => order(a) - order(b))
  if (!groups.length) return null
  return (
    <section aria-labelledby={`${ids}-title`} style={style.block} data-testid="translation-suggestions">
      <h4 id={`${ids}-title`} style={style.subheading}>
        {t.openHeading}
      </h4>
      {groups.map((locale) => (
        <section key={locale} aria-label={languageName(language, locale)} style={style.block} data-testid={`translation-group-${locale}`}>
          <h5 style={{ ...style.subheading, fontSize: 15 }}>{languageName(language, locale)}</h5>
          <ul style={style.list}>
            {suggestions
              .filter((s) => s.locale === locale)
              .map((s) => (
                <Suggestion key={s.id} language={language} current={current} suggestion={s} onApprove={onApprove} />
              ))}
          </ul>
        </section>
      ))}
    </section>
  )
}

function Suggestion({
  language,
  current,
  suggestion,
  onApprove,
}: {
  language: Locale
  current: Locale
  suggestion: OpenSuggestion
  onApprove: Props['onApprove']
}) {
  const t = translationTexts[language]
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const editHref = useLocaleHref(suggestion.locale)

  async function approve() {
    setBusy(true)
    setError(null)
    const refused = await onApprove(suggestion.id)
    // On success the overview is fetched again and this suggestion leaves the list.
    setBusy(false)
    setError(refused)
  }

  return (
    <li
      data-testid="translation-suggestion"
      data-locale={suggestion.locale}
      data-path={suggestion.path}
      style={{ ...style.block, padding: 12, borderRadius: 6, border: '1px solid var(--theme-elevation-150)' }}
    >
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, minWidth: 0 }}>
        <strong>{suggestion.label[language]}</strong>
        <span style={style.badge} data-testid="translation-badge">
          {t.badge}
        </span>
      </div>
      <div style={style.pair}>
        <div style={{ minWidth: 0 }}>
          <p style={style.small}>{t.original(languageName(language, suggestion.from))}</p>
          <LongText text={suggestion.source} language={language} testId="translation-source" />
        </div>
        <div style={{ minWidth: 0 }}>
          <p style={style.small}>{t.suggestion(languageName(language, suggestion.locale))}</p>
          <LongText text={suggestion.suggestion} language={language} testId="translation-suggestion-text" />
        </div>
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, minWidth: 0 }}>
        <button
          type="button"
          className="btn btn--style-primary btn--size-small"
          style={style.button}
          disabled={busy}
          aria-busy={busy}
          onClick={() => void approve()}
          data-testid="translation-approve"
        >
          {busy ? t.approving : t.approve}
        </button>
        {suggestion.locale === current ? null : (
          <a
            className="btn btn--style-secondary btn--size-small"
            style={{ ...style.button, display: 'inline-flex', alignItems: 'center' }}
            {...editHref}
            data-testid="translation-edit"
          >
            {t.edit(languageName(language, suggestion.locale))}
          </a>
        )}
      </div>
      {error ? (
        <p role="alert" style={style.failure} data-testid="translation-approve-error">
          {error}
        </p>
      ) : null}
    </li>
  )
}

/** This document in another locale: a real link (a new tab works), followed inside the admin without a reload. */
function useLocaleHref(locale: Locale) {
  const router = useRouter()
  const pathname = usePathname()
  const searchParams = useSearchParams()
  const { startRouteTransition } = useRouteTransition()
  const params = new URLSearchParams(searchParams.toString())
  params.set('locale', locale)
  const href = `${pathname}?${params.toString()}`
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return
    event.preventDefault()
    startRouteTransition(() => router.push(href))
  }
  return { href, onClick }
}
