/**
 * The one client of the shared HTTP caches: purges every object carrying any of `keys`
 * (src/lib/cache/sharedCache.ts surrogateKeysOf) from every configured target (./settings.ts),
 * within a deadline each. Throws when any target did not confirm, naming it, so the caller retries
 * (src/jobs/purgeHttpCache.ts); purging a key twice costs nothing.
 */
import type { HttpCacheTarget } from './settings'

export const PURGE_TIMEOUT_MS = 3_000
/** Keys per request: Cloudflare takes 30 tags a call; Fastly and xkey take more, but a header stays small. */
const KEYS_PER_CALL = 30

export class PurgeError extends Error {}

export async function purgeKeys(targets: readonly HttpCacheTarget[], keys: readonly string[], timeoutMs = PURGE_TIMEOUT_MS): Promise<void> {
  if (keys.length === 0) return
  const failures: string[] = []
  await Promise.all(
    targets.map(async (target) => {
      for (let start = 0; start < keys.length; start += KEYS_PER_CALL) {
        const batch = keys.slice(start, start + KEYS_PER_CALL)
        const failure = await purgeBatch(target, batch, timeoutMs).catch((error: Error) => error.message)
        if (failure) {
          failures.push(`${describe(target)}: ${failure}`)
          return
        }
      }
    }),
  )
  if (failures.length) throw new PurgeError(`purge of ${keys.length} key(s) failed: ${failures.join('; ')}`)
}

/** Null when the target confirmed the purge; else why not. */
async function purgeBatch(target: HttpCacheTarget, keys: string[], timeoutMs: number): Promise<string | null> {
  const signal = AbortSignal.timeout(timeoutMs)
  if (target.kind === 'varnish') {
    const response = await fetch(`${target.url}/`, { method: 'PURGE', headers: { 'xkey-purge': keys.join(' ') }, signal })
    await response.body?.cancel()
    return response.ok ? null : `answered ${response.status}`
  }
  if (target.kind === 'cloudflare') {
    const response = await fetch(`${target.apiUrl}/client/v4/zones/${encodeURIComponent(target.zoneId)}/purge_cache`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${target.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ tags: keys }),
      signal,
    })
    const body = (await response.json().catch(() => null)) as { success?: boolean } | null
    return response.ok && body?.success === true ? null : `answered ${response.status}`
  }
  const response = await fetch(`${target.apiUrl}/service/${encodeURIComponent(target.serviceId)}/purge`, {
    method: 'POST',
    headers: { 'Fastly-Key': target.token, 'Surrogate-Key': keys.join(' '), Accept: 'application/json' },
    signal,
  })
  await response.body?.cancel()
  return response.ok ? null : `answered ${response.status}`
}

function describe(target: HttpCacheTarget): string {
  return target.kind === 'varnish' ? `Varnish ${target.url}` : target.kind === 'cloudflare' ? 'Cloudflare' : 'Fastly'
}
