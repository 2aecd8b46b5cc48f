/**
 * The translation endpoints as the panel reads them (/api/field-translations/…): the overview of
 * one document in the locale being edited, a request for suggestions, and an approval. Every
 * failure comes back as the server's own message (already in the admin's language), or null when
 * there is none (the network, or an answer that is not ours), for the panel to say it generically.
 */
import type { AdminLabel } from '@/i18n/label'
import type { Locale } from '@/i18n/locales'

export type LocaleState = 'empty' | 'suggested' | 'approved' | 'person' | 'personOlder' | 'current'

export type Budget = { used: number; limit: number }

export type OverviewField = {
  path: string
  label: AdminLabel
  sourceEmpty: boolean
  locales: Partial<Record<Locale, LocaleState>>
}

export type OpenSuggestion = {
  id: number | string
  locale: Locale
  from: Locale
  path: string
  label: AdminLabel
  source: string
  suggestion: string
  at: string
}

export type Overview =
  { enabled: false } | { enabled: true; from: Locale; budget: Budget | null; fields: OverviewField[]; suggestions: OpenSuggestion[] }

export type FieldInLocale = { locale: Locale; path: string }

export type SuggestRequest = { of: string; from: Locale; to: Locale[]; fields: string[]; replace: FieldInLocale[] }

export type SuggestOutcome = { suggested: FieldInLocale[]; kept: FieldInLocale[]; characters: number; budget: Budget | null }

export type Answer<T> = { ok: true; value: T } | { ok: false; message: string | null }

async function call<T>(url: string, init?: RequestInit): Promise<Answer<T>> {
  try {
    const response = await fetch(url, {
      credentials: 'include',
      ...init,
      headers: { Accept: 'application/json', ...(init?.body ? { 'Content-Type': 'application/json' } : {}) },
    })
    const json = await response.json().catch(() => null)
    if (response.ok && json) return { ok: true, value: json as T }
    // Ours: { message, reason }; Payload's own refusals: { errors: [{ message }] }.
    const message = json?.message ?? json?.errors?.[0]?.message
    return { ok: false, message: typeof message === 'string' && message ? message : null }
  } catch {
    return { ok: false, message: null }
  }
}

export function translationApi(api: string) {
  const base = `${api}/field-translations`
  return {
    overview: (of: string, from: Locale) =>
      call<Overview>(`${base}/overview?${new URLSearchParams({ of, from }).toString()}`, { cache: 'no-store' }),
    suggest: (request: SuggestRequest) => call<SuggestOutcome>(`${base}/suggest`, { method: 'POST', body: JSON.stringify(request) }),
    approve: (id: number | string) =>
      call<{ ok: true }>(`${base}/${encodeURIComponent(String(id))}/approve`, { method: 'POST', body: '{}' }),
  }
}
