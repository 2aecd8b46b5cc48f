/**
 * The client address for rate limits. The production server (runtime/server/main.ts)
 * overwrites X-Forwarded-For with the one address it resolved from the socket and
 * TRUSTED_PROXIES before Next sees the request, so here the header holds that address.
 * Under `next dev` (no such server) it is whatever the client sent, which is fine locally.
 */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')
  const last = forwarded
    ?.split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .pop()
  return last || headers.get('x-real-ip') || 'unknown'
}
