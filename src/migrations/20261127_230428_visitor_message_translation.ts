import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_contacts_translation_locale" AS ENUM('ko', 'en', 'ja');
  ALTER TABLE "contacts" ADD COLUMN "translation_text" varchar;
  ALTER TABLE "contacts" ADD COLUMN "translation_locale" "enum_contacts_translation_locale";
  ALTER TABLE "contacts" ADD COLUMN "translation_service" varchar;
  ALTER TABLE "contacts" ADD COLUMN "translation_at" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "contacts" DROP COLUMN "translation_text";
  ALTER TABLE "contacts" DROP COLUMN "translation_locale";
  ALTER TABLE "contacts" DROP COLUMN "translation_service";
  ALTER TABLE "contacts" DROP COLUMN "translation_at";
  DROP TYPE "public"."enum_contacts_translation_locale";`)
}
