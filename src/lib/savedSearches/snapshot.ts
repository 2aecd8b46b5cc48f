/**
 * What a run learns from one criteria's homes: the snapshot shared by every search with those
 * criteria (each home's price, when it was first seen and when its price last changed), and, per
 * search, the news since that search last looked: new homes and price changes of homes it had seen.
 * Pure: the alerts job (src/jobs/alerts/) fetches, stores and sends.
 */
import type { ListingView } from '../listings/types'

/** A home as an alert shows it: enough to draw it in an e-mail without asking the source again. */
export type AlertHome = Pick<
  ListingView,
  'id' | 'status' | 'address' | 'city' | 'state' | 'zipcode' | 'price' | 'beds' | 'baths' | 'livingArea' | 'photoUrl'
> & {
  /** The homes-search page it was found on (its listing page is found again from that page). */
  page: number
}

export type SnapshotHome = AlertHome & {
  firstSeenAt: string
  changedAt?: string
  previousPrice?: number
  /** When the criteria stopped finding it; kept a while, so a home that comes back is not news. */
  goneAt?: string
}

export type Snapshot = Record<string, SnapshotHome>

export type NewsItem = { kind: 'new' | 'price'; home: AlertHome; previousPrice?: number }

/** Homes the criteria found at the snapshot's first fetch are the baseline: nobody is told about them. */
const BASELINE = new Date(0).toISOString()
const FORGET_GONE_AFTER_MS = 30 * 24 * 60 * 60 * 1000

export function alertHomeOf(home: ListingView, page: number): AlertHome {
  const { id, status, address, city, state, zipcode, price, beds, baths, livingArea, photoUrl } = home
  return { id, status, address, city, state, zipcode, price, beds, baths, livingArea, photoUrl, page }
}

/** The snapshot after a fetch that found `found` (in page order, `perPage` a page) at `now`. */
export function mergeSnapshot(previous: Snapshot | null, found: ListingView[], perPage: number, now: Date): Snapshot {
  const at = now.toISOString()
  const next: Snapshot = {}
  found.forEach((home, index) => {
    const current = alertHomeOf(home, Math.floor(index / perPage))
    const before = previous?.[home.id]
    if (!before) {
      next[home.id] = { ...current, firstSeenAt: previous ? at : BASELINE }
    } else if (before.price !== current.price) {
      next[home.id] = { ...current, firstSeenAt: before.firstSeenAt, changedAt: at, previousPrice: before.price }
    } else {
      next[home.id] = { ...before, ...current, goneAt: undefined }
    }
  })
  for (const [id, before] of Object.entries(previous ?? {})) {
    if (next[id]) continue
    const goneAt = before.goneAt ?? at
    if (now.getTime() - Date.parse(goneAt) < FORGET_GONE_AFTER_MS) next[id] = { ...before, goneAt }
  }
  return next
}

/**
 * What a search that last looked at `checkedAt` has not heard of: homes first seen after it, and
 * price changes after it of homes seen before it. Homes no longer found are not news.
 */
export function newsSince(snapshot: Snapshot, checkedAt: string): NewsItem[] {
  const news: NewsItem[] = []
  for (const entry of Object.values(snapshot)) {
    if (entry.goneAt) continue
    const { firstSeenAt, changedAt, previousPrice } = entry
    const home = alertHomeOf(entry, entry.page)
    if (firstSeenAt > checkedAt) news.push({ kind: 'new', home })
    else if (changedAt && changedAt > checkedAt) news.push({ kind: 'price', home, previousPrice })
  }
  // New homes first, then in the order the search shows them.
  return news.sort((a, b) => (a.kind === b.kind ? a.home.page - b.home.page : a.kind === 'new' ? -1 : 1))
}

/** Favourites: each home's price and status as the buyer last heard of them. */
export type FavouriteState = { price: number; status: string }
export type FavouriteNews = { kind: 'price' | 'status'; home: AlertHome; previousPrice?: number; previousStatus?: string }

/** Changes of a favourites list: a new price, or a new status (sold, back on the market). Unknown homes are not news. */
export function favouriteChanges(known: Record<string, FavouriteState>, current: AlertHome[]): FavouriteNews[] {
  const news: FavouriteNews[] = []
  for (const home of current) {
    const before = known[home.id]
    if (!before) continue
    if (before.status !== home.status) news.push({ kind: 'status', home, previousStatus: before.status })
    else if (before.price !== home.price) news.push({ kind: 'price', home, previousPrice: before.price })
  }
  return news
}
