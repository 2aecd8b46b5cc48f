/**
 * Where listings come from: the listings API when LISTINGS_API_URL is set (its home-list and agent
 * calls), else the `listings` collection. Read at every call, so a test or a restarted process sees
 * the current value; every reader asks here.
 */
type Env = Record<string, string | undefined>

export type ListingsSourceKind = 'api' | 'collection'

/** The listings API's base URL, or null when listings come from our collection. */
export function listingsApiUrl(env: Env = process.env): string | null {
  return env.LISTINGS_API_URL?.trim() || null
}

export function listingsSourceKind(env: Env = process.env): ListingsSourceKind {
  return listingsApiUrl(env) ? 'api' : 'collection'
}

/** Part of every cache key of listings: answers of another source (or another API) are never reused. */
export function listingsSourceKey(env: Env = process.env): string {
  return listingsApiUrl(env) ?? 'collection'
}
