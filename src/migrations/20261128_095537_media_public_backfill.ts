import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Data only (a blank migration from `migrate:create`): every existing picture gets its `public`
 * mark, true while a published page uses it (a published realtor's photos or SEO image, a published
 * listing, neighbourhood page or post of a published realtor, the landing page, the site settings),
 * as the visitors' read rule worked it out on every read until now. From here on the hooks of those
 * records keep it (src/collections/Media/visibility.ts).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    UPDATE media SET public = (
      EXISTS (SELECT 1 FROM realtors_photos p JOIN realtors r ON r.id = p._parent_id
              WHERE p.image_id = media.id AND r._status = 'published')
      OR EXISTS (SELECT 1 FROM realtors_locales l JOIN realtors r ON r.id = l._parent_id
                 WHERE l.meta_image_id = media.id AND r._status = 'published')
      OR EXISTS (SELECT 1 FROM listings_rels lr JOIN listings li ON li.id = lr.parent_id JOIN realtors r ON r.id = li.realtor_id
                 WHERE lr.media_id = media.id AND li._status = 'published' AND r._status = 'published')
      OR EXISTS (SELECT 1 FROM areas_rels ar JOIN areas a ON a.id = ar.parent_id JOIN realtors r ON r.id = a.realtor_id
                 WHERE ar.media_id = media.id AND a._status = 'published' AND r._status = 'published')
      OR EXISTS (SELECT 1 FROM posts po JOIN realtors r ON r.id = po.realtor_id
                 WHERE po.cover_photo_id = media.id AND po._status = 'published' AND r._status = 'published')
      OR EXISTS (SELECT 1 FROM landing_showcase WHERE thumbnail_id = media.id)
      OR EXISTS (SELECT 1 FROM landing WHERE share_image_id = media.id)
      OR EXISTS (SELECT 1 FROM site_settings WHERE lender_logo_id = media.id)
    )`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`UPDATE media SET public = false`)
}
