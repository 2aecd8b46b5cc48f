/**
 * What kind of thing a request asked for, from its path alone: the label of the request
 * metrics and the access log. A small fixed set, so a metric never gets one series per
 * address a visitor (or a scanner) makes up.
 */
export const ROUTE_KINDS = ['page', 'api', 'admin', 'static', 'image', 'media', 'probe', 'beacon'] as const

export type RouteKind = (typeof ROUTE_KINDS)[number]

/** Answers of the load balancer's and Prometheus's polls: frequent, cheap, not traffic. */
const PROBES = new Set(['/api/health', '/api/ready', '/api/build', '/api/metrics'])

/** `target` is the request line's target (path and query, as Node gives it). */
export function routeKind(target: string | undefined): RouteKind {
  const path = (target ?? '/').split(/[?#]/)[0]!.replace(/\/+$/, '') || '/'
  if (PROBES.has(path)) return 'probe'
  // The visitor-numbers beacon: one with every page view, counted apart so it never blurs the API's figures.
  if (path === '/api/analytics/events') return 'beacon'
  if (path.startsWith('/api/media/file/')) return 'media'
  if (path === '/_next/image') return 'image'
  if (path.startsWith('/_next/static/') || path === '/favicon.ico' || path === '/robots.txt' || path === '/sitemap.xml') return 'static'
  // The admin and its live preview, with the admin's own API answers, belong to the editors.
  if (path === '/admin' || path.startsWith('/admin/') || path.startsWith('/preview/')) return 'admin'
  if (path === '/api' || path.startsWith('/api/')) return 'api'
  // A public file (public/): a dot in the last segment, as the proxy decides (src/proxy.ts).
  if (path.slice(path.lastIndexOf('/')).includes('.')) return 'static'
  return 'page'
}
