import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Drafts, step 1 of 3 (hand-written, data only; must run BEFORE the drafts schema migration,
 * which drops `realtors.published`): keeps every realtor's visibility in a holding table.
 * Step 3 (20261123_235900_drafts_versions_data) turns it into `_status` and drops the table.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    DO $$ BEGIN
      IF EXISTS (SELECT 1 FROM information_schema.columns WHERE table_name = 'realtors' AND column_name = 'published') THEN
        DROP TABLE IF EXISTS "_drafts_visibility";
        CREATE TABLE "_drafts_visibility" AS SELECT id AS realtor_id, published FROM realtors;
      END IF;
    END $$;`)
}

/** After the schema's down re-added `published` (step 3's down filled the holding table from `_status`). */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DO $$ BEGIN
      IF EXISTS (SELECT 1 FROM information_schema.tables WHERE table_name = '_drafts_visibility')
         AND EXISTS (SELECT 1 FROM information_schema.columns WHERE table_name = 'realtors' AND column_name = 'published') THEN
        UPDATE realtors r SET published = v.published FROM "_drafts_visibility" v WHERE v.realtor_id = r.id;
      END IF;
      DROP TABLE IF EXISTS "_drafts_visibility";
    END $$;`)
}
