/** Addresses of an agent site's homes search and listing pages, in the visitor's locale. */
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/routing'

const withQuery = (path: string, query: URLSearchParams | string) => {
  const text = query.toString()
  return text ? `${path}?${text}` : path
}

export const listingSearchPath = (locale: Locale, basePath: string, query: URLSearchParams | string = '') =>
  withQuery(localizedPath(locale, `${basePath}/homes`), query)

/**
 * A listing's page. A local listing is found by its id alone (no `from`); a listing of the listings
 * API also names the cached answer it is found again in (`from=agent`, or the search's query): the
 * API has no read by id (see findListing).
 */
export function listingPath(locale: Locale, basePath: string, id: string, from?: 'agent' | URLSearchParams): string {
  const path = localizedPath(locale, `${basePath}/listings/${encodeURIComponent(id)}`)
  if (!from) return path
  return withQuery(path, from === 'agent' ? 'from=agent' : from)
}

/** The buyer's favourite homes on this agent site (kept in their browser): /{desiredUrl}/favourites, or /favourites on the agent's domain. */
export const favouritesPath = (locale: Locale, basePath: string) => localizedPath(locale, `${basePath}/favourites`)
