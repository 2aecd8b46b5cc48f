/**
 * Which site a request is for, by host (spec 'Root shell'; ARCHITECTURE 'Hosts').
 * Platform hosts serve the landing page and /{desiredUrl}; any other host is
 * an agent's own domain.
 */

import { expandIPv6, parseIPv4 } from './network/ipLiterals'

export const DEFAULT_HOME_HOSTS = ['localhost', '127.0.0.1']

/** A DNS label: letters, digits, hyphens (underscores too, as some internal names carry them), 63 at most. */
const LABEL = /^[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?$/

function isName(name: string): boolean {
  const bare = name.endsWith('.') ? name.slice(0, -1) : name
  if (bare.length === 0 || bare.length > 253) return false
  const labels = bare.split('.')
  if (!labels.every((label) => LABEL.test(label))) return false
  // All digits and dots: only an IPv4 address may look like that (no 999.1.1.1, no 1.2.3).
  return !labels.every((label) => /^\d+$/.test(label)) || parseIPv4(bare) !== null
}

/**
 * The parts of a Host header when it is one we serve: a host name, an IPv4
 * address or a bracketed IPv6 address, with an optional port (1-65535).
 * Anything else (a `/`, `..`, `@`, `%`, spaces, an empty label, a zone id,
 * a second colon) is null: such a header names no site, and passed on it
 * could steer the rewrite to another site's page.
 */
function parseHost(hostHeader: string | null | undefined): { name: string; port: string } | null {
  const host = (hostHeader ?? '').trim().toLowerCase()
  const match = /^(\[[^\]]*\]|[^:[\]]*)(?::(\d{1,5}))?$/.exec(host)
  if (!match) return null
  const [, name, port = ''] = match
  if (port && (Number(port) < 1 || Number(port) > 65535)) return null
  if (name.startsWith('[')) return expandIPv6(name.slice(1, -1)) ? { name, port } : null
  return isName(name) ? { name: name.replace(/\.$/, ''), port } : null
}

/** Whether a Host header names a host we could serve (see parseHost); the server and the proxy refuse the rest with 400. */
export function isValidHost(hostHeader: string | null | undefined): boolean {
  return parseHost(hostHeader) !== null
}

/** Host without port, lower-cased, without a final dot; IPv6 brackets kept. '' for a header that is not a valid host. */
export function hostName(hostHeader: string | null | undefined): string {
  return parseHost(hostHeader)?.name ?? ''
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

/** The answer to a request whose Host header is refused: plain text, the same from the server and the proxy. */
export const BAD_HOST_MESSAGE =
  'Bad request: the Host header must be a host name or an IP address, with an optional port.\n' +
  '잘못된 요청입니다: Host 헤더는 호스트 이름이나 IP 주소여야 합니다 (포트는 선택).\n' +
  '不正なリクエストです: Host ヘッダーはホスト名または IP アドレスでなければなりません (ポートは任意)。\n'
