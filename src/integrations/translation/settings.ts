/**
 * The translation service: DEEPL_API_KEY switches it on (a key ending in `:fx` is a DeepL API Free
 * key, answered at api-free.deepl.com; any other at api.deepl.com); DEEPL_API_URL overrides the host
 * (a proxy, or the tests' stand-in). Unset: suggestions and visitor-message translations are hidden.
 * Read at every call; every reader asks here.
 */
type Env = Record<string, string | undefined>

export type DeeplSettings = { apiKey: string; baseUrl: string; timeoutMs: number }

export const DEEPL_TIMEOUT_MS = 10_000

export function deeplSettings(env: Env = process.env): DeeplSettings | null {
  const apiKey = env.DEEPL_API_KEY?.trim()
  if (!apiKey) return null
  const host = apiKey.endsWith(':fx') ? 'https://api-free.deepl.com' : 'https://api.deepl.com'
  const baseUrl = (env.DEEPL_API_URL?.trim() || host).replace(/\/+$/, '')
  return { apiKey, baseUrl, timeoutMs: DEEPL_TIMEOUT_MS }
}
