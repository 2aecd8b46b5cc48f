/**
 * What a translation service must do for us, small enough that another service (Google Cloud
 * Translation, a self-hosted LibreTranslate) is one more file beside `deepl.ts`.
 *
 * The texts are XML fragments: `&`, `<` and `>` in the words are escaped, and `<keep>…</keep>`
 * spans (glossary terms, src/lib/translation/glossary.ts) must come back exactly as sent. Only field
 * text is ever sent, one string per line or rich-text run, never a whole document.
 */
import type { Locale } from '@/i18n/locales'

export type TranslateInput = {
  texts: string[]
  from: Locale
  to: Locale
  /** Surrounding text that helps the service pick words; not translated, not billed by DeepL. */
  context?: string
}

/**
 * Why a service did not translate: its monthly quota is used up (DeepL 456), it asks us to slow
 * down (429), it is down or did not answer in time (5xx, network, timeout), or it refused the request
 * (a wrong key, 403; a malformed request, 400).
 */
export type TranslationFailureReason = 'quota' | 'rateLimited' | 'unavailable' | 'rejected'

export type TranslationFailure = { ok: false; reason: TranslationFailureReason; status?: number; retryAfterSeconds?: number }

export type TranslateOutcome = { ok: true; texts: string[] } | TranslationFailure

export interface TranslationService {
  /** For logs and metrics: 'deepl'. */
  readonly name: string
  /** Never throws: a failure is an outcome. The texts come back in the order sent. */
  translate(input: TranslateInput): Promise<TranslateOutcome>
}
