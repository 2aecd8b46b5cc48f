import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ADD COLUMN "translation_visitor_messages" boolean DEFAULT true;
  ALTER TABLE "site_settings" ADD COLUMN "translation_monthly_characters_per_agent" numeric DEFAULT 100000;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP COLUMN "translation_visitor_messages";
  ALTER TABLE "site_settings" DROP COLUMN "translation_monthly_characters_per_agent";`)
}
