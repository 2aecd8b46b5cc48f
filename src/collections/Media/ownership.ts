/**
 * Who a picture belongs to, and who sees it.
 * - An agent's upload belongs to their realtor (`owner`), set by the server
 *   whatever the client sends; a staff upload belongs to the platform (no
 *   owner) unless staff choose a realtor.
 * - Agents list and attach only their realtor's pictures (and see those staff
 *   put on their realtor or listings); staff see all.
 * - Visitors list only pictures that published pages use (a published
 *   realtor's photos, SEO image, listings, neighbourhood pages and blog covers, the landing page and site
 *   settings: the `public` mark of visibility.ts); those files stay readable by anyone, signed in or
 *   not, so public pages show them in every browser.
 */
import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import { APIError, type Access, type CollectionBeforeChangeHook, type Field, type FilterOptions, type Payload, type Where } from 'payload'

import { hasRole, isStaffRole, type Role } from '@/access/roles'
import { staffWrites } from '@/access/fieldAccess'
import { ownRealtorIds } from '@/access/ownRealtor'

type User = { id: number | string; roles?: Role[] | null } | null | undefined

export const mediaOwnerField: Field = {
  name: 'owner',
  type: 'relationship',
  relationTo: 'realtors',
  index: true,
  label: { ko: '소유 리얼터', en: 'Owner (realtor)', ja: '所有リアルター' },
  access: staffWrites,
  admin: {
    position: 'sidebar',
    description: {
      ko: '비어 있으면 플랫폼 소유입니다. 에이전트가 올린 이미지는 그 리얼터의 것입니다.',
      en: 'Empty: the platform’s. An agent’s uploads belong to their realtor.',
      ja: '空欄はプラットフォームの所有です。エージェントがアップロードした画像はそのリアルターのものです。',
    },
  },
}

const idIn = (ids: number[]): Where => ({ id: { in: ids.length > 0 ? ids : [0] } })

/** Pictures on an agent's own realtor or its listings (staff may have put platform pictures there). */
async function attachedToAgent(payload: Payload, userId: number | string): Promise<number[]> {
  const db = payload.db as unknown as PostgresAdapter
  const { rows } = await db.drizzle.execute(sql`
    SELECT p.image_id AS id FROM realtors_photos p JOIN realtors r ON r.id = p._parent_id WHERE r.owner_id = ${Number(userId)}
    UNION SELECT l.meta_image_id FROM realtors_locales l JOIN realtors r ON r.id = l._parent_id
      WHERE r.owner_id = ${Number(userId)} AND l.meta_image_id IS NOT NULL
    UNION SELECT lr.media_id FROM listings_rels lr JOIN listings li ON li.id = lr.parent_id JOIN realtors r ON r.id = li.realtor_id
      WHERE r.owner_id = ${Number(userId)} AND lr.media_id IS NOT NULL
    UNION SELECT ar.media_id FROM areas_rels ar JOIN areas a ON a.id = ar.parent_id JOIN realtors r ON r.id = a.realtor_id
      WHERE r.owner_id = ${Number(userId)} AND ar.media_id IS NOT NULL
    UNION SELECT po.cover_photo_id FROM posts po JOIN realtors r ON r.id = po.realtor_id
      WHERE r.owner_id = ${Number(userId)} AND po.cover_photo_id IS NOT NULL`)
  return rows.map((row) => Number((row as { id: number | string }).id))
}

export const readMedia: Access = async ({ req, isReadingStaticFile }) => {
  const user = req.user as User
  if (isStaffRole(user)) return true
  // Pictures published pages use: a mark kept by the pages' hooks (visibility.ts), read from the row itself.
  const published: Where = { public: { equals: true } }
  if (!user) return published
  const own: Where = { 'owner.owner': { equals: user.id } }
  // A file: public pages' pictures for everyone signed in too, an agent's own ones for them.
  if (isReadingStaticFile) return { or: [own, published] }
  return hasRole(user, 'agent') ? { or: [own, idIn(await attachedToAgent(req.payload, user.id))] } : false
}

/**
 * Upload fields: an agent picks (and may save) only their realtor's pictures,
 * plus the ones already on the document (staff may have attached platform
 * pictures, and the seed's pictures are the platform's), so saving an edit
 * never fails on a picture the agent did not choose.
 */
function ownMediaOnly(attached: (payload: Payload, id: number) => Promise<number[]>): FilterOptions {
  return async ({ id, req, user }) => {
    if (!user || isStaffRole(user as User)) return true
    const own: Where = { 'owner.owner': { equals: user.id } }
    const docId = Number(id)
    if (!Number.isInteger(docId) || docId <= 0 || docId > 2_147_483_647) return own
    const ids = await attached(req.payload, docId)
    return ids.length > 0 ? { or: [own, { id: { in: ids } }] } : own
  }
}

async function idsFrom(payload: Payload, query: ReturnType<typeof sql>): Promise<number[]> {
  const { rows } = await (payload.db as unknown as PostgresAdapter).drizzle.execute(query)
  return rows.map((row) => Number((row as { id: number | string }).id)).filter((value) => Number.isFinite(value))
}

export const ownRealtorPhotosOnly = ownMediaOnly((payload, id) =>
  idsFrom(payload, sql`SELECT image_id AS id FROM realtors_photos WHERE _parent_id = ${id} AND image_id IS NOT NULL`),
)

export const ownListingPhotosOnly = ownMediaOnly((payload, id) =>
  idsFrom(payload, sql`SELECT media_id AS id FROM listings_rels WHERE parent_id = ${id} AND media_id IS NOT NULL`),
)

export const ownAreaPhotosOnly = ownMediaOnly((payload, id) =>
  idsFrom(payload, sql`SELECT media_id AS id FROM areas_rels WHERE parent_id = ${id} AND media_id IS NOT NULL`),
)

export const ownPostPhotosOnly = ownMediaOnly((payload, id) =>
  idsFrom(payload, sql`SELECT cover_photo_id AS id FROM posts WHERE id = ${id} AND cover_photo_id IS NOT NULL`),
)

/** Sets the owner of a new upload: an agent's realtor, never what an agent's client claims. */
export const assignMediaOwner: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const user = req.user as User
  if (!user || isStaffRole(user)) return data
  const [realtor] = await ownRealtorIds(req)
  if (!realtor) throw new APIError('Your account has no realtor yet, so it cannot upload pictures. Ask the staff to link it.', 403, undefined, true)
  return { ...data, owner: realtor }
}
