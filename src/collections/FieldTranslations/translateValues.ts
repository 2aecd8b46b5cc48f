/**
 * Field values through the translation service: each value cut into the strings a person reads
 * (src/lib/translation/segments.ts), glossary terms protected, all of one language pair in as few
 * requests as DeepL takes (50 texts each), and the values rebuilt with the answers in place.
 */
import type { Locale } from '@/i18n/locales'
import type { TranslationFailure, TranslationService } from '@/integrations/translation/service'
import { protectTerms, releaseTerms, type GlossaryEntry } from '@/lib/translation/glossary'
import { segmentsOf, type FieldKind } from '@/lib/translation/segments'

/** DeepL takes at most 50 texts per request. */
const TEXTS_PER_REQUEST = 50

export type TranslatedValues = { ok: true; values: unknown[] }

/** How many characters the service bills for these values (what is sent, tags aside). */
export function charactersOf(items: { kind: FieldKind; value: unknown }[]): number {
  return items.reduce((sum, { kind, value }) => sum + segmentsOf(kind, value).texts.reduce((n, text) => n + [...text].length, 0), 0)
}

export async function translateValues(
  service: TranslationService,
  items: { kind: FieldKind; value: unknown }[],
  from: Locale,
  to: Locale,
  glossary: GlossaryEntry[],
): Promise<TranslatedValues | TranslationFailure> {
  const segments = items.map(({ kind, value }) => segmentsOf(kind, value))
  const sent = segments.flatMap((s) => s.texts.map((text) => protectTerms(text, from, to, glossary)))
  const answers: string[] = []
  for (let start = 0; start < sent.length; start += TEXTS_PER_REQUEST) {
    const outcome = await service.translate({ texts: sent.slice(start, start + TEXTS_PER_REQUEST), from, to })
    if (!outcome.ok) return outcome
    answers.push(...outcome.texts.map(releaseTerms))
  }
  let next = 0
  const values = segments.map((s) => s.rebuild(s.texts.map(() => answers[next++])))
  return { ok: true, values }
}
