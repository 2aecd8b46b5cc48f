/**
 * POST /api/cache/expire: expires page-cache tags in a request of this server's own, for changes
 * made outside a web request (./revalidate.ts). Only this server calls it, with a key derived from
 * its secret; anyone else gets the 404 of a route that does not exist.
 */
import { timingSafeEqual } from 'node:crypto'

import { revalidateTag } from 'next/cache'
import type { Endpoint } from 'payload'

import { linkKey } from '@/lib/security/signedToken'

export const CACHE_EXPIRY_PATH = '/cache/expire'
export const CACHE_EXPIRY_HEADER = 'x-cache-expiry-key'
const MAX_TAGS = 100
const MAX_TAG_LENGTH = 256

export const cacheExpiryKey = (serverSecret: string) => linkKey(serverSecret, 'cache-expiry')

function isOwnKey(header: string | null, key: string): boolean {
  const given = Buffer.from(header ?? '')
  const expected = Buffer.from(key)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

export const cacheExpiryEndpoint: Endpoint = {
  path: CACHE_EXPIRY_PATH,
  method: 'post',
  handler: async (req) => {
    if (!isOwnKey(req.headers.get(CACHE_EXPIRY_HEADER), cacheExpiryKey(req.payload.secret))) {
      return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
    }
    const body = (await req.json?.().catch(() => null)) as { tags?: unknown } | null
    const tags = Array.isArray(body?.tags) ? body.tags : null
    if (
      !tags ||
      tags.length > MAX_TAGS ||
      !tags.every((tag) => typeof tag === 'string' && tag.length > 0 && tag.length <= MAX_TAG_LENGTH)
    ) {
      return Response.json({ errors: [{ message: `"tags" must be a list of up to ${MAX_TAGS} tag names.` }] }, { status: 400 })
    }
    for (const tag of tags as string[]) revalidateTag(tag, { expire: 0 })
    return new Response(null, { status: 204 })
  },
}
