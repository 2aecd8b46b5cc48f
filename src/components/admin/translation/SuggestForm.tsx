'use client'
/**
 * "Suggest translations from Korean": which languages, which fields (each with what the other
 * languages hold now), and the button. A field is ticked at first when a ticked language has
 * nothing there, an unapproved suggestion, or machine text approved before the source changed; a person's text is kept unless its "replace" is ticked,
 * offered only where the person wrote before the source last changed. The button waits while the
 * form has unsaved changes: the server translates what is saved, not what is typed.
 */
import { useFormModified } from '@payloadcms/ui'
import { useId, useState } from 'react'

import type { Locale } from '@/i18n/locales'
import { languageName } from '@/lib/email/languageNames'

import type { FieldInLocale, LocaleState, OverviewField, SuggestOutcome, SuggestRequest } from './api'
import * as style from './styles'
import { translationTexts } from './texts'

type Props = {
  language: Locale
  from: Locale
  targets: Locale[]
  fields: OverviewField[]
  onSuggest: (request: Omit<SuggestRequest, 'of' | 'from'>) => Promise<SuggestOutcome | null>
}

/** States a suggestion would fill or refresh: nothing there, unapproved, or approved before the source changed. */
const OUT_OF_DATE = new Set<LocaleState>(['empty', 'suggested', 'approved'])

const wanted = (field: OverviewField, to: Locale[]) =>
  !field.sourceEmpty && to.some((locale) => OUT_OF_DATE.has(field.locales[locale] as LocaleState))

const key = ({ locale, path }: FieldInLocale) => `${locale}:${path}`

export function SuggestForm({ language, from, targets, fields, onSuggest }: Props) {
  const t = translationTexts[language]
  const ids = useId()
  const modified = useFormModified()
  const [to, setTo] = useState<Locale[]>(targets)
  // The editor's own ticks; a field not in here follows its default.
  const [picked, setPicked] = useState<Record<string, boolean>>({})
  const [replace, setReplace] = useState<Set<string>>(new Set())
  const [busy, setBusy] = useState(false)

  const isPicked = (field: OverviewField) => !field.sourceEmpty && (picked[field.path] ?? wanted(field, to))
  const chosen = fields.filter(isPicked)
  const disabled = busy || modified || to.length === 0 || chosen.length === 0

  async function suggest() {
    setBusy(true)
    const replaced = chosen.flatMap((field) =>
      to.filter((locale) => replace.has(key({ locale, path: field.path }))).map((locale) => ({ locale, path: field.path })),
    )
    const outcome = await onSuggest({ to, fields: chosen.map((field) => field.path), replace: replaced })
    setBusy(false)
    if (outcome) {
      setPicked({})
      setReplace(new Set())
    }
  }

  const toggleTarget = (locale: Locale, on: boolean) =>
    setTo((list) => targets.filter((code) => (code === locale ? on : list.includes(code))))
  const toggleReplace = (id: string, on: boolean) =>
    setReplace((set) => {
      const next = new Set(set)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })

  return (
    <section aria-labelledby={`${ids}-title`} style={style.block} data-testid="translation-suggest-form">
      <h4 id={`${ids}-title`} style={style.subheading}>
        {t.suggestFrom(languageName(language, from))}
      </h4>

      <fieldset style={style.block}>
        <legend style={{ ...style.small, padding: 0 }}>{t.into}</legend>
        <div style={{ display: 'flex', flexWrap: 'wrap', columnGap: 16, minWidth: 0 }}>
          {targets.map((locale) => (
            <label key={locale} style={style.choice}>
              <input
                type="checkbox"
                style={style.checkbox}
                checked={to.includes(locale)}
                onChange={(event) => toggleTarget(locale, event.target.checked)}
                data-testid={`translation-target-${locale}`}
              />
              {languageName(language, locale)}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset style={style.block}>
        <legend style={{ ...style.small, padding: 0 }}>{t.fields}</legend>
        {fields.length === 0 ? <p style={style.small}>{t.noFields}</p> : null}
        <ul style={{ ...style.list, gap: 8 }}>
          {fields.map((field) => {
            const fieldLabel = field.label[language]
            return (
              <li key={field.path} data-testid={`translation-field-${field.path}`} style={{ minWidth: 0 }}>
                <label style={{ ...style.choice, fontWeight: 600, cursor: field.sourceEmpty ? 'default' : 'pointer' }}>
                  <input
                    type="checkbox"
                    style={style.checkbox}
                    checked={isPicked(field)}
                    disabled={field.sourceEmpty}
                    onChange={(event) => setPicked((map) => ({ ...map, [field.path]: event.target.checked }))}
                    data-testid="translation-field-check"
                  />
                  {fieldLabel}
                </label>
                <ul style={{ ...style.list, gap: 0, paddingLeft: 28 }}>
                  {field.sourceEmpty ? <li style={style.small}>{t.sourceEmpty(languageName(language, from))}</li> : null}
                  {targets.map((locale) => {
                    const state = field.locales[locale]
                    if (!state) return null
                    const id = key({ locale, path: field.path })
                    const name = languageName(language, locale)
                    return (
                      <li
                        key={locale}
                        data-testid={`translation-state-${field.path}-${locale}`}
                        style={{ ...style.small, display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 12 }}
                      >
                        <span>{t.states[state](name, languageName(language, from))}</span>
                        {state === 'personOlder' ? (
                          <label style={{ ...style.choice, minHeight: 32 }}>
                            <input
                              type="checkbox"
                              style={style.checkbox}
                              checked={replace.has(id)}
                              disabled={!isPicked(field) || !to.includes(locale)}
                              onChange={(event) => toggleReplace(id, event.target.checked)}
                              aria-label={t.replaceLabel(fieldLabel, name)}
                              data-testid={`translation-replace-${field.path}-${locale}`}
                            />
                            {t.replace}
                          </label>
                        ) : null}
                      </li>
                    )
                  })}
                </ul>
              </li>
            )
          })}
        </ul>
      </fieldset>

      <div style={style.block}>
        <button
          type="button"
          className="btn btn--style-primary btn--size-medium"
          style={style.button}
          disabled={disabled}
          aria-busy={busy}
          onClick={() => void suggest()}
          data-testid="translation-suggest"
        >
          {busy ? t.busy : t.suggest}
        </button>
        {modified && !busy ? (
          <p style={style.small} data-testid="translation-save-first">
            {t.saveFirst}
          </p>
        ) : null}
      </div>
    </section>
  )
}
