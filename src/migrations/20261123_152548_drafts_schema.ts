import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_realtors_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__realtors_v_version_activity_region_state" AS ENUM('CA', 'GA');
  CREATE TYPE "public"."enum__realtors_v_version_etc_info_type" AS ENUM('zillow_link', 'korea_name', 'home_list_realtor', 'company_address', 'company_phone', 'company_fax', 'company_license');
  CREATE TYPE "public"."enum__realtors_v_version_photos_kind" AS ENUM('logo', 'logo2', 'id', 'id2', 'top', 'gallery', 'favicon', 'ogImage');
  CREATE TYPE "public"."enum__realtors_v_version_contact_phone_country" AS ENUM('US', 'KR', 'CN', 'IN', 'AU', 'CA', 'JP', 'HK', 'DE', 'VN');
  CREATE TYPE "public"."enum__realtors_v_version_design_font_size" AS ENUM('small', 'medium', 'large');
  CREATE TYPE "public"."enum__realtors_v_version_sync_status" AS ENUM('off', 'pending', 'synced', 'failed');
  CREATE TYPE "public"."enum__realtors_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__realtors_v_published_locale" AS ENUM('ko', 'en', 'ja');
  CREATE TYPE "public"."enum_listings_listing_status" AS ENUM('sale', 'rent', 'sold', 'rented');
  CREATE TYPE "public"."enum__listings_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__listings_v_published_locale" AS ENUM('ko', 'en', 'ja');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_version_kind" AS ENUM('terms', 'privacy', 'agreement', 'process');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_published_locale" AS ENUM('ko', 'en', 'ja');
  CREATE TYPE "public"."enum_landing_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__landing_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__landing_v_published_locale" AS ENUM('ko', 'en', 'ja');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'schedulePublish';
  CREATE TABLE "_realtors_v_version_activity_region" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"state" "enum__realtors_v_version_activity_region_state",
  	"city" varchar,
  	"neighborhood" varchar,
  	"zipcode" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_realtors_v_version_etc_info" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"type" "enum__realtors_v_version_etc_info_type",
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_realtors_v_version_additional_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"body" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_realtors_v_version_photos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__realtors_v_version_photos_kind" DEFAULT 'gallery',
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_realtors_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_contact_phone_country" "enum__realtors_v_version_contact_phone_country" DEFAULT 'US',
  	"version_contact_phone" varchar,
  	"version_email" varchar,
  	"version_kakao_link" varchar,
  	"version_sns_youtube_url" varchar,
  	"version_sns_instagram_url" varchar,
  	"version_recommended_youtube_url" varchar,
  	"version_license_number" varchar,
  	"version_sales_count" numeric,
  	"version_last_year_sales_total" numeric,
  	"version_career_start" varchar,
  	"version_career_end" varchar,
  	"version_design_main_color" varchar DEFAULT '#1F3A5F',
  	"version_design_font_size" "enum__realtors_v_version_design_font_size" DEFAULT 'medium',
  	"version_design_main_dark_mode" boolean DEFAULT false,
  	"version_content_dark_mode" boolean DEFAULT false,
  	"version_follow_visitor_color_scheme" boolean DEFAULT false,
  	"version_is_make_homepage" boolean DEFAULT true,
  	"version_made_for_realtor" boolean DEFAULT false,
  	"version_pp_profile_id" varchar,
  	"version_desired_url" varchar,
  	"version_custom_domain" varchar,
  	"version_owner_id" integer,
  	"version_sync_status" "enum__realtors_v_version_sync_status" DEFAULT 'off',
  	"version_main_api_id" varchar,
  	"version_last_synced_at" timestamp(3) with time zone,
  	"version_last_sync_error" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__realtors_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__realtors_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_realtors_v_locales" (
  	"version_display_name" varchar,
  	"version_headline" varchar,
  	"version_about_me" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version_meta_keywords" varchar,
  	"version_meta_author" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_listings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_realtor_id" integer,
  	"version_status" "enum_listings_listing_status" DEFAULT 'sale',
  	"version_address" varchar,
  	"version_city" varchar,
  	"version_state" varchar,
  	"version_zipcode" varchar,
  	"version_price" numeric,
  	"version_beds" numeric,
  	"version_baths" numeric,
  	"version_living_area" numeric,
  	"version_listing_broker" varchar,
  	"version_listing_office" varchar,
  	"version_source" varchar DEFAULT 'local',
  	"version_source_updated_at" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__listings_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__listings_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_listings_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_kind" "enum__pages_v_version_kind",
  	"version_realtor_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__pages_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_pages_v_locales" (
  	"version_title" varchar,
  	"version_content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_landing_v_version_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_landing_v_version_cards_locales" (
  	"title" varchar,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_landing_v_version_showcase" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"realtor_id" integer,
  	"thumbnail_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_landing_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_share_image_id" integer,
  	"version__status" "enum__landing_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__landing_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_landing_v_locales" (
  	"version_hero_headline" varchar,
  	"version_hero_subheadline" varchar,
  	"version_hero_cta_label" varchar,
  	"version_cta_band_headline" varchar,
  	"version_cta_band_cta_label" varchar,
  	"version_share_title" varchar,
  	"version_share_description" varchar,
  	"version_share_site_name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  -- Hand-fixed: the listing kind (sale / rent...) moves to its own enum type first, then
  -- enum_listings_status is recreated for the drafts' _status (drizzle mixed the two up).
  ALTER TABLE "listings" ALTER COLUMN "status" DROP DEFAULT;
  ALTER TABLE "listings" ALTER COLUMN "status" SET DATA TYPE "public"."enum_listings_listing_status" USING "status"::text::"public"."enum_listings_listing_status";
  ALTER TABLE "listings" ALTER COLUMN "status" SET DEFAULT 'sale';
  DROP TYPE "public"."enum_listings_status";
  CREATE TYPE "public"."enum_listings_status" AS ENUM('draft', 'published');
  DROP INDEX "realtors_published_idx";
  ALTER TABLE "realtors_activity_region" ALTER COLUMN "state" DROP NOT NULL;
  ALTER TABLE "realtors_activity_region" ALTER COLUMN "city" DROP NOT NULL;
  ALTER TABLE "realtors_etc_info" ALTER COLUMN "type" DROP NOT NULL;
  ALTER TABLE "realtors_etc_info" ALTER COLUMN "value" DROP NOT NULL;
  ALTER TABLE "realtors_additional_sections" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "realtors_photos" ALTER COLUMN "kind" DROP NOT NULL;
  ALTER TABLE "realtors_photos" ALTER COLUMN "image_id" DROP NOT NULL;
  ALTER TABLE "realtors" ALTER COLUMN "desired_url" DROP NOT NULL;
  ALTER TABLE "listings" ALTER COLUMN "realtor_id" DROP NOT NULL;
  ALTER TABLE "listings" ALTER COLUMN "status" DROP NOT NULL;
  ALTER TABLE "listings" ALTER COLUMN "address" DROP NOT NULL;
  ALTER TABLE "listings" ALTER COLUMN "city" DROP NOT NULL;
  ALTER TABLE "listings" ALTER COLUMN "state" DROP NOT NULL;
  ALTER TABLE "listings" ALTER COLUMN "price" DROP NOT NULL;
  ALTER TABLE "pages" ALTER COLUMN "kind" DROP NOT NULL;
  ALTER TABLE "landing_showcase" ALTER COLUMN "thumbnail_id" DROP NOT NULL;
  ALTER TABLE "realtors" ADD COLUMN "_status" "enum_realtors_status" DEFAULT 'draft';
  ALTER TABLE "listings" ADD COLUMN "_status" "enum_listings_status" DEFAULT 'draft';
  ALTER TABLE "pages" ADD COLUMN "_status" "enum_pages_status" DEFAULT 'draft';
  ALTER TABLE "landing" ADD COLUMN "_status" "enum_landing_status" DEFAULT 'draft';
  ALTER TABLE "_realtors_v_version_activity_region" ADD CONSTRAINT "_realtors_v_version_activity_region_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_realtors_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_realtors_v_version_etc_info" ADD CONSTRAINT "_realtors_v_version_etc_info_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_realtors_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_realtors_v_version_additional_sections" ADD CONSTRAINT "_realtors_v_version_additional_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_realtors_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_realtors_v_version_photos" ADD CONSTRAINT "_realtors_v_version_photos_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_realtors_v_version_photos" ADD CONSTRAINT "_realtors_v_version_photos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_realtors_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_realtors_v" ADD CONSTRAINT "_realtors_v_parent_id_realtors_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."realtors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_realtors_v" ADD CONSTRAINT "_realtors_v_version_owner_id_users_id_fk" FOREIGN KEY ("version_owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_realtors_v_locales" ADD CONSTRAINT "_realtors_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_realtors_v_locales" ADD CONSTRAINT "_realtors_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_realtors_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_listings_v" ADD CONSTRAINT "_listings_v_parent_id_listings_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_listings_v" ADD CONSTRAINT "_listings_v_version_realtor_id_realtors_id_fk" FOREIGN KEY ("version_realtor_id") REFERENCES "public"."realtors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_listings_v_rels" ADD CONSTRAINT "_listings_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_listings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_listings_v_rels" ADD CONSTRAINT "_listings_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_realtor_id_realtors_id_fk" FOREIGN KEY ("version_realtor_id") REFERENCES "public"."realtors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_v_version_cards" ADD CONSTRAINT "_landing_v_version_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landing_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_v_version_cards_locales" ADD CONSTRAINT "_landing_v_version_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landing_v_version_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_v_version_showcase" ADD CONSTRAINT "_landing_v_version_showcase_realtor_id_realtors_id_fk" FOREIGN KEY ("realtor_id") REFERENCES "public"."realtors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_landing_v_version_showcase" ADD CONSTRAINT "_landing_v_version_showcase_thumbnail_id_media_id_fk" FOREIGN KEY ("thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_landing_v_version_showcase" ADD CONSTRAINT "_landing_v_version_showcase_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landing_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_v" ADD CONSTRAINT "_landing_v_version_share_image_id_media_id_fk" FOREIGN KEY ("version_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_landing_v_locales" ADD CONSTRAINT "_landing_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landing_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_realtors_v_version_activity_region_order_idx" ON "_realtors_v_version_activity_region" USING btree ("_order");
  CREATE INDEX "_realtors_v_version_activity_region_parent_id_idx" ON "_realtors_v_version_activity_region" USING btree ("_parent_id");
  CREATE INDEX "_realtors_v_version_etc_info_order_idx" ON "_realtors_v_version_etc_info" USING btree ("_order");
  CREATE INDEX "_realtors_v_version_etc_info_parent_id_idx" ON "_realtors_v_version_etc_info" USING btree ("_parent_id");
  CREATE INDEX "_realtors_v_version_additional_sections_order_idx" ON "_realtors_v_version_additional_sections" USING btree ("_order");
  CREATE INDEX "_realtors_v_version_additional_sections_parent_id_idx" ON "_realtors_v_version_additional_sections" USING btree ("_parent_id");
  CREATE INDEX "_realtors_v_version_additional_sections_locale_idx" ON "_realtors_v_version_additional_sections" USING btree ("_locale");
  CREATE INDEX "_realtors_v_version_photos_order_idx" ON "_realtors_v_version_photos" USING btree ("_order");
  CREATE INDEX "_realtors_v_version_photos_parent_id_idx" ON "_realtors_v_version_photos" USING btree ("_parent_id");
  CREATE INDEX "_realtors_v_version_photos_image_idx" ON "_realtors_v_version_photos" USING btree ("image_id");
  CREATE INDEX "_realtors_v_parent_idx" ON "_realtors_v" USING btree ("parent_id");
  CREATE INDEX "_realtors_v_version_version_license_number_idx" ON "_realtors_v" USING btree ("version_license_number");
  CREATE INDEX "_realtors_v_version_version_desired_url_idx" ON "_realtors_v" USING btree ("version_desired_url");
  CREATE INDEX "_realtors_v_version_version_custom_domain_idx" ON "_realtors_v" USING btree ("version_custom_domain");
  CREATE INDEX "_realtors_v_version_version_owner_idx" ON "_realtors_v" USING btree ("version_owner_id");
  CREATE INDEX "_realtors_v_version_version_updated_at_idx" ON "_realtors_v" USING btree ("version_updated_at");
  CREATE INDEX "_realtors_v_version_version_created_at_idx" ON "_realtors_v" USING btree ("version_created_at");
  CREATE INDEX "_realtors_v_version_version__status_idx" ON "_realtors_v" USING btree ("version__status");
  CREATE INDEX "_realtors_v_created_at_idx" ON "_realtors_v" USING btree ("created_at");
  CREATE INDEX "_realtors_v_updated_at_idx" ON "_realtors_v" USING btree ("updated_at");
  CREATE INDEX "_realtors_v_snapshot_idx" ON "_realtors_v" USING btree ("snapshot");
  CREATE INDEX "_realtors_v_published_locale_idx" ON "_realtors_v" USING btree ("published_locale");
  CREATE INDEX "_realtors_v_latest_idx" ON "_realtors_v" USING btree ("latest");
  CREATE INDEX "_realtors_v_autosave_idx" ON "_realtors_v" USING btree ("autosave");
  CREATE INDEX "_realtors_v_version_meta_version_meta_image_idx" ON "_realtors_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_realtors_v_locales_locale_parent_id_unique" ON "_realtors_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_listings_v_parent_idx" ON "_listings_v" USING btree ("parent_id");
  CREATE INDEX "_listings_v_version_version_realtor_idx" ON "_listings_v" USING btree ("version_realtor_id");
  CREATE INDEX "_listings_v_version_version_status_idx" ON "_listings_v" USING btree ("version_status");
  CREATE INDEX "_listings_v_version_version_updated_at_idx" ON "_listings_v" USING btree ("version_updated_at");
  CREATE INDEX "_listings_v_version_version_created_at_idx" ON "_listings_v" USING btree ("version_created_at");
  CREATE INDEX "_listings_v_version_version__status_idx" ON "_listings_v" USING btree ("version__status");
  CREATE INDEX "_listings_v_created_at_idx" ON "_listings_v" USING btree ("created_at");
  CREATE INDEX "_listings_v_updated_at_idx" ON "_listings_v" USING btree ("updated_at");
  CREATE INDEX "_listings_v_snapshot_idx" ON "_listings_v" USING btree ("snapshot");
  CREATE INDEX "_listings_v_published_locale_idx" ON "_listings_v" USING btree ("published_locale");
  CREATE INDEX "_listings_v_latest_idx" ON "_listings_v" USING btree ("latest");
  CREATE INDEX "_listings_v_autosave_idx" ON "_listings_v" USING btree ("autosave");
  CREATE INDEX "_listings_v_rels_order_idx" ON "_listings_v_rels" USING btree ("order");
  CREATE INDEX "_listings_v_rels_parent_idx" ON "_listings_v_rels" USING btree ("parent_id");
  CREATE INDEX "_listings_v_rels_path_idx" ON "_listings_v_rels" USING btree ("path");
  CREATE INDEX "_listings_v_rels_media_id_idx" ON "_listings_v_rels" USING btree ("media_id");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_realtor_idx" ON "_pages_v" USING btree ("version_realtor_id");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_snapshot_idx" ON "_pages_v" USING btree ("snapshot");
  CREATE INDEX "_pages_v_published_locale_idx" ON "_pages_v" USING btree ("published_locale");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "_pages_v_autosave_idx" ON "_pages_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_pages_v_locales_locale_parent_id_unique" ON "_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_landing_v_version_cards_order_idx" ON "_landing_v_version_cards" USING btree ("_order");
  CREATE INDEX "_landing_v_version_cards_parent_id_idx" ON "_landing_v_version_cards" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_landing_v_version_cards_locales_locale_parent_id_unique" ON "_landing_v_version_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_landing_v_version_showcase_order_idx" ON "_landing_v_version_showcase" USING btree ("_order");
  CREATE INDEX "_landing_v_version_showcase_parent_id_idx" ON "_landing_v_version_showcase" USING btree ("_parent_id");
  CREATE INDEX "_landing_v_version_showcase_realtor_idx" ON "_landing_v_version_showcase" USING btree ("realtor_id");
  CREATE INDEX "_landing_v_version_showcase_thumbnail_idx" ON "_landing_v_version_showcase" USING btree ("thumbnail_id");
  CREATE INDEX "_landing_v_version_share_version_share_image_idx" ON "_landing_v" USING btree ("version_share_image_id");
  CREATE INDEX "_landing_v_version_version__status_idx" ON "_landing_v" USING btree ("version__status");
  CREATE INDEX "_landing_v_created_at_idx" ON "_landing_v" USING btree ("created_at");
  CREATE INDEX "_landing_v_updated_at_idx" ON "_landing_v" USING btree ("updated_at");
  CREATE INDEX "_landing_v_snapshot_idx" ON "_landing_v" USING btree ("snapshot");
  CREATE INDEX "_landing_v_published_locale_idx" ON "_landing_v" USING btree ("published_locale");
  CREATE INDEX "_landing_v_latest_idx" ON "_landing_v" USING btree ("latest");
  CREATE INDEX "_landing_v_autosave_idx" ON "_landing_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_landing_v_locales_locale_parent_id_unique" ON "_landing_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "realtors__status_idx" ON "realtors" USING btree ("_status");
  CREATE INDEX "listings__status_idx" ON "listings" USING btree ("_status");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE INDEX "landing__status_idx" ON "landing" USING btree ("_status");
  ALTER TABLE "realtors" DROP COLUMN "published";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_realtors_v_version_activity_region" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_realtors_v_version_etc_info" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_realtors_v_version_additional_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_realtors_v_version_photos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_realtors_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_realtors_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_listings_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_listings_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landing_v_version_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landing_v_version_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landing_v_version_showcase" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landing_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landing_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_realtors_v_version_activity_region" CASCADE;
  DROP TABLE "_realtors_v_version_etc_info" CASCADE;
  DROP TABLE "_realtors_v_version_additional_sections" CASCADE;
  DROP TABLE "_realtors_v_version_photos" CASCADE;
  DROP TABLE "_realtors_v" CASCADE;
  DROP TABLE "_realtors_v_locales" CASCADE;
  DROP TABLE "_listings_v" CASCADE;
  DROP TABLE "_listings_v_rels" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "_pages_v_locales" CASCADE;
  DROP TABLE "_landing_v_version_cards" CASCADE;
  DROP TABLE "_landing_v_version_cards_locales" CASCADE;
  DROP TABLE "_landing_v_version_showcase" CASCADE;
  DROP TABLE "_landing_v" CASCADE;
  DROP TABLE "_landing_v_locales" CASCADE;
  -- Hand-fixed (see up): _status goes first, then the listing kind gets its old enum type back.
  ALTER TABLE "listings" DROP COLUMN "_status";
  DROP TYPE "public"."enum_listings_status";
  CREATE TYPE "public"."enum_listings_status" AS ENUM('sale', 'rent', 'sold', 'rented');
  ALTER TABLE "listings" ALTER COLUMN "status" DROP DEFAULT;
  ALTER TABLE "listings" ALTER COLUMN "status" SET DATA TYPE "public"."enum_listings_status" USING "status"::text::"public"."enum_listings_status";
  ALTER TABLE "listings" ALTER COLUMN "status" SET DEFAULT 'sale';
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'forwardLead', 'forwardContact', 'emailContact', 'emailLead', 'syncRealtor');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'forwardLead', 'forwardContact', 'emailContact', 'emailLead', 'syncRealtor');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "realtors__status_idx";
  DROP INDEX "listings__status_idx";
  DROP INDEX "pages__status_idx";
  DROP INDEX "landing__status_idx";
  ALTER TABLE "realtors_activity_region" ALTER COLUMN "state" SET NOT NULL;
  ALTER TABLE "realtors_activity_region" ALTER COLUMN "city" SET NOT NULL;
  ALTER TABLE "realtors_etc_info" ALTER COLUMN "type" SET NOT NULL;
  ALTER TABLE "realtors_etc_info" ALTER COLUMN "value" SET NOT NULL;
  ALTER TABLE "realtors_additional_sections" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "realtors_photos" ALTER COLUMN "kind" SET NOT NULL;
  ALTER TABLE "realtors_photos" ALTER COLUMN "image_id" SET NOT NULL;
  ALTER TABLE "realtors" ALTER COLUMN "desired_url" SET NOT NULL;
  ALTER TABLE "listings" ALTER COLUMN "realtor_id" SET NOT NULL;
  ALTER TABLE "listings" ALTER COLUMN "status" SET NOT NULL;
  ALTER TABLE "listings" ALTER COLUMN "address" SET NOT NULL;
  ALTER TABLE "listings" ALTER COLUMN "city" SET NOT NULL;
  ALTER TABLE "listings" ALTER COLUMN "state" SET NOT NULL;
  ALTER TABLE "listings" ALTER COLUMN "price" SET NOT NULL;
  ALTER TABLE "pages" ALTER COLUMN "kind" SET NOT NULL;
  ALTER TABLE "landing_showcase" ALTER COLUMN "thumbnail_id" SET NOT NULL;
  ALTER TABLE "realtors" ADD COLUMN "published" boolean DEFAULT false;
  CREATE INDEX "realtors_published_idx" ON "realtors" USING btree ("published");
  ALTER TABLE "realtors" DROP COLUMN "_status";
  ALTER TABLE "pages" DROP COLUMN "_status";
  ALTER TABLE "landing" DROP COLUMN "_status";
  DROP TYPE "public"."enum_realtors_status";
  DROP TYPE "public"."enum__realtors_v_version_activity_region_state";
  DROP TYPE "public"."enum__realtors_v_version_etc_info_type";
  DROP TYPE "public"."enum__realtors_v_version_photos_kind";
  DROP TYPE "public"."enum__realtors_v_version_contact_phone_country";
  DROP TYPE "public"."enum__realtors_v_version_design_font_size";
  DROP TYPE "public"."enum__realtors_v_version_sync_status";
  DROP TYPE "public"."enum__realtors_v_version_status";
  DROP TYPE "public"."enum__realtors_v_published_locale";
  DROP TYPE "public"."enum_listings_listing_status";
  DROP TYPE "public"."enum__listings_v_version_status";
  DROP TYPE "public"."enum__listings_v_published_locale";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_version_kind";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum__pages_v_published_locale";
  DROP TYPE "public"."enum_landing_status";
  DROP TYPE "public"."enum__landing_v_version_status";
  DROP TYPE "public"."enum__landing_v_published_locale";`)
}
