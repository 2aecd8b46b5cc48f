/**
 * Which site a request is for, by host (spec 'Root shell'; ARCHITECTURE 'Hosts').
 * Platform hosts serve the landing page and /{desiredUrl}; any other host is
 * an agent's own domain.
 */

export const DEFAULT_HOME_HOSTS = ['localhost', '127.0.0.1']

/** Host without port, lower-cased; IPv6 brackets kept. */
export function hostName(hostHeader: string | null | undefined): string {
  const host = (hostHeader ?? '').trim().toLowerCase()
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1)
  return host.split(':')[0]
}

export function parseHomeHosts(value: string | undefined): string[] {
  const hosts = (value ?? '')
    .split(',')
    .map((h) => hostName(h))
    .filter(Boolean)
  return hosts.length ? hosts : DEFAULT_HOME_HOSTS
}

export function isHomeHost(hostHeader: string | null | undefined, homeHosts: string[]): boolean {
  return homeHosts.includes(hostName(hostHeader))
}

/** Segment the proxy rewrites a custom-domain request to; slugs never contain '~' or '.'. */
export const DOMAIN_SEGMENT_PREFIX = '~'

export function domainSegment(host: string): string {
  return `${DOMAIN_SEGMENT_PREFIX}${hostName(host)}`
}

/** The site a [site] route segment names: an agent's desiredUrl or their custom domain. */
export function parseSiteSegment(segment: string): { desiredUrl: string } | { customDomain: string } {
  const decoded = decodeURIComponent(segment)
  if (decoded.startsWith(DOMAIN_SEGMENT_PREFIX)) return { customDomain: decoded.slice(1) }
  return { desiredUrl: decoded.toLowerCase() }
}

/** The platform's public origin: PUBLIC_URL, else this server on localhost. */
export function platformOrigin(): string {
  return (process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/$/, '')
}

/** An agent's own domain, served with the platform's scheme and port (http://kim.localhost:3000 in dev). */
export function customDomainOrigin(domain: string): string {
  const base = new URL(platformOrigin())
  return `${base.protocol}//${domain}${base.port ? `:${base.port}` : ''}`
}
