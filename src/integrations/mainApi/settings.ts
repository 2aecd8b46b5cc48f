/**
 * The company's main API: MAIN_API_URL (unset: realtor sync and contact forwarding are off) and
 * MAIN_API_TOKEN (sent as a bearer token). Read at every call; every reader asks here.
 */
type Env = Record<string, string | undefined>

export type MainApiSettings = { baseUrl: string; token: string | null }

export function mainApiSettings(env: Env = process.env): MainApiSettings | null {
  const baseUrl = env.MAIN_API_URL?.trim()
  if (!baseUrl) return null
  return { baseUrl, token: env.MAIN_API_TOKEN?.trim() || null }
}

/** Whether the main API is configured (no URL: sync and forwarding are off). */
export function mainApiConfigured(env: Env = process.env): boolean {
  return mainApiSettings(env) !== null
}
