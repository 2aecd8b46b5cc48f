/** Which page of a site a path is: the same answer in the browser (./siteEvents.ts) and on the server (./events.ts). */
import type { PageKind } from './events'

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
  if (/^\/areas\/[a-z0-9-]{1,80}$/.test(bare)) return 'area'
  if (bare === '/blog') return 'blog'
  if (/^\/blog\/[a-z0-9-]{1,80}$/.test(bare)) return 'post'
  if (bare === '/reviews') return 'reviews'
  return 'other'
}

/** The path inside the site: the browser's path without the locale prefix and the agent's address (`home`). */
export function pathInSite(pathname: string, home: string): string {
  const base = home === '/' ? '' : home.replace(/\/+$/, '')
  if (base && (pathname === base || pathname.startsWith(`${base}/`))) return pathname.slice(base.length) || '/'
  return pathname || '/'
}
