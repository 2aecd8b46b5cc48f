import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_analytics_events_page" ADD VALUE 'area' BEFORE 'other';
  ALTER TYPE "public"."enum_analytics_events_page" ADD VALUE 'blog' BEFORE 'other';
  ALTER TYPE "public"."enum_analytics_events_page" ADD VALUE 'post' BEFORE 'other';
  ALTER TYPE "public"."enum_analytics_events_page" ADD VALUE 'reviews' BEFORE 'other';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "analytics_events" ALTER COLUMN "page" SET DATA TYPE text;
  DROP TYPE "public"."enum_analytics_events_page";
  CREATE TYPE "public"."enum_analytics_events_page" AS ENUM('landing', 'home', 'homes', 'listing', 'favourites', 'valuation', 'alerts', 'legal', 'other');
  ALTER TABLE "analytics_events" ALTER COLUMN "page" SET DATA TYPE "public"."enum_analytics_events_page" USING "page"::"public"."enum_analytics_events_page";`)
}
