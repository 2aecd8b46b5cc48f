/**
 * Which pictures visitors may read: a stored mark on each picture (`media.public`), written by the
 * system alone and kept right by the hooks of everything that puts a picture on a public page.
 *
 * A picture is public while a published page uses it: a published realtor's photos or SEO image, a
 * published listing, neighbourhood page or blog post (cover) of a published realtor, the landing
 * page (showcase pictures, share image) or the site settings (lender logo). Reviews and legal pages
 * carry no pictures. When the last such use goes (unpublished, deleted, the picture replaced), the
 * picture stops being readable by visitors, its file included.
 *
 * Visitors' reads then ask `public = true` of the rows they read (a primary-key lookup for the
 * photos of one agent), instead of working out every published page's pictures on every read, which
 * grew with the number of agents. The cost moved to the writes that can change a picture's use:
 * before the change the pictures the record uses are noted, after it those and the ones it uses
 * now are worked out again, each from its own uses (`usedByPublishedPage`). A draft save leaves
 * the published tables alone and is skipped.
 *
 * Two changes of pages sharing a picture (two agents unpublished at once) could each still see the
 * other page published; so the pictures' rows are locked first (in id order) and worked out after
 * the lock, in a statement of their own: the later change then sees the earlier one committed.
 */
import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
  CollectionBeforeDeleteHook,
  Field,
  GlobalAfterChangeHook,
  GlobalBeforeChangeHook,
  PayloadRequest,
} from 'payload'

import { systemWrites } from '@/access/fieldAccess'
import { changesPublicDocument } from '@/access/drafts'

/** The mark visitors' reads ask for; no client (any role, REST or GraphQL) writes it. */
export const mediaPublicField: Field = {
  name: 'public',
  type: 'checkbox',
  defaultValue: false,
  access: systemWrites,
  label: { ko: '공개 페이지에 사용 중', en: 'Used on a public page', ja: '公開ページで使用中' },
  admin: {
    position: 'sidebar',
    readOnly: true,
    description: {
      ko: '게시된 페이지가 이 사진을 쓰는 동안 방문자가 볼 수 있습니다. 시스템이 정합니다.',
      en: 'Visitors see this picture while a published page uses it. Set by the system.',
      ja: '公開中のページがこの画像を使っている間、訪問者が見られます。システムが設定します。',
    },
  },
}

/** Kinds of records whose pictures can be on a public page. */
export type PictureUser = 'realtors' | 'listings' | 'areas' | 'posts' | 'landing' | 'site-settings'

type Db = PostgresAdapter['drizzle']

async function dbOf(req: Pick<PayloadRequest, 'payload' | 'transactionID'>): Promise<Db> {
  const adapter = req.payload.db as unknown as PostgresAdapter
  const id = await req.transactionID
  const session = id !== undefined && id !== null ? adapter.sessions?.[String(id)] : undefined
  return (session?.db as Db | undefined) ?? adapter.drizzle
}

/**
 * The pictures a record uses in the published tables. A realtor's include those of its listings,
 * neighbourhood pages and posts: publishing or unpublishing the agent publishes or hides those too.
 */
function usedBySql(kind: PictureUser, id: number | null) {
  switch (kind) {
    case 'realtors':
      return sql`
        SELECT image_id AS id FROM realtors_photos WHERE _parent_id = ${id}
        UNION SELECT meta_image_id FROM realtors_locales WHERE _parent_id = ${id}
        UNION SELECT lr.media_id FROM listings_rels lr JOIN listings li ON li.id = lr.parent_id WHERE li.realtor_id = ${id}
        UNION SELECT ar.media_id FROM areas_rels ar JOIN areas a ON a.id = ar.parent_id WHERE a.realtor_id = ${id}
        UNION SELECT cover_photo_id FROM posts WHERE realtor_id = ${id}`
    case 'listings':
      return sql`SELECT media_id AS id FROM listings_rels WHERE parent_id = ${id}`
    case 'areas':
      return sql`SELECT media_id AS id FROM areas_rels WHERE parent_id = ${id}`
    case 'posts':
      return sql`SELECT cover_photo_id AS id FROM posts WHERE id = ${id}`
    case 'landing':
      return sql`SELECT thumbnail_id AS id FROM landing_showcase UNION SELECT share_image_id FROM landing`
    case 'site-settings':
      return sql`SELECT lender_logo_id AS id FROM site_settings`
  }
}

async function usedBy(db: Db, kind: PictureUser, id: number | null): Promise<number[]> {
  const { rows } = await db.execute(usedBySql(kind, id))
  return rows.map((row) => Number((row as { id: unknown }).id)).filter((value) => Number.isInteger(value) && value > 0)
}

/**
 * True for the picture `m` while a published page uses it. Each use is looked up through the index
 * on its picture column; the statement is only ever run for the few pictures a change touches.
 */
const usedByPublishedPage = sql`(
  EXISTS (SELECT 1 FROM realtors_photos p JOIN realtors r ON r.id = p._parent_id
          WHERE p.image_id = m.id AND r._status = 'published')
  OR EXISTS (SELECT 1 FROM realtors_locales l JOIN realtors r ON r.id = l._parent_id
             WHERE l.meta_image_id = m.id AND r._status = 'published')
  OR EXISTS (SELECT 1 FROM listings_rels lr JOIN listings li ON li.id = lr.parent_id JOIN realtors r ON r.id = li.realtor_id
             WHERE lr.media_id = m.id AND li._status = 'published' AND r._status = 'published')
  OR EXISTS (SELECT 1 FROM areas_rels ar JOIN areas a ON a.id = ar.parent_id JOIN realtors r ON r.id = a.realtor_id
             WHERE ar.media_id = m.id AND a._status = 'published' AND r._status = 'published')
  OR EXISTS (SELECT 1 FROM posts po JOIN realtors r ON r.id = po.realtor_id
             WHERE po.cover_photo_id = m.id AND po._status = 'published' AND r._status = 'published')
  OR EXISTS (SELECT 1 FROM landing_showcase WHERE thumbnail_id = m.id)
  OR EXISTS (SELECT 1 FROM landing WHERE share_image_id = m.id)
  OR EXISTS (SELECT 1 FROM site_settings WHERE lender_logo_id = m.id)
)`

/** Works out `public` again for `ids` (in the request's transaction), writing only what changed. */
export async function refreshMediaVisibility(req: Pick<PayloadRequest, 'payload' | 'transactionID'>, ids: Iterable<number>): Promise<void> {
  const list = [...new Set(ids)].filter((id) => Number.isInteger(id) && id > 0).sort((a, b) => a - b)
  if (list.length === 0) return
  const db = await dbOf(req)
  const array = `{${list.join(',')}}`
  // NO KEY UPDATE, not UPDATE: a page saved in the same transaction already holds a KEY SHARE lock on its
  // pictures (its foreign keys), and FOR UPDATE would wait for every other such save, which waits for this one:
  // eight agents published at once with one shared photo deadlocked. This lock still orders the recomputations.
  await db.execute(sql`SELECT id FROM media WHERE id = ANY(${array}::int[]) ORDER BY id FOR NO KEY UPDATE`)
  await db.execute(sql`
    UPDATE media SET public = u.used
    FROM (SELECT m.id, ${usedByPublishedPage} AS used FROM media m WHERE m.id = ANY(${array}::int[])) u
    WHERE media.id = u.id AND media.public IS DISTINCT FROM u.used`)
}

const noteKey = (kind: PictureUser, id: unknown) => `mediaInUse:${kind}:${String(id)}`

const numericId = (id: unknown): number | null => {
  const value = Number(id)
  return Number.isInteger(value) && value > 0 ? value : null
}

/**
 * The hooks of a collection whose records put pictures on public pages: the pictures used before
 * the change are noted, and after it those and the ones used now are worked out again.
 */
export function keepMediaVisibility(kind: Exclude<PictureUser, 'landing' | 'site-settings'>): {
  beforeChange: CollectionBeforeChangeHook
  afterChange: CollectionAfterChangeHook
  beforeDelete: CollectionBeforeDeleteHook
  afterDelete: CollectionAfterDeleteHook
} {
  return {
    beforeChange: async ({ data, operation, originalDoc, context, req }) => {
      const id = numericId(originalDoc?.id)
      if (operation === 'update' && id !== null && changesPublicDocument(context, kind)) {
        context[noteKey(kind, id)] = await usedBy(await dbOf(req), kind, id)
      }
      return data
    },
    afterChange: async ({ doc, context, req }) => {
      const id = numericId(doc.id)
      if (id === null || !changesPublicDocument(context, kind)) return doc
      const before = (context[noteKey(kind, id)] as number[] | undefined) ?? []
      delete context[noteKey(kind, id)]
      await refreshMediaVisibility(req, [...before, ...(await usedBy(await dbOf(req), kind, id))])
      return doc
    },
    beforeDelete: async ({ id, context, req }) => {
      const docId = numericId(id)
      if (docId !== null) context[noteKey(kind, docId)] = await usedBy(await dbOf(req), kind, docId)
    },
    afterDelete: async ({ id, doc, context, req }) => {
      const docId = numericId(id ?? doc?.id)
      if (docId === null) return doc
      const before = (context[noteKey(kind, docId)] as number[] | undefined) ?? []
      delete context[noteKey(kind, docId)]
      await refreshMediaVisibility(req, before)
      return doc
    },
  }
}

/** The same for a global (the landing page, the site settings): one record, its pictures. */
export function keepGlobalMediaVisibility(kind: Extract<PictureUser, 'landing' | 'site-settings'>): {
  beforeChange: GlobalBeforeChangeHook
  afterChange: GlobalAfterChangeHook
} {
  return {
    beforeChange: async ({ data, context, req }) => {
      context[noteKey(kind, 'global')] = await usedBy(await dbOf(req), kind, null)
      return data
    },
    afterChange: async ({ doc, context, req }) => {
      const before = (context[noteKey(kind, 'global')] as number[] | undefined) ?? []
      delete context[noteKey(kind, 'global')]
      await refreshMediaVisibility(req, [...before, ...(await usedBy(await dbOf(req), kind, null))])
      return doc
    },
  }
}
