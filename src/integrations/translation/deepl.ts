/**
 * DeepL's API (POST /v2/translate). Glossary terms travel as `<keep>` elements that DeepL's XML
 * handling leaves untouched (`ignore_tags`), which also keeps our escaping intact.
 */
import type { Locale } from '@/i18n/locales'
import type { DeeplSettings } from './settings'
import type { TranslateInput, TranslateOutcome, TranslationService } from './service'

/** DeepL's codes: English needs a variant as a target; our sites are American. */
const SOURCE: Record<Locale, string> = { ko: 'KO', en: 'EN', ja: 'JA' }
const TARGET: Record<Locale, string> = { ko: 'KO', en: 'EN-US', ja: 'JA' }

export function deeplService(settings: DeeplSettings): TranslationService {
  return {
    name: 'deepl',
    async translate(input: TranslateInput): Promise<TranslateOutcome> {
      if (input.texts.length === 0) return { ok: true, texts: [] }
      let response: Response
      try {
        response = await fetch(`${settings.baseUrl}/v2/translate`, {
          method: 'POST',
          headers: { Authorization: `DeepL-Auth-Key ${settings.apiKey}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({
            text: input.texts,
            source_lang: SOURCE[input.from],
            target_lang: TARGET[input.to],
            tag_handling: 'xml',
            ignore_tags: ['keep'],
            ...(input.context ? { context: input.context } : {}),
          }),
          signal: AbortSignal.timeout(settings.timeoutMs),
        })
      } catch {
        return { ok: false, reason: 'unavailable' }
      }
      if (response.status === 456) return { ok: false, reason: 'quota', status: 456 }
      if (response.status === 429) {
        const retryAfter = Number(response.headers.get('retry-after'))
        return { ok: false, reason: 'rateLimited', status: 429, ...(retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}) }
      }
      if (response.status >= 500) return { ok: false, reason: 'unavailable', status: response.status }
      if (!response.ok) return { ok: false, reason: 'rejected', status: response.status }
      const body = (await response.json().catch(() => null)) as { translations?: { text?: unknown }[] } | null
      const texts = body?.translations?.map((t) => t.text)
      if (!texts || texts.length !== input.texts.length || texts.some((t) => typeof t !== 'string')) {
        return { ok: false, reason: 'unavailable', status: response.status }
      }
      return { ok: true, texts: texts as string[] }
    },
  }
}
