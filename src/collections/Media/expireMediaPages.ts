/**
 * A changed or deleted picture shows on public pages at the next request: only
 * the pages that use it are expired (the realtors whose photos or SEO image it is,
 * the listings it illustrates, the landing), not every agent's. A platform picture
 * being deleted is rare and may be anywhere, so that one expires every realtor.
 */
import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, Payload } from 'payload'

import { ALL_REALTORS_TAG, GLOBALS_TAG, SHOWCASE_TAG, addressTag, domainTag, listingsTag } from '@/lib/cache/cacheTags'
import { expireTags } from '@/server/revalidate'

type Row = { kind: 'realtor' | 'listings'; id: number | string; desired_url: string | null; custom_domain: string | null }

/** Tags of every page that shows media `mediaId` (its owner's pages too: an agent's picture is theirs). */
export async function mediaUserTags(payload: Payload, mediaId: number): Promise<string[]> {
  const db = payload.db as unknown as PostgresAdapter
  const { rows } = await db.drizzle.execute(sql`
    SELECT 'realtor' AS kind, r.id, r.desired_url, r.custom_domain FROM realtors r WHERE
      r.id IN (SELECT _parent_id FROM realtors_photos WHERE image_id = ${mediaId})
      OR r.id IN (SELECT _parent_id FROM realtors_locales WHERE meta_image_id = ${mediaId})
      OR r.id IN (SELECT owner_id FROM media WHERE id = ${mediaId})
    UNION SELECT 'listings' AS kind, li.realtor_id AS id, NULL, NULL FROM listings li
      JOIN listings_rels lr ON lr.parent_id = li.id WHERE lr.media_id = ${mediaId}`)
  const tags = new Set<string>([SHOWCASE_TAG, GLOBALS_TAG])
  for (const row of rows as Row[]) {
    if (row.kind === 'listings') {
      if (row.id != null) tags.add(listingsTag(row.id))
      continue
    }
    if (row.desired_url) tags.add(addressTag(row.desired_url))
    if (row.custom_domain) tags.add(domainTag(row.custom_domain))
  }
  return [...tags]
}

export const expireMediaPages: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  // A new upload is on no page yet: the realtor or listing that takes it expires its own pages.
  if (operation === 'create') return doc
  try {
    await expireTags(req, ...(await mediaUserTags(req.payload, Number(doc.id))))
  } catch (error) {
    // Never fail the save for a cache: the broad tag is always right, only slower.
    console.error(`[media] could not find the pages of media ${doc.id}: ${(error as Error).message}`)
    await expireTags(req, ALL_REALTORS_TAG, SHOWCASE_TAG, GLOBALS_TAG)
  }
  return doc
}

/** Its references are gone by now (set null): expire every page that might have shown it. */
export const expireMediaPagesOnDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await expireTags(req, ALL_REALTORS_TAG, SHOWCASE_TAG, GLOBALS_TAG)
  return doc
}
