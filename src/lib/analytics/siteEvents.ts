/**
 * What a page tells the visitor-numbers beacon (public/analytics/beacon.js): events wait in
 * window.siteEvents until the beacon has loaded, then go straight to it. Nothing leaves the page here.
 */
import type { WireEvent } from './events'
import type { PageKind } from './events'

type Queued = { site: number | null; event: WireEvent }
type EventsWindow = { siteEvents?: { push: (item: Queued) => unknown } }

/** `site`: the agent whose site it happened on, null on the landing page. */
export function countEvent(site: number | null, event: WireEvent): void {
  const target = globalThis as unknown as EventsWindow
  ;(target.siteEvents ??= [] as Queued[]).push({ site, event })
}

const LEGAL = new Set(['/terms', '/agreement', '/process', '/probiz', '/terms/privacy'])

/** The kind of page at this path inside a site (`/` is the agent's home, or the landing page without an agent). */
export function pageKindOf(path: string, agentSite: boolean): PageKind {
  const bare = path.replace(/\/+$/, '') || '/'
  if (bare === '/') return agentSite ? 'home' : 'landing'
  if (LEGAL.has(bare)) return 'legal'
  if (!agentSite) return 'other'
  if (bare === '/homes') return 'homes'
  if (/^\/listings\/[^/]+$/.test(bare)) return 'listing'
  if (bare === '/favourites') return 'favourites'
  if (bare === '/valuation') return 'valuation'
  if (bare === '/alerts' || bare.startsWith('/alerts/')) return 'alerts'
  return 'other'
}

/** The path inside the site: the browser's path without the locale prefix and the agent's address (`home`). */
export function pathInSite(pathname: string, home: string): string {
  const base = home === '/' ? '' : home.replace(/\/+$/, '')
  if (base && (pathname === base || pathname.startsWith(`${base}/`))) return pathname.slice(base.length) || '/'
  return pathname || '/'
}

/** The events of one page view: the view, and a homes search or a listing view where it is one. */
export function pageViewEvents(path: string, agentSite: boolean, locale: WireEvent['locale']): WireEvent[] {
  const page = pageKindOf(path, agentSite)
  const events: WireEvent[] = [{ kind: 'page_view', page, path, locale }]
  if (page === 'homes') events.push({ kind: 'search', locale })
  if (page === 'listing') events.push({ kind: 'listing_view', listing: decodeURIComponent(path.split('/')[2] ?? ''), locale })
  return events
}
