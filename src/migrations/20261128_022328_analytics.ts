import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_analytics_events_kind" AS ENUM('page_view', 'search', 'listing_view', 'favourite', 'saved_search', 'contact', 'valuation', 'lead');
  CREATE TYPE "public"."enum_analytics_events_page" AS ENUM('landing', 'home', 'homes', 'listing', 'favourites', 'valuation', 'alerts', 'legal', 'other');
  CREATE TYPE "public"."enum_analytics_events_locale" AS ENUM('ko', 'en', 'ja');
  CREATE TYPE "public"."enum_analytics_events_device" AS ENUM('mobile', 'tablet', 'desktop');
  CREATE TYPE "public"."enum_analytics_rollups_period" AS ENUM('hour', 'day');
  CREATE TABLE "analytics_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"day" varchar NOT NULL,
  	"realtor_id" integer,
  	"visitor" varchar NOT NULL,
  	"kind" "enum_analytics_events_kind" NOT NULL,
  	"page" "enum_analytics_events_page",
  	"path" varchar,
  	"locale" "enum_analytics_events_locale",
  	"source" varchar,
  	"utm_medium" varchar,
  	"utm_campaign" varchar,
  	"device" "enum_analytics_events_device" NOT NULL,
  	"listing" varchar
  );
  
  CREATE TABLE "analytics_rollups" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"realtor_id" integer,
  	"period" "enum_analytics_rollups_period" NOT NULL,
  	"start" timestamp(3) with time zone,
  	"day" varchar,
  	"metric" varchar NOT NULL,
  	"key" varchar DEFAULT '' NOT NULL,
  	"count" numeric NOT NULL
  );
  
  CREATE TABLE "analytics_salts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" varchar NOT NULL,
  	"salt" varchar NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "analytics_events_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "analytics_rollups_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "analytics_salts_id" integer;
  ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_realtor_id_realtors_id_fk" FOREIGN KEY ("realtor_id") REFERENCES "public"."realtors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "analytics_rollups" ADD CONSTRAINT "analytics_rollups_realtor_id_realtors_id_fk" FOREIGN KEY ("realtor_id") REFERENCES "public"."realtors"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "analytics_events_at_idx" ON "analytics_events" USING btree ("at");
  CREATE INDEX "analytics_events_realtor_idx" ON "analytics_events" USING btree ("realtor_id");
  CREATE INDEX "realtor_at_idx" ON "analytics_events" USING btree ("realtor_id","at");
  CREATE INDEX "realtor_day_idx" ON "analytics_events" USING btree ("realtor_id","day");
  CREATE INDEX "day_idx" ON "analytics_events" USING btree ("day");
  CREATE INDEX "analytics_rollups_realtor_idx" ON "analytics_rollups" USING btree ("realtor_id");
  CREATE INDEX "period_start_idx" ON "analytics_rollups" USING btree ("period","start");
  CREATE INDEX "realtor_period_day_idx" ON "analytics_rollups" USING btree ("realtor_id","period","day");
  CREATE UNIQUE INDEX "analytics_salts_day_idx" ON "analytics_salts" USING btree ("day");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_analytics_events_fk" FOREIGN KEY ("analytics_events_id") REFERENCES "public"."analytics_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_analytics_rollups_fk" FOREIGN KEY ("analytics_rollups_id") REFERENCES "public"."analytics_rollups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_analytics_salts_fk" FOREIGN KEY ("analytics_salts_id") REFERENCES "public"."analytics_salts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_analytics_events_id_idx" ON "payload_locked_documents_rels" USING btree ("analytics_events_id");
  CREATE INDEX "payload_locked_documents_rels_analytics_rollups_id_idx" ON "payload_locked_documents_rels" USING btree ("analytics_rollups_id");
  CREATE INDEX "payload_locked_documents_rels_analytics_salts_id_idx" ON "payload_locked_documents_rels" USING btree ("analytics_salts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "analytics_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "analytics_rollups" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "analytics_salts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "analytics_events" CASCADE;
  DROP TABLE "analytics_rollups" CASCADE;
  DROP TABLE "analytics_salts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_analytics_events_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_analytics_rollups_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_analytics_salts_fk";
  
  DROP INDEX "payload_locked_documents_rels_analytics_events_id_idx";
  DROP INDEX "payload_locked_documents_rels_analytics_rollups_id_idx";
  DROP INDEX "payload_locked_documents_rels_analytics_salts_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "analytics_events_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "analytics_rollups_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "analytics_salts_id";
  DROP TYPE "public"."enum_analytics_events_kind";
  DROP TYPE "public"."enum_analytics_events_page";
  DROP TYPE "public"."enum_analytics_events_locale";
  DROP TYPE "public"."enum_analytics_events_device";
  DROP TYPE "public"."enum_analytics_rollups_period";`)
}
