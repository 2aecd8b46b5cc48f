/**
 * The one way to the translation service: DeepL when DEEPL_API_KEY is set, else none (the feature
 * is hidden). A second service is one more adapter file and one more line here.
 */
import { deeplService } from './deepl'
import { deeplSettings } from './settings'
import type { TranslationService } from './service'

type Env = Record<string, string | undefined>

export function translationService(env: Env = process.env): TranslationService | null {
  const deepl = deeplSettings(env)
  return deepl ? deeplService(deepl) : null
}

export const translationEnabled = (env: Env = process.env): boolean => translationService(env) !== null
