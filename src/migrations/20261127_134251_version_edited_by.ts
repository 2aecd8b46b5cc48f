import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "realtors" ADD COLUMN "edited_by" numeric;
  ALTER TABLE "_realtors_v" ADD COLUMN "version_edited_by" numeric;
  ALTER TABLE "listings" ADD COLUMN "edited_by" numeric;
  ALTER TABLE "_listings_v" ADD COLUMN "version_edited_by" numeric;
  ALTER TABLE "pages" ADD COLUMN "edited_by" numeric;
  ALTER TABLE "_pages_v" ADD COLUMN "version_edited_by" numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "realtors" DROP COLUMN "edited_by";
  ALTER TABLE "_realtors_v" DROP COLUMN "version_edited_by";
  ALTER TABLE "listings" DROP COLUMN "edited_by";
  ALTER TABLE "_listings_v" DROP COLUMN "version_edited_by";
  ALTER TABLE "pages" DROP COLUMN "edited_by";
  ALTER TABLE "_pages_v" DROP COLUMN "version_edited_by";`)
}
