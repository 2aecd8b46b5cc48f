import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Data only (a blank migration from `migrate:create`): existing pictures that
 * exactly one realtor uses (its photos, SEO image or listings' photos) become
 * that realtor's; pictures used by several realtors or by none stay the
 * platform's (owner empty), which only staff manage.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    WITH uses AS (
      SELECT p.image_id AS media_id, p._parent_id AS realtor_id FROM realtors_photos p
      UNION SELECT l.meta_image_id, l._parent_id FROM realtors_locales l WHERE l.meta_image_id IS NOT NULL
      UNION SELECT lr.media_id, li.realtor_id FROM listings_rels lr JOIN listings li ON li.id = lr.parent_id
        WHERE lr.media_id IS NOT NULL AND li.realtor_id IS NOT NULL
    ), single AS (
      SELECT media_id, min(realtor_id) AS realtor_id FROM uses GROUP BY media_id HAVING count(DISTINCT realtor_id) = 1
    )
    UPDATE media SET owner_id = single.realtor_id FROM single WHERE media.id = single.media_id AND media.owner_id IS NULL`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`UPDATE media SET owner_id = NULL`)
}
