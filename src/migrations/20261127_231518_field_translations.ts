import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_contacts_translation_locale" AS ENUM('ko', 'en', 'ja');
  CREATE TYPE "public"."enum_field_translations_locale" AS ENUM('ko', 'en', 'ja');
  CREATE TYPE "public"."enum_field_translations_state" AS ENUM('suggested', 'approved', 'person');
  CREATE TYPE "public"."enum_field_translations_from" AS ENUM('ko', 'en', 'ja');
  CREATE TABLE "realtors_translation_glossary" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"ko" varchar,
  	"en" varchar,
  	"ja" varchar
  );
  
  CREATE TABLE "_realtors_v_version_translation_glossary" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"ko" varchar,
  	"en" varchar,
  	"ja" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "listings_locales" (
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_listings_v_locales" (
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "field_translations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"target" varchar NOT NULL,
  	"realtor_id" integer,
  	"locale" "enum_field_translations_locale" NOT NULL,
  	"path" varchar NOT NULL,
  	"state" "enum_field_translations_state" NOT NULL,
  	"text_hash" varchar,
  	"changed_at" timestamp(3) with time zone,
  	"from" "enum_field_translations_from",
  	"source_hash" varchar,
  	"source" varchar,
  	"suggestion" varchar,
  	"characters" numeric,
  	"decided_by_id" integer,
  	"decided_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "translation_usage" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"realtor_id" integer NOT NULL,
  	"month" varchar NOT NULL,
  	"characters" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "contacts" ADD COLUMN "translation_text" varchar;
  ALTER TABLE "contacts" ADD COLUMN "translation_locale" "enum_contacts_translation_locale";
  ALTER TABLE "contacts" ADD COLUMN "translation_service" varchar;
  ALTER TABLE "contacts" ADD COLUMN "translation_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "field_translations_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "translation_usage_id" integer;
  ALTER TABLE "realtors_translation_glossary" ADD CONSTRAINT "realtors_translation_glossary_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."realtors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_realtors_v_version_translation_glossary" ADD CONSTRAINT "_realtors_v_version_translation_glossary_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_realtors_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "listings_locales" ADD CONSTRAINT "listings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_listings_v_locales" ADD CONSTRAINT "_listings_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_listings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "field_translations" ADD CONSTRAINT "field_translations_realtor_id_realtors_id_fk" FOREIGN KEY ("realtor_id") REFERENCES "public"."realtors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "field_translations" ADD CONSTRAINT "field_translations_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "translation_usage" ADD CONSTRAINT "translation_usage_realtor_id_realtors_id_fk" FOREIGN KEY ("realtor_id") REFERENCES "public"."realtors"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "realtors_translation_glossary_order_idx" ON "realtors_translation_glossary" USING btree ("_order");
  CREATE INDEX "realtors_translation_glossary_parent_id_idx" ON "realtors_translation_glossary" USING btree ("_parent_id");
  CREATE INDEX "_realtors_v_version_translation_glossary_order_idx" ON "_realtors_v_version_translation_glossary" USING btree ("_order");
  CREATE INDEX "_realtors_v_version_translation_glossary_parent_id_idx" ON "_realtors_v_version_translation_glossary" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "listings_locales_locale_parent_id_unique" ON "listings_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_listings_v_locales_locale_parent_id_unique" ON "_listings_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "field_translations_target_idx" ON "field_translations" USING btree ("target");
  CREATE INDEX "field_translations_realtor_idx" ON "field_translations" USING btree ("realtor_id");
  CREATE INDEX "field_translations_decided_by_idx" ON "field_translations" USING btree ("decided_by_id");
  CREATE INDEX "field_translations_updated_at_idx" ON "field_translations" USING btree ("updated_at");
  CREATE INDEX "field_translations_created_at_idx" ON "field_translations" USING btree ("created_at");
  CREATE UNIQUE INDEX "target_locale_path_idx" ON "field_translations" USING btree ("target","locale","path");
  CREATE INDEX "translation_usage_realtor_idx" ON "translation_usage" USING btree ("realtor_id");
  CREATE INDEX "translation_usage_updated_at_idx" ON "translation_usage" USING btree ("updated_at");
  CREATE INDEX "translation_usage_created_at_idx" ON "translation_usage" USING btree ("created_at");
  CREATE UNIQUE INDEX "realtor_month_idx" ON "translation_usage" USING btree ("realtor_id","month");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_field_translations_fk" FOREIGN KEY ("field_translations_id") REFERENCES "public"."field_translations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_translation_usage_fk" FOREIGN KEY ("translation_usage_id") REFERENCES "public"."translation_usage"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_field_translations_id_idx" ON "payload_locked_documents_rels" USING btree ("field_translations_id");
  CREATE INDEX "payload_locked_documents_rels_translation_usage_id_idx" ON "payload_locked_documents_rels" USING btree ("translation_usage_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "realtors_translation_glossary" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_realtors_v_version_translation_glossary" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "listings_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_listings_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "field_translations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "translation_usage" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "realtors_translation_glossary" CASCADE;
  DROP TABLE "_realtors_v_version_translation_glossary" CASCADE;
  DROP TABLE "listings_locales" CASCADE;
  DROP TABLE "_listings_v_locales" CASCADE;
  DROP TABLE "field_translations" CASCADE;
  DROP TABLE "translation_usage" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_field_translations_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_translation_usage_fk";
  
  DROP INDEX "payload_locked_documents_rels_field_translations_id_idx";
  DROP INDEX "payload_locked_documents_rels_translation_usage_id_idx";
  ALTER TABLE "contacts" DROP COLUMN "translation_text";
  ALTER TABLE "contacts" DROP COLUMN "translation_locale";
  ALTER TABLE "contacts" DROP COLUMN "translation_service";
  ALTER TABLE "contacts" DROP COLUMN "translation_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "field_translations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "translation_usage_id";
  DROP TYPE "public"."enum_contacts_translation_locale";
  DROP TYPE "public"."enum_field_translations_locale";
  DROP TYPE "public"."enum_field_translations_state";
  DROP TYPE "public"."enum_field_translations_from";`)
}
