/**
 * A buyer's favourite homes on one agent site, kept in their browser (no account): what each needs to
 * be shown again without asking the server, and the rules of the list. Pure: the browser storage is
 * read and written by src/components/favourites/favouritesStore.ts.
 */

/**
 * Homes one list keeps: the alerts endpoint's MAX_FAVOURITES (a unit test holds them equal). Not
 * imported from the schema: this file runs on every agent page, the schema brings zod with it.
 */
export const FAVOURITES_KEPT = 50

export type FavouriteHome = {
  id: string
  /** The listing page, its query included (an API listing is found again through it). */
  href: string
  /** The query of `href` (after `?`), empty for a local listing: what the alerts endpoint follows. */
  from: string
  address: string
  price: string
  photo?: string
  beds?: number
  baths?: number
}

/** One list per agent site: a buyer hearting homes on two agents' sites keeps two lists. */
export const favouritesKey = (realtorId: number) => `favourites:${realtorId}`

/** The query part of a listing page's address. */
export const fromOfHref = (href: string) => {
  const at = href.indexOf('?')
  return at === -1 ? '' : href.slice(at + 1)
}

const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max
/** A path of this site: `/…`, never `//host` or `/\host`, which browsers read as another site. */
const isOwnPath = (value: string) => value.startsWith('/') && !/^\/[/\\]/.test(value)
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0

/** A stored entry, or null when it is not one of ours (edited by hand, an older shape). */
function favouriteOf(value: unknown): FavouriteHome | null {
  if (!value || typeof value !== 'object') return null
  const entry = value as Record<string, unknown>
  if (!isText(entry.id, 120) || !entry.id || !isText(entry.href, 1000) || !isOwnPath(entry.href)) return null
  if (!isText(entry.address, 300) || !isText(entry.price, 60)) return null
  return {
    id: entry.id,
    href: entry.href,
    from: isText(entry.from, 400) ? entry.from : fromOfHref(entry.href),
    address: entry.address,
    price: entry.price,
    ...(isText(entry.photo, 1000) && isOwnPath(entry.photo) ? { photo: entry.photo } : {}),
    ...(isCount(entry.beds) ? { beds: entry.beds } : {}),
    ...(isCount(entry.baths) ? { baths: entry.baths } : {}),
  }
}

/** The stored list; anything unreadable is left out rather than breaking the page. */
export function parseFavourites(raw: string | null): FavouriteHome[] {
  if (!raw) return []
  try {
    const value: unknown = JSON.parse(raw)
    if (!Array.isArray(value)) return []
    const seen = new Set<string>()
    return value.flatMap((item) => {
      const home = favouriteOf(item)
      if (!home || seen.has(home.id)) return []
      seen.add(home.id)
      return [home]
    })
  } catch {
    return []
  }
}

/** Newest first; the oldest goes when the list is full. */
export function addFavourite(list: FavouriteHome[], home: FavouriteHome): FavouriteHome[] {
  return [home, ...list.filter((item) => item.id !== home.id)].slice(0, FAVOURITES_KEPT)
}

export const removeFavourite = (list: FavouriteHome[], id: string) => list.filter((item) => item.id !== id)
