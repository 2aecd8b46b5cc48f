/**
 * The client address for rate limits: the last X-Forwarded-For hop, which our
 * own server or proxy adds (earlier hops are whatever the client claimed).
 */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')
  const last = forwarded?.split(',').map((part) => part.trim()).filter(Boolean).pop()
  return last || headers.get('x-real-ip') || 'unknown'
}
