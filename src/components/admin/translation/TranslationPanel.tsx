'use client'
/**
 * Translation suggestions beside a document's fields (a sidebar ui field on realtors, listings,
 * pages and the landing): the month's budget, what still awaits approval in the locale being
 * edited, the form asking for suggestions from this locale, and the open suggestions to approve.
 * Everything comes from the server's overview, fetched again after each save, locale switch,
 * request and approval; when the service is off the panel draws nothing.
 */
import { useConfig, useDocumentInfo, useLocale, useTranslation } from '@payloadcms/ui'
import { useEffect, useId, useMemo, useState } from 'react'

import { localeCodes, localeOfLanguage, type Locale } from '@/i18n/locales'
import { languageName } from '@/lib/email/languageNames'

import { translationApi, type Answer, type Overview, type SuggestRequest } from './api'
import { OpenSuggestions } from './OpenSuggestions'
import { SuggestForm } from './SuggestForm'
import * as style from './styles'
import { translationTexts } from './texts'

/** What the last request came to, for the locale it was made from. */
type Note = { kind: 'success' | 'failure'; text: string; from: Locale } | null

export function TranslationPanel() {
  const { id, collectionSlug, globalSlug, lastUpdateTime } = useDocumentInfo()
  const { code } = useLocale()
  const { i18n } = useTranslation()
  const { config } = useConfig()
  const language = localeOfLanguage(i18n.language)
  const from = localeOfLanguage(code)
  const t = translationTexts[language]
  const ids = useId()
  const target = globalSlug ?? (collectionSlug && id != null ? `${collectionSlug}:${id}` : null)
  const api = useMemo(() => translationApi(`${config.serverURL ?? ''}${config.routes.api}`), [config.serverURL, config.routes.api])

  const [answer, setAnswer] = useState<{ of: string; from: Locale; overview: Answer<Overview> } | null>(null)
  const [asked, setAsked] = useState(0)
  const [note, setNote] = useState<Note>(null)

  useEffect(() => {
    if (!target) return
    let current = true
    void api.overview(target, from).then((overview) => {
      if (current) setAnswer({ of: target, from, overview })
    })
    return () => {
      current = false
    }
  }, [api, target, from, lastUpdateTime, asked])

  // A new document has nothing to translate yet; an answer for another locale is on its way out.
  if (!target || !answer || answer.of !== target || answer.from !== from) return null
  const { overview } = answer
  if (overview.ok && !overview.value.enabled) return null
  const refetch = () => setAsked((n) => n + 1)

  async function suggest(request: Omit<SuggestRequest, 'of' | 'from'>) {
    setNote(null)
    const result = await api.suggest({ of: target!, from, ...request })
    if (!result.ok) {
      setNote({ kind: 'failure', text: result.message ?? t.failed, from })
      return null
    }
    const { suggested, kept } = result.value
    const languages = [...new Set(suggested.map((s) => s.locale))].map((locale) => languageName(language, locale))
    const said = suggested.length
      ? t.outcome(
          suggested.length,
          languages.reduce((all, name) => t.and(all, name)),
        )
      : t.nothingNew
    setNote({ kind: 'success', text: kept.length ? `${said} ${t.kept(kept.length)}` : said, from })
    refetch()
    return result.value
  }

  async function approve(suggestion: number | string) {
    const result = await api.approve(suggestion)
    // Approved, or no longer awaiting approval (a person's edit, another tab): either way the list is stale.
    refetch()
    return result.ok ? null : (result.message ?? t.failed)
  }

  const open = overview.ok && overview.value.enabled ? overview.value : null
  const pending = open?.suggestions.filter((s) => s.locale === from).length ?? 0
  const numbers = new Intl.NumberFormat(language)

  return (
    <section aria-labelledby={`${ids}-title`} style={style.panel} data-testid="translation-panel">
      <h3 id={`${ids}-title`} style={style.heading}>
        {t.heading}
      </h3>
      {!overview.ok ? (
        <p role="alert" style={style.failure} data-testid="translation-error">
          {overview.message ?? t.failed}
        </p>
      ) : null}
      {open?.budget ? (
        <p style={style.small} data-testid="translation-budget">
          {t.budget(numbers.format(open.budget.used), numbers.format(open.budget.limit))}
        </p>
      ) : null}
      {pending ? (
        <p role="status" style={style.notice} data-testid="translation-pending">
          {t.pending(pending, languageName(language, from))}
        </p>
      ) : null}
      {open ? (
        <SuggestForm
          language={language}
          from={from}
          targets={localeCodes.filter((locale) => locale !== from)}
          fields={open.fields}
          onSuggest={suggest}
        />
      ) : null}
      {note?.from === from ? (
        <p role={note.kind === 'failure' ? 'alert' : 'status'} style={style[note.kind]} data-testid="translation-outcome">
          {note.text}
        </p>
      ) : null}
      {open ? <OpenSuggestions language={language} current={from} suggestions={open.suggestions} onApprove={approve} /> : null}
    </section>
  )
}
