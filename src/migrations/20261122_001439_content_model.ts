import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_realtors_activity_region_state" AS ENUM('CA', 'GA');
  CREATE TYPE "public"."enum_realtors_etc_info_type" AS ENUM('zillow_link', 'korea_name', 'home_list_realtor', 'company_address', 'company_phone', 'company_fax', 'company_license');
  CREATE TYPE "public"."enum_realtors_photos_kind" AS ENUM('logo', 'logo2', 'id', 'id2', 'top', 'gallery', 'favicon', 'ogImage');
  CREATE TYPE "public"."enum_realtors_contact_phone_country" AS ENUM('US', 'KR', 'CN', 'IN', 'AU', 'CA', 'JP', 'HK', 'DE', 'VN');
  CREATE TYPE "public"."enum_realtors_design_font_size" AS ENUM('small', 'medium', 'large');
  CREATE TYPE "public"."enum_realtors_sync_status" AS ENUM('off', 'pending', 'synced', 'failed');
  CREATE TYPE "public"."enum_listings_status" AS ENUM('sale', 'rent', 'sold', 'rented');
  CREATE TYPE "public"."enum_pages_kind" AS ENUM('terms', 'privacy', 'agreement', 'process');
  CREATE TYPE "public"."enum_leads_phone_country_code" AS ENUM('US', 'KR', 'CN', 'IN', 'AU', 'CA', 'JP', 'HK', 'DE', 'VN');
  CREATE TYPE "public"."enum_leads_forwarding_status" AS ENUM('off', 'pending', 'delivered', 'failed');
  CREATE TYPE "public"."enum_contacts_phone_country_code" AS ENUM('US', 'KR', 'CN', 'IN', 'AU', 'CA', 'JP', 'HK', 'DE', 'VN');
  CREATE TYPE "public"."enum_contacts_is_term" AS ENUM('Y', 'N');
  CREATE TYPE "public"."enum_contacts_forwarding_status" AS ENUM('off', 'pending', 'delivered', 'failed');
  CREATE TABLE "realtors_activity_region" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"state" "enum_realtors_activity_region_state" NOT NULL,
  	"city" varchar NOT NULL,
  	"neighborhood" varchar,
  	"zipcode" varchar
  );
  
  CREATE TABLE "realtors_etc_info" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "enum_realtors_etc_info_type" NOT NULL,
  	"value" varchar NOT NULL
  );
  
  CREATE TABLE "realtors_additional_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"body" varchar
  );
  
  CREATE TABLE "realtors_photos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_realtors_photos_kind" DEFAULT 'gallery' NOT NULL,
  	"image_id" integer NOT NULL
  );
  
  CREATE TABLE "realtors" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"contact_phone_country" "enum_realtors_contact_phone_country" DEFAULT 'US',
  	"contact_phone" varchar,
  	"email" varchar,
  	"kakao_link" varchar,
  	"sns_youtube_url" varchar,
  	"sns_instagram_url" varchar,
  	"recommended_youtube_url" varchar,
  	"license_number" varchar,
  	"sales_count" numeric,
  	"last_year_sales_total" numeric,
  	"career_start" varchar,
  	"career_end" varchar,
  	"design_main_color" varchar DEFAULT '#1F3A5F',
  	"design_font_size" "enum_realtors_design_font_size" DEFAULT 'medium',
  	"design_main_dark_mode" boolean DEFAULT false,
  	"content_dark_mode" boolean DEFAULT false,
  	"is_make_homepage" boolean DEFAULT true,
  	"made_for_realtor" boolean DEFAULT false,
  	"pp_profile_id" varchar,
  	"desired_url" varchar NOT NULL,
  	"custom_domain" varchar,
  	"published" boolean DEFAULT false,
  	"owner_id" integer,
  	"sync_status" "enum_realtors_sync_status" DEFAULT 'off',
  	"main_api_id" varchar,
  	"last_synced_at" timestamp(3) with time zone,
  	"last_sync_error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "realtors_locales" (
  	"display_name" varchar,
  	"about_me" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"meta_keywords" varchar,
  	"meta_author" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "listings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"realtor_id" integer NOT NULL,
  	"status" "enum_listings_status" DEFAULT 'sale' NOT NULL,
  	"address" varchar NOT NULL,
  	"city" varchar NOT NULL,
  	"state" varchar NOT NULL,
  	"zipcode" varchar,
  	"price" numeric NOT NULL,
  	"beds" numeric,
  	"baths" numeric,
  	"living_area" numeric,
  	"listing_broker" varchar,
  	"listing_office" varchar,
  	"source" varchar DEFAULT 'local',
  	"source_updated_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "listings_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_pages_kind" NOT NULL,
  	"realtor_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "pages_locales" (
  	"title" varchar,
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "leads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"area" varchar NOT NULL,
  	"phone_country_code" "enum_leads_phone_country_code" NOT NULL,
  	"phone" varchar NOT NULL,
  	"has_site" boolean DEFAULT false,
  	"consent_privacy" boolean DEFAULT false NOT NULL,
  	"consent_contact" boolean DEFAULT false NOT NULL,
  	"consent_agreed_at" timestamp(3) with time zone NOT NULL,
  	"consent_locale" varchar,
  	"page" varchar,
  	"forwarding_status" "enum_leads_forwarding_status" DEFAULT 'pending',
  	"forwarding_attempts" numeric DEFAULT 0,
  	"forwarding_delivered_at" timestamp(3) with time zone,
  	"forwarding_last_error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "contacts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"realtor_id" integer NOT NULL,
  	"name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"first_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone_country_code" "enum_contacts_phone_country_code" NOT NULL,
  	"phone" varchar NOT NULL,
  	"message" varchar,
  	"is_term" "enum_contacts_is_term" DEFAULT 'Y' NOT NULL,
  	"forwarding_status" "enum_contacts_forwarding_status" DEFAULT 'pending',
  	"forwarding_attempts" numeric DEFAULT 0,
  	"forwarding_delivered_at" timestamp(3) with time zone,
  	"forwarding_last_error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "landing_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "landing_cards_locales" (
  	"title" varchar,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "landing_showcase" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar NOT NULL,
  	"thumbnail_id" integer NOT NULL
  );
  
  CREATE TABLE "landing_showcase_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "landing" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "landing_locales" (
  	"hero_headline" varchar,
  	"hero_subheadline" varchar,
  	"hero_cta_label" varchar,
  	"cta_band_headline" varchar,
  	"cta_band_cta_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "site_settings_home_hosts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"host" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"lender_name" varchar,
  	"lender_logo_id" integer,
  	"lender_license_number" varchar,
  	"lender_nmls_number" varchar,
  	"tag_manager_id" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "site_settings_locales" (
  	"lender_disclaimer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "realtors_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "listings_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "pages_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "leads_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "contacts_id" integer;
  ALTER TABLE "realtors_activity_region" ADD CONSTRAINT "realtors_activity_region_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."realtors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "realtors_etc_info" ADD CONSTRAINT "realtors_etc_info_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."realtors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "realtors_additional_sections" ADD CONSTRAINT "realtors_additional_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."realtors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "realtors_photos" ADD CONSTRAINT "realtors_photos_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "realtors_photos" ADD CONSTRAINT "realtors_photos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."realtors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "realtors" ADD CONSTRAINT "realtors_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "realtors_locales" ADD CONSTRAINT "realtors_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "realtors_locales" ADD CONSTRAINT "realtors_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."realtors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "listings" ADD CONSTRAINT "listings_realtor_id_realtors_id_fk" FOREIGN KEY ("realtor_id") REFERENCES "public"."realtors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "listings_rels" ADD CONSTRAINT "listings_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "listings_rels" ADD CONSTRAINT "listings_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_realtor_id_realtors_id_fk" FOREIGN KEY ("realtor_id") REFERENCES "public"."realtors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contacts" ADD CONSTRAINT "contacts_realtor_id_realtors_id_fk" FOREIGN KEY ("realtor_id") REFERENCES "public"."realtors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "landing_cards" ADD CONSTRAINT "landing_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_cards_locales" ADD CONSTRAINT "landing_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_showcase" ADD CONSTRAINT "landing_showcase_thumbnail_id_media_id_fk" FOREIGN KEY ("thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "landing_showcase" ADD CONSTRAINT "landing_showcase_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_showcase_locales" ADD CONSTRAINT "landing_showcase_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing_showcase"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_locales" ADD CONSTRAINT "landing_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_home_hosts" ADD CONSTRAINT "site_settings_home_hosts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_lender_logo_id_media_id_fk" FOREIGN KEY ("lender_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings_locales" ADD CONSTRAINT "site_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "realtors_activity_region_order_idx" ON "realtors_activity_region" USING btree ("_order");
  CREATE INDEX "realtors_activity_region_parent_id_idx" ON "realtors_activity_region" USING btree ("_parent_id");
  CREATE INDEX "realtors_etc_info_order_idx" ON "realtors_etc_info" USING btree ("_order");
  CREATE INDEX "realtors_etc_info_parent_id_idx" ON "realtors_etc_info" USING btree ("_parent_id");
  CREATE INDEX "realtors_additional_sections_order_idx" ON "realtors_additional_sections" USING btree ("_order");
  CREATE INDEX "realtors_additional_sections_parent_id_idx" ON "realtors_additional_sections" USING btree ("_parent_id");
  CREATE INDEX "realtors_additional_sections_locale_idx" ON "realtors_additional_sections" USING btree ("_locale");
  CREATE INDEX "realtors_photos_order_idx" ON "realtors_photos" USING btree ("_order");
  CREATE INDEX "realtors_photos_parent_id_idx" ON "realtors_photos" USING btree ("_parent_id");
  CREATE INDEX "realtors_photos_image_idx" ON "realtors_photos" USING btree ("image_id");
  CREATE INDEX "realtors_license_number_idx" ON "realtors" USING btree ("license_number");
  CREATE UNIQUE INDEX "realtors_desired_url_idx" ON "realtors" USING btree ("desired_url");
  CREATE UNIQUE INDEX "realtors_custom_domain_idx" ON "realtors" USING btree ("custom_domain");
  CREATE INDEX "realtors_published_idx" ON "realtors" USING btree ("published");
  CREATE UNIQUE INDEX "realtors_owner_idx" ON "realtors" USING btree ("owner_id");
  CREATE INDEX "realtors_updated_at_idx" ON "realtors" USING btree ("updated_at");
  CREATE INDEX "realtors_created_at_idx" ON "realtors" USING btree ("created_at");
  CREATE INDEX "realtors_meta_meta_image_idx" ON "realtors_locales" USING btree ("meta_image_id","_locale");
  CREATE UNIQUE INDEX "realtors_locales_locale_parent_id_unique" ON "realtors_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "listings_realtor_idx" ON "listings" USING btree ("realtor_id");
  CREATE INDEX "listings_status_idx" ON "listings" USING btree ("status");
  CREATE INDEX "listings_updated_at_idx" ON "listings" USING btree ("updated_at");
  CREATE INDEX "listings_created_at_idx" ON "listings" USING btree ("created_at");
  CREATE INDEX "listings_rels_order_idx" ON "listings_rels" USING btree ("order");
  CREATE INDEX "listings_rels_parent_idx" ON "listings_rels" USING btree ("parent_id");
  CREATE INDEX "listings_rels_path_idx" ON "listings_rels" USING btree ("path");
  CREATE INDEX "listings_rels_media_id_idx" ON "listings_rels" USING btree ("media_id");
  CREATE INDEX "pages_realtor_idx" ON "pages" USING btree ("realtor_id");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE UNIQUE INDEX "pages_locales_locale_parent_id_unique" ON "pages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "leads_updated_at_idx" ON "leads" USING btree ("updated_at");
  CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at");
  CREATE INDEX "contacts_realtor_idx" ON "contacts" USING btree ("realtor_id");
  CREATE INDEX "contacts_updated_at_idx" ON "contacts" USING btree ("updated_at");
  CREATE INDEX "contacts_created_at_idx" ON "contacts" USING btree ("created_at");
  CREATE INDEX "landing_cards_order_idx" ON "landing_cards" USING btree ("_order");
  CREATE INDEX "landing_cards_parent_id_idx" ON "landing_cards" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "landing_cards_locales_locale_parent_id_unique" ON "landing_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "landing_showcase_order_idx" ON "landing_showcase" USING btree ("_order");
  CREATE INDEX "landing_showcase_parent_id_idx" ON "landing_showcase" USING btree ("_parent_id");
  CREATE INDEX "landing_showcase_thumbnail_idx" ON "landing_showcase" USING btree ("thumbnail_id");
  CREATE UNIQUE INDEX "landing_showcase_locales_locale_parent_id_unique" ON "landing_showcase_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "landing_locales_locale_parent_id_unique" ON "landing_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "site_settings_home_hosts_order_idx" ON "site_settings_home_hosts" USING btree ("_order");
  CREATE INDEX "site_settings_home_hosts_parent_id_idx" ON "site_settings_home_hosts" USING btree ("_parent_id");
  CREATE INDEX "site_settings_lender_lender_logo_idx" ON "site_settings" USING btree ("lender_logo_id");
  CREATE UNIQUE INDEX "site_settings_locales_locale_parent_id_unique" ON "site_settings_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_realtors_fk" FOREIGN KEY ("realtors_id") REFERENCES "public"."realtors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_listings_fk" FOREIGN KEY ("listings_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_leads_fk" FOREIGN KEY ("leads_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contacts_fk" FOREIGN KEY ("contacts_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_realtors_id_idx" ON "payload_locked_documents_rels" USING btree ("realtors_id");
  CREATE INDEX "payload_locked_documents_rels_listings_id_idx" ON "payload_locked_documents_rels" USING btree ("listings_id");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_leads_id_idx" ON "payload_locked_documents_rels" USING btree ("leads_id");
  CREATE INDEX "payload_locked_documents_rels_contacts_id_idx" ON "payload_locked_documents_rels" USING btree ("contacts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "realtors_activity_region" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "realtors_etc_info" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "realtors_additional_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "realtors_photos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "realtors" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "realtors_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "listings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "listings_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "leads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contacts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landing_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landing_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landing_showcase" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landing_showcase_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landing" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "landing_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_home_hosts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "realtors_activity_region" CASCADE;
  DROP TABLE "realtors_etc_info" CASCADE;
  DROP TABLE "realtors_additional_sections" CASCADE;
  DROP TABLE "realtors_photos" CASCADE;
  DROP TABLE "realtors" CASCADE;
  DROP TABLE "realtors_locales" CASCADE;
  DROP TABLE "listings" CASCADE;
  DROP TABLE "listings_rels" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "pages_locales" CASCADE;
  DROP TABLE "leads" CASCADE;
  DROP TABLE "contacts" CASCADE;
  DROP TABLE "landing_cards" CASCADE;
  DROP TABLE "landing_cards_locales" CASCADE;
  DROP TABLE "landing_showcase" CASCADE;
  DROP TABLE "landing_showcase_locales" CASCADE;
  DROP TABLE "landing" CASCADE;
  DROP TABLE "landing_locales" CASCADE;
  DROP TABLE "site_settings_home_hosts" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "site_settings_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_realtors_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_listings_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_pages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_leads_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_contacts_fk";
  
  DROP INDEX "payload_locked_documents_rels_realtors_id_idx";
  DROP INDEX "payload_locked_documents_rels_listings_id_idx";
  DROP INDEX "payload_locked_documents_rels_pages_id_idx";
  DROP INDEX "payload_locked_documents_rels_leads_id_idx";
  DROP INDEX "payload_locked_documents_rels_contacts_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "realtors_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "listings_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "pages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "leads_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "contacts_id";
  DROP TYPE "public"."enum_realtors_activity_region_state";
  DROP TYPE "public"."enum_realtors_etc_info_type";
  DROP TYPE "public"."enum_realtors_photos_kind";
  DROP TYPE "public"."enum_realtors_contact_phone_country";
  DROP TYPE "public"."enum_realtors_design_font_size";
  DROP TYPE "public"."enum_realtors_sync_status";
  DROP TYPE "public"."enum_listings_status";
  DROP TYPE "public"."enum_pages_kind";
  DROP TYPE "public"."enum_leads_phone_country_code";
  DROP TYPE "public"."enum_leads_forwarding_status";
  DROP TYPE "public"."enum_contacts_phone_country_code";
  DROP TYPE "public"."enum_contacts_is_term";
  DROP TYPE "public"."enum_contacts_forwarding_status";`)
}
