/**
 * The purge of the shared caches (src/integrations/httpCache/): Varnish's xkey, Cloudflare's purge by
 * Cache-Tag and Fastly's by Surrogate-Key, each against a real HTTP stand-in answering as the service does.
 */
import { afterEach, describe, expect, it } from 'vitest'

import { purgeKeys } from '@/integrations/httpCache/purge'
import { httpCacheTargets } from '@/integrations/httpCache/settings'
import { startStandIn, type StandIn } from '../harness/standIns/standInServer'

const standIns: StandIn[] = []
afterEach(async () => {
  await Promise.all(standIns.splice(0).map((standIn) => standIn.close()))
})
async function standIn(...args: Parameters<typeof startStandIn>) {
  const started = await startStandIn(...args)
  standIns.push(started)
  return started
}

const keys = Array.from({ length: 45 }, (_, i) => `realtor:${i + 1}`)

describe('the purge by key', () => {
  it('reaches every Varnish, Cloudflare and Fastly configured, in batches each accepts', async () => {
    const varnishA = await standIn(() => ({ status: 200 }))
    const varnishB = await standIn(() => ({ status: 200 }))
    const cloudflare = await standIn(() => ({ status: 200, body: { success: true, errors: [], result: { id: 'zone-1' } } }))
    const fastly = await standIn(() => ({ status: 200, body: { status: 'ok' } }))
    const targets = httpCacheTargets({
      VARNISH_URL: ` ${varnishA.url}, ${varnishB.url}/ `,
      CLOUDFLARE_ZONE_ID: 'zone-1',
      CLOUDFLARE_API_TOKEN: 'cf-token',
      CLOUDFLARE_API_URL: cloudflare.url,
      FASTLY_SERVICE_ID: 'service-1',
      FASTLY_API_TOKEN: 'fastly-token',
      FASTLY_API_URL: fastly.url,
    })
    await purgeKeys(targets, keys)

    for (const varnish of [varnishA, varnishB]) {
      expect(varnish.requests.map((r) => r.method)).toEqual(['PURGE', 'PURGE'])
      expect(varnish.requests.flatMap((r) => String(r.headers['xkey-purge']).split(' '))).toEqual(keys)
    }
    expect(cloudflare.requests.map((r) => r.path)).toEqual(['/client/v4/zones/zone-1/purge_cache', '/client/v4/zones/zone-1/purge_cache'])
    expect(cloudflare.requests.every((r) => r.headers.authorization === 'Bearer cf-token')).toBe(true)
    expect(cloudflare.requests.flatMap((r) => (JSON.parse(r.body) as { tags: string[] }).tags)).toEqual(keys)
    expect(fastly.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /service/service-1/purge', 'POST /service/service-1/purge'])
    expect(fastly.requests.every((r) => r.headers['fastly-key'] === 'fastly-token')).toBe(true)
    expect(fastly.requests.flatMap((r) => String(r.headers['surrogate-key']).split(' '))).toEqual(keys)
  })

  it('fails naming each target that did not confirm, so the queue retries it', async () => {
    const varnish = await standIn(() => ({ status: 200 }))
    const cloudflare = await standIn(() => ({ status: 200, body: { success: false, errors: [{ code: 1134 }] } }))
    const fastly = await standIn(() => ({ status: 503 }))
    const targets = httpCacheTargets({
      VARNISH_URL: varnish.url,
      CLOUDFLARE_ZONE_ID: 'z',
      CLOUDFLARE_API_TOKEN: 't',
      CLOUDFLARE_API_URL: cloudflare.url,
      FASTLY_SERVICE_ID: 's',
      FASTLY_API_TOKEN: 't',
      FASTLY_API_URL: fastly.url,
    })
    const failure = purgeKeys(targets, ['address:kim'])
    await expect(failure).rejects.toThrow(/Cloudflare: answered 200/)
    await expect(failure).rejects.toThrow(/Fastly: answered 503/)
    await expect(failure).rejects.not.toThrow(/Varnish/)
  })

  it('gives up on a target that does not answer within the deadline', async () => {
    const hung = await standIn(() => 'hang')
    await expect(purgeKeys(httpCacheTargets({ VARNISH_URL: hung.url }), ['address:kim'], 200)).rejects.toThrow(/Varnish/)
  })
})

describe('the purge settings', () => {
  it('purge nothing when none is set', () => {
    expect(httpCacheTargets({})).toEqual([])
  })

  it('refuse half a configuration and an address that is none, saying what to set', () => {
    expect(() => httpCacheTargets({ CLOUDFLARE_ZONE_ID: 'z' })).toThrow(/CLOUDFLARE_API_TOKEN/)
    expect(() => httpCacheTargets({ FASTLY_API_TOKEN: 't' })).toThrow(/FASTLY_SERVICE_ID/)
    expect(() => httpCacheTargets({ VARNISH_URL: 'varnish:80' })).toThrow(/http:\/\/varnish:80/)
  })
})
