/** What a shared cache in front may keep of an answer, and by which keys it is purged (src/lib/cache/sharedCache.ts). */
import { describe, expect, it } from 'vitest'

import { sharedCacheHeaders, surrogateKeysOf, type SharedCacheInput } from '@/lib/cache/sharedCache'

const NEXT_PAGE_CACHE = 's-maxage=900, stale-while-revalidate=31535100'
const page = (input: Partial<SharedCacheInput>): SharedCacheInput => ({
  method: 'GET',
  path: '/en/kim',
  status: 200,
  cacheControl: NEXT_PAGE_CACHE,
  pageTags: ['realtor:7', 'address:kim', '_N_T_/layout', '_N_T_/en/kim'],
  ...input,
})

describe('a page from the page cache', () => {
  it('is public for a minute anywhere, an hour where it is purged, under the keys of its tags', () => {
    const headers = sharedCacheHeaders(page({}))
    expect(headers['Cache-Control']).toBe('public, max-age=0, s-maxage=60')
    expect(headers['Surrogate-Control']).toBe('max-age=3600')
    expect(headers['Surrogate-Key']).toBe('realtor:7 address:kim')
    expect(headers['Cache-Tag']).toBe('realtor:7,address:kim')
    // A prefixed address is the same for everyone: no Vary added.
    expect(headers.Vary).toBeUndefined()
  })

  it('varies on the locale cookie and language at an unprefixed address (Korean only for those who chose it)', () => {
    expect(sharedCacheHeaders(page({ path: '/kim' })).Vary).toBe('Cookie, Accept-Language')
    expect(sharedCacheHeaders(page({ path: '/' })).Vary).toBe('Cookie, Accept-Language')
    expect(sharedCacheHeaders(page({ path: '/ja-JP/kim/blog' })).Vary).toBeUndefined()
  })

  it('is kept by no shared cache when its tags are unknown: nothing could purge it', () => {
    expect(sharedCacheHeaders(page({ pageTags: undefined }))).toEqual({ 'Cache-Control': 'private, no-store' })
    expect(sharedCacheHeaders(page({ pageTags: ['_N_T_/layout'] }))).toEqual({ 'Cache-Control': 'private, no-store' })
  })

  it('a 404 of an address nobody has yet is kept too, purged when an agent takes it', () => {
    expect(sharedCacheHeaders(page({ status: 404, pageTags: ['address:newcomer'] }))['Surrogate-Key']).toBe('address:newcomer')
    expect(sharedCacheHeaders(page({ status: 500 }))).toEqual({ 'Cache-Control': 'private, no-store' })
  })
})

describe('answers that are no cached page', () => {
  it("keeps Next's own decision for pages rendered per request, and for files", () => {
    expect(sharedCacheHeaders(page({ cacheControl: 'private, no-cache, no-store, max-age=0, must-revalidate' }))).toEqual({})
    expect(sharedCacheHeaders(page({ path: '/_next/static/chunks/a.js', cacheControl: 'public, max-age=31536000, immutable' }))).toEqual({})
  })

  it('makes the API private unless it said otherwise', () => {
    expect(sharedCacheHeaders(page({ path: '/api/realtors', cacheControl: undefined }))).toEqual({ 'Cache-Control': 'private, no-store' })
    expect(sharedCacheHeaders(page({ path: '/api/users/me', method: 'POST', cacheControl: undefined }))).toEqual({
      'Cache-Control': 'private, no-store',
    })
    expect(sharedCacheHeaders(page({ path: '/api/health', cacheControl: 'no-store' }))).toEqual({})
    expect(sharedCacheHeaders(page({ path: '/api/media/file/kim-1.webp', cacheControl: undefined }))).toEqual({})
  })

  it('lets the locale redirect of an unprefixed address be kept, varying on the cookie and language', () => {
    for (const [path, location] of [
      ['/', '/en'],
      ['/kim', '/ja-JP/kim'],
      ['/kim/blog', 'http://localhost:3000/en/kim/blog?page=2'],
    ]) {
      const headers = sharedCacheHeaders(page({ path, status: 307, cacheControl: undefined, location, pageTags: undefined }))
      expect(headers, path).toEqual({ 'Cache-Control': 'public, max-age=0, s-maxage=3600', Vary: 'Cookie, Accept-Language' })
    }
    // Any other redirect keeps its own headers.
    expect(sharedCacheHeaders(page({ path: '/kim/admin', status: 307, cacheControl: undefined, location: '/admin' }))).toEqual({})
  })
})

describe('purge keys', () => {
  it('are header-safe and the same for the page and the change', () => {
    const keys = surrogateKeysOf(['market-report:CA|los angeles|90001', 'address:kim', 'address:kim', '_N_T_/x'])
    expect(keys).toEqual(['market-report:CA|los%20angeles|90001', 'address:kim'])
    for (const key of keys) expect(key).not.toMatch(/[\s,]/)
  })
})
