/**
 * The server's own cache-expiry endpoint (src/server/cacheExpiryEndpoint.ts): only a request with
 * the key derived from the server's secret expires anything; everyone else finds no such route.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { tagsOfAnnouncement } from '@/integrations/postgres/cacheExpiryChannel'
import { CACHE_EXPIRY_HEADER, cacheExpiryKey } from '@/server/cacheExpiryEndpoint'
import { testPayload } from '../harness/payload'
import { rest } from '../harness/rest'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

describe('POST /api/cache/expire', () => {
  it('is a 404 without the key, or with a wrong one', async () => {
    expect((await rest('POST', '/cache/expire', { body: { tags: ['realtor:1'] } })).status).toBe(404)
    const wrong = await rest('POST', '/cache/expire', { body: { tags: ['realtor:1'] }, headers: { [CACHE_EXPIRY_HEADER]: 'guess' } })
    expect(wrong.status).toBe(404)
  })

  it('with the key: a list of tag names is accepted, anything else is a 400', async () => {
    const headers = { [CACHE_EXPIRY_HEADER]: cacheExpiryKey(payload.secret) }
    for (const body of [{}, { tags: 'realtor:1' }, { tags: [1] }, { tags: [''] }, { tags: Array(101).fill('t') }]) {
      expect((await rest('POST', '/cache/expire', { body, headers })).status, JSON.stringify(body).slice(0, 40)).toBe(400)
    }
    // Accepted lists expire pages in Next's server: tests/e2e/publishWays.e2e.ts.
  })
})

describe('cache expiry announcements', () => {
  it('carry a list of tags; anything else on the channel is ignored', () => {
    expect(tagsOfAnnouncement('["realtor:1","address:kim"]')).toEqual(['realtor:1', 'address:kim'])
    expect(tagsOfAnnouncement('not json')).toEqual([])
    expect(tagsOfAnnouncement('{"tags":1}')).toEqual([])
    expect(tagsOfAnnouncement('[1,"ok"]')).toEqual(['ok'])
  })
})
