/**
 * The shared HTTP caches in front of the app, purged by tag when a page's data changes (./purge.ts).
 * Any mix may be set; none set, nothing is purged (the default single process has no cache in front).
 *
 * - VARNISH_URL: one or more comma-separated Varnish addresses (http://varnish:80), purged with the
 *   xkey module (deploy/varnish/default.vcl). Every instance is purged: each keeps its own objects.
 * - CLOUDFLARE_ZONE_ID + CLOUDFLARE_API_TOKEN: Cloudflare's purge by Cache-Tag
 *   (CLOUDFLARE_API_URL, https://api.cloudflare.com by default, for a stand-in).
 * - FASTLY_SERVICE_ID + FASTLY_API_TOKEN: Fastly's purge by Surrogate-Key
 *   (FASTLY_API_URL, https://api.fastly.com by default).
 * Read at every call; every reader asks here.
 */
type Env = Record<string, string | undefined>

export type HttpCacheTarget =
  | { kind: 'varnish'; url: string }
  | { kind: 'cloudflare'; apiUrl: string; zoneId: string; token: string }
  | { kind: 'fastly'; apiUrl: string; serviceId: string; token: string }

export class HttpCacheSettingsError extends Error {}

const trimmed = (value: string | undefined) => value?.trim() || undefined

export function httpCacheTargets(env: Env = process.env): HttpCacheTarget[] {
  const targets: HttpCacheTarget[] = []
  for (const address of (env.VARNISH_URL ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const url = URL.canParse(address) ? new URL(address) : null
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      throw new HttpCacheSettingsError(`VARNISH_URL: "${address}" is not an address such as http://varnish:80`)
    }
    targets.push({ kind: 'varnish', url: url.origin })
  }
  const zoneId = trimmed(env.CLOUDFLARE_ZONE_ID)
  const cloudflareToken = trimmed(env.CLOUDFLARE_API_TOKEN)
  if (zoneId || cloudflareToken) {
    if (!zoneId || !cloudflareToken)
      throw new HttpCacheSettingsError('Cloudflare purge needs both CLOUDFLARE_ZONE_ID and CLOUDFLARE_API_TOKEN')
    targets.push({
      kind: 'cloudflare',
      apiUrl: trimmed(env.CLOUDFLARE_API_URL) ?? 'https://api.cloudflare.com',
      zoneId,
      token: cloudflareToken,
    })
  }
  const serviceId = trimmed(env.FASTLY_SERVICE_ID)
  const fastlyToken = trimmed(env.FASTLY_API_TOKEN)
  if (serviceId || fastlyToken) {
    if (!serviceId || !fastlyToken) throw new HttpCacheSettingsError('Fastly purge needs both FASTLY_SERVICE_ID and FASTLY_API_TOKEN')
    targets.push({ kind: 'fastly', apiUrl: trimmed(env.FASTLY_API_URL) ?? 'https://api.fastly.com', serviceId, token: fastlyToken })
  }
  return targets
}
