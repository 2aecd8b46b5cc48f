import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_areas_state" AS ENUM('CA', 'GA');
  CREATE TYPE "public"."enum_areas_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__areas_v_version_state" AS ENUM('CA', 'GA');
  CREATE TYPE "public"."enum__areas_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__areas_v_published_locale" AS ENUM('ko', 'en', 'ja');
  CREATE TYPE "public"."enum_posts_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__posts_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__posts_v_published_locale" AS ENUM('ko', 'en', 'ja');
  CREATE TYPE "public"."enum_reviews_language" AS ENUM('ko', 'en', 'ja');
  CREATE TYPE "public"."enum_reviews_source" AS ENUM('direct', 'google', 'zillow', 'yelp', 'realtor_com', 'facebook', 'other');
  CREATE TYPE "public"."enum_reviews_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__reviews_v_version_language" AS ENUM('ko', 'en', 'ja');
  CREATE TYPE "public"."enum__reviews_v_version_source" AS ENUM('direct', 'google', 'zillow', 'yelp', 'realtor_com', 'facebook', 'other');
  CREATE TYPE "public"."enum__reviews_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__reviews_v_published_locale" AS ENUM('ko', 'en', 'ja');
  CREATE TABLE "areas_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar
  );
  
  CREATE TABLE "areas_links_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "areas" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"realtor_id" integer,
  	"state" "enum_areas_state" DEFAULT 'CA',
  	"city" varchar,
  	"neighborhood" varchar,
  	"zipcode" varchar,
  	"slug" varchar,
  	"edited_by" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_areas_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "areas_locales" (
  	"title" varchar,
  	"summary" varchar,
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "areas_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_areas_v_version_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_areas_v_version_links_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_areas_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_realtor_id" integer,
  	"version_state" "enum__areas_v_version_state" DEFAULT 'CA',
  	"version_city" varchar,
  	"version_neighborhood" varchar,
  	"version_zipcode" varchar,
  	"version_slug" varchar,
  	"version_edited_by" numeric,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__areas_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__areas_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_areas_v_locales" (
  	"version_title" varchar,
  	"version_summary" varchar,
  	"version_content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_areas_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "posts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"realtor_id" integer,
  	"cover_photo_id" integer,
  	"published_at" timestamp(3) with time zone,
  	"author" varchar,
  	"slug" varchar,
  	"edited_by" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_posts_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "posts_locales" (
  	"title" varchar,
  	"excerpt" varchar,
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_posts_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_realtor_id" integer,
  	"version_cover_photo_id" integer,
  	"version_published_at" timestamp(3) with time zone,
  	"version_author" varchar,
  	"version_slug" varchar,
  	"version_edited_by" numeric,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__posts_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__posts_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_posts_v_locales" (
  	"version_title" varchar,
  	"version_excerpt" varchar,
  	"version_content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "reviews" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"realtor_id" integer,
  	"client_name" varchar,
  	"rating" numeric,
  	"reviewed_at" timestamp(3) with time zone,
  	"text" varchar,
  	"language" "enum_reviews_language" DEFAULT 'ko',
  	"source" "enum_reviews_source" DEFAULT 'direct',
  	"source_url" varchar,
  	"client_consent" boolean DEFAULT false,
  	"consent_recorded_at" timestamp(3) with time zone,
  	"edited_by" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_reviews_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "reviews_locales" (
  	"translation" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_reviews_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_realtor_id" integer,
  	"version_client_name" varchar,
  	"version_rating" numeric,
  	"version_reviewed_at" timestamp(3) with time zone,
  	"version_text" varchar,
  	"version_language" "enum__reviews_v_version_language" DEFAULT 'ko',
  	"version_source" "enum__reviews_v_version_source" DEFAULT 'direct',
  	"version_source_url" varchar,
  	"version_client_consent" boolean DEFAULT false,
  	"version_consent_recorded_at" timestamp(3) with time zone,
  	"version_edited_by" numeric,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__reviews_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__reviews_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_reviews_v_locales" (
  	"version_translation" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "areas_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "posts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reviews_id" integer;
  ALTER TABLE "areas_links" ADD CONSTRAINT "areas_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."areas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "areas_links_locales" ADD CONSTRAINT "areas_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."areas_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "areas" ADD CONSTRAINT "areas_realtor_id_realtors_id_fk" FOREIGN KEY ("realtor_id") REFERENCES "public"."realtors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "areas_locales" ADD CONSTRAINT "areas_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."areas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "areas_rels" ADD CONSTRAINT "areas_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."areas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "areas_rels" ADD CONSTRAINT "areas_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_areas_v_version_links" ADD CONSTRAINT "_areas_v_version_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_areas_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_areas_v_version_links_locales" ADD CONSTRAINT "_areas_v_version_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_areas_v_version_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_areas_v" ADD CONSTRAINT "_areas_v_parent_id_areas_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."areas"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_areas_v" ADD CONSTRAINT "_areas_v_version_realtor_id_realtors_id_fk" FOREIGN KEY ("version_realtor_id") REFERENCES "public"."realtors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_areas_v_locales" ADD CONSTRAINT "_areas_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_areas_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_areas_v_rels" ADD CONSTRAINT "_areas_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_areas_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_areas_v_rels" ADD CONSTRAINT "_areas_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts" ADD CONSTRAINT "posts_realtor_id_realtors_id_fk" FOREIGN KEY ("realtor_id") REFERENCES "public"."realtors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts" ADD CONSTRAINT "posts_cover_photo_id_media_id_fk" FOREIGN KEY ("cover_photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_locales" ADD CONSTRAINT "posts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_parent_id_posts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_realtor_id_realtors_id_fk" FOREIGN KEY ("version_realtor_id") REFERENCES "public"."realtors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_cover_photo_id_media_id_fk" FOREIGN KEY ("version_cover_photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_locales" ADD CONSTRAINT "_posts_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_realtor_id_realtors_id_fk" FOREIGN KEY ("realtor_id") REFERENCES "public"."realtors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reviews_locales" ADD CONSTRAINT "reviews_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_reviews_v" ADD CONSTRAINT "_reviews_v_parent_id_reviews_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."reviews"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_reviews_v" ADD CONSTRAINT "_reviews_v_version_realtor_id_realtors_id_fk" FOREIGN KEY ("version_realtor_id") REFERENCES "public"."realtors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_reviews_v_locales" ADD CONSTRAINT "_reviews_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_reviews_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "areas_links_order_idx" ON "areas_links" USING btree ("_order");
  CREATE INDEX "areas_links_parent_id_idx" ON "areas_links" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "areas_links_locales_locale_parent_id_unique" ON "areas_links_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "areas_realtor_idx" ON "areas" USING btree ("realtor_id");
  CREATE INDEX "areas_slug_idx" ON "areas" USING btree ("slug");
  CREATE INDEX "areas_updated_at_idx" ON "areas" USING btree ("updated_at");
  CREATE INDEX "areas_created_at_idx" ON "areas" USING btree ("created_at");
  CREATE INDEX "areas__status_idx" ON "areas" USING btree ("_status");
  CREATE UNIQUE INDEX "realtor_slug_idx" ON "areas" USING btree ("realtor_id","slug");
  CREATE UNIQUE INDEX "areas_locales_locale_parent_id_unique" ON "areas_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "areas_rels_order_idx" ON "areas_rels" USING btree ("order");
  CREATE INDEX "areas_rels_parent_idx" ON "areas_rels" USING btree ("parent_id");
  CREATE INDEX "areas_rels_path_idx" ON "areas_rels" USING btree ("path");
  CREATE INDEX "areas_rels_media_id_idx" ON "areas_rels" USING btree ("media_id");
  CREATE INDEX "_areas_v_version_links_order_idx" ON "_areas_v_version_links" USING btree ("_order");
  CREATE INDEX "_areas_v_version_links_parent_id_idx" ON "_areas_v_version_links" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_areas_v_version_links_locales_locale_parent_id_unique" ON "_areas_v_version_links_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_areas_v_parent_idx" ON "_areas_v" USING btree ("parent_id");
  CREATE INDEX "_areas_v_version_version_realtor_idx" ON "_areas_v" USING btree ("version_realtor_id");
  CREATE INDEX "_areas_v_version_version_slug_idx" ON "_areas_v" USING btree ("version_slug");
  CREATE INDEX "_areas_v_version_version_updated_at_idx" ON "_areas_v" USING btree ("version_updated_at");
  CREATE INDEX "_areas_v_version_version_created_at_idx" ON "_areas_v" USING btree ("version_created_at");
  CREATE INDEX "_areas_v_version_version__status_idx" ON "_areas_v" USING btree ("version__status");
  CREATE INDEX "_areas_v_created_at_idx" ON "_areas_v" USING btree ("created_at");
  CREATE INDEX "_areas_v_updated_at_idx" ON "_areas_v" USING btree ("updated_at");
  CREATE INDEX "_areas_v_snapshot_idx" ON "_areas_v" USING btree ("snapshot");
  CREATE INDEX "_areas_v_published_locale_idx" ON "_areas_v" USING btree ("published_locale");
  CREATE INDEX "_areas_v_latest_idx" ON "_areas_v" USING btree ("latest");
  CREATE INDEX "_areas_v_autosave_idx" ON "_areas_v" USING btree ("autosave");
  CREATE INDEX "version_realtor_version_slug_idx" ON "_areas_v" USING btree ("version_realtor_id","version_slug");
  CREATE UNIQUE INDEX "_areas_v_locales_locale_parent_id_unique" ON "_areas_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_areas_v_rels_order_idx" ON "_areas_v_rels" USING btree ("order");
  CREATE INDEX "_areas_v_rels_parent_idx" ON "_areas_v_rels" USING btree ("parent_id");
  CREATE INDEX "_areas_v_rels_path_idx" ON "_areas_v_rels" USING btree ("path");
  CREATE INDEX "_areas_v_rels_media_id_idx" ON "_areas_v_rels" USING btree ("media_id");
  CREATE INDEX "posts_realtor_idx" ON "posts" USING btree ("realtor_id");
  CREATE INDEX "posts_cover_photo_idx" ON "posts" USING btree ("cover_photo_id");
  CREATE INDEX "posts_published_at_idx" ON "posts" USING btree ("published_at");
  CREATE INDEX "posts_slug_idx" ON "posts" USING btree ("slug");
  CREATE INDEX "posts_updated_at_idx" ON "posts" USING btree ("updated_at");
  CREATE INDEX "posts_created_at_idx" ON "posts" USING btree ("created_at");
  CREATE INDEX "posts__status_idx" ON "posts" USING btree ("_status");
  CREATE UNIQUE INDEX "realtor_slug_1_idx" ON "posts" USING btree ("realtor_id","slug");
  CREATE UNIQUE INDEX "posts_locales_locale_parent_id_unique" ON "posts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_posts_v_parent_idx" ON "_posts_v" USING btree ("parent_id");
  CREATE INDEX "_posts_v_version_version_realtor_idx" ON "_posts_v" USING btree ("version_realtor_id");
  CREATE INDEX "_posts_v_version_version_cover_photo_idx" ON "_posts_v" USING btree ("version_cover_photo_id");
  CREATE INDEX "_posts_v_version_version_published_at_idx" ON "_posts_v" USING btree ("version_published_at");
  CREATE INDEX "_posts_v_version_version_slug_idx" ON "_posts_v" USING btree ("version_slug");
  CREATE INDEX "_posts_v_version_version_updated_at_idx" ON "_posts_v" USING btree ("version_updated_at");
  CREATE INDEX "_posts_v_version_version_created_at_idx" ON "_posts_v" USING btree ("version_created_at");
  CREATE INDEX "_posts_v_version_version__status_idx" ON "_posts_v" USING btree ("version__status");
  CREATE INDEX "_posts_v_created_at_idx" ON "_posts_v" USING btree ("created_at");
  CREATE INDEX "_posts_v_updated_at_idx" ON "_posts_v" USING btree ("updated_at");
  CREATE INDEX "_posts_v_snapshot_idx" ON "_posts_v" USING btree ("snapshot");
  CREATE INDEX "_posts_v_published_locale_idx" ON "_posts_v" USING btree ("published_locale");
  CREATE INDEX "_posts_v_latest_idx" ON "_posts_v" USING btree ("latest");
  CREATE INDEX "_posts_v_autosave_idx" ON "_posts_v" USING btree ("autosave");
  CREATE INDEX "version_realtor_version_slug_1_idx" ON "_posts_v" USING btree ("version_realtor_id","version_slug");
  CREATE UNIQUE INDEX "_posts_v_locales_locale_parent_id_unique" ON "_posts_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "reviews_realtor_idx" ON "reviews" USING btree ("realtor_id");
  CREATE INDEX "reviews_client_consent_idx" ON "reviews" USING btree ("client_consent");
  CREATE INDEX "reviews_updated_at_idx" ON "reviews" USING btree ("updated_at");
  CREATE INDEX "reviews_created_at_idx" ON "reviews" USING btree ("created_at");
  CREATE INDEX "reviews__status_idx" ON "reviews" USING btree ("_status");
  CREATE UNIQUE INDEX "reviews_locales_locale_parent_id_unique" ON "reviews_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_reviews_v_parent_idx" ON "_reviews_v" USING btree ("parent_id");
  CREATE INDEX "_reviews_v_version_version_realtor_idx" ON "_reviews_v" USING btree ("version_realtor_id");
  CREATE INDEX "_reviews_v_version_version_client_consent_idx" ON "_reviews_v" USING btree ("version_client_consent");
  CREATE INDEX "_reviews_v_version_version_updated_at_idx" ON "_reviews_v" USING btree ("version_updated_at");
  CREATE INDEX "_reviews_v_version_version_created_at_idx" ON "_reviews_v" USING btree ("version_created_at");
  CREATE INDEX "_reviews_v_version_version__status_idx" ON "_reviews_v" USING btree ("version__status");
  CREATE INDEX "_reviews_v_created_at_idx" ON "_reviews_v" USING btree ("created_at");
  CREATE INDEX "_reviews_v_updated_at_idx" ON "_reviews_v" USING btree ("updated_at");
  CREATE INDEX "_reviews_v_snapshot_idx" ON "_reviews_v" USING btree ("snapshot");
  CREATE INDEX "_reviews_v_published_locale_idx" ON "_reviews_v" USING btree ("published_locale");
  CREATE INDEX "_reviews_v_latest_idx" ON "_reviews_v" USING btree ("latest");
  CREATE INDEX "_reviews_v_autosave_idx" ON "_reviews_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_reviews_v_locales_locale_parent_id_unique" ON "_reviews_v_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_areas_fk" FOREIGN KEY ("areas_id") REFERENCES "public"."areas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reviews_fk" FOREIGN KEY ("reviews_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_areas_id_idx" ON "payload_locked_documents_rels" USING btree ("areas_id");
  CREATE INDEX "payload_locked_documents_rels_posts_id_idx" ON "payload_locked_documents_rels" USING btree ("posts_id");
  CREATE INDEX "payload_locked_documents_rels_reviews_id_idx" ON "payload_locked_documents_rels" USING btree ("reviews_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "areas_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "areas_links_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "areas" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "areas_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "areas_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_areas_v_version_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_areas_v_version_links_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_areas_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_areas_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_areas_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reviews" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reviews_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_reviews_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_reviews_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "areas_links" CASCADE;
  DROP TABLE "areas_links_locales" CASCADE;
  DROP TABLE "areas" CASCADE;
  DROP TABLE "areas_locales" CASCADE;
  DROP TABLE "areas_rels" CASCADE;
  DROP TABLE "_areas_v_version_links" CASCADE;
  DROP TABLE "_areas_v_version_links_locales" CASCADE;
  DROP TABLE "_areas_v" CASCADE;
  DROP TABLE "_areas_v_locales" CASCADE;
  DROP TABLE "_areas_v_rels" CASCADE;
  DROP TABLE "posts" CASCADE;
  DROP TABLE "posts_locales" CASCADE;
  DROP TABLE "_posts_v" CASCADE;
  DROP TABLE "_posts_v_locales" CASCADE;
  DROP TABLE "reviews" CASCADE;
  DROP TABLE "reviews_locales" CASCADE;
  DROP TABLE "_reviews_v" CASCADE;
  DROP TABLE "_reviews_v_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_areas_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_posts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reviews_fk";
  
  DROP INDEX "payload_locked_documents_rels_areas_id_idx";
  DROP INDEX "payload_locked_documents_rels_posts_id_idx";
  DROP INDEX "payload_locked_documents_rels_reviews_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "areas_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "posts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reviews_id";
  DROP TYPE "public"."enum_areas_state";
  DROP TYPE "public"."enum_areas_status";
  DROP TYPE "public"."enum__areas_v_version_state";
  DROP TYPE "public"."enum__areas_v_version_status";
  DROP TYPE "public"."enum__areas_v_published_locale";
  DROP TYPE "public"."enum_posts_status";
  DROP TYPE "public"."enum__posts_v_version_status";
  DROP TYPE "public"."enum__posts_v_published_locale";
  DROP TYPE "public"."enum_reviews_language";
  DROP TYPE "public"."enum_reviews_source";
  DROP TYPE "public"."enum_reviews_status";
  DROP TYPE "public"."enum__reviews_v_version_language";
  DROP TYPE "public"."enum__reviews_v_version_source";
  DROP TYPE "public"."enum__reviews_v_version_status";
  DROP TYPE "public"."enum__reviews_v_published_locale";`)
}
