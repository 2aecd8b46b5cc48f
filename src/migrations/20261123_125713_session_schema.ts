import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_leads_status" AS ENUM('new', 'replied', 'closed');
  CREATE TYPE "public"."enum_leads_notification_status" AS ENUM('pending', 'sent', 'kept', 'failed', 'none');
  CREATE TYPE "public"."enum_contacts_status" AS ENUM('new', 'replied', 'closed');
  CREATE TYPE "public"."enum_contacts_notification_status" AS ENUM('pending', 'sent', 'kept', 'failed', 'none');
  CREATE TYPE "public"."enum_users_language" AS ENUM('ko', 'en', 'ja');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'emailContact' BEFORE 'syncRealtor';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'emailLead' BEFORE 'syncRealtor';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'emailContact' BEFORE 'syncRealtor';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'emailLead' BEFORE 'syncRealtor';
  CREATE TABLE "outgoing_emails" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"to" varchar,
  	"reply_to" varchar,
  	"subject" varchar,
  	"message_id" varchar,
  	"text" varchar,
  	"html" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "landing_showcase_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "landing_showcase_locales" CASCADE;
  ALTER TABLE "realtors" ADD COLUMN "follow_visitor_color_scheme" boolean DEFAULT false;
  ALTER TABLE "realtors_locales" ADD COLUMN "headline" varchar;
  ALTER TABLE "media" ADD COLUMN "owner_id" integer;
  ALTER TABLE "leads" ADD COLUMN "status" "enum_leads_status" DEFAULT 'new';
  ALTER TABLE "leads" ADD COLUMN "note" varchar;
  ALTER TABLE "leads" ADD COLUMN "notification_status" "enum_leads_notification_status" DEFAULT 'pending';
  ALTER TABLE "leads" ADD COLUMN "notification_attempts" numeric DEFAULT 0;
  ALTER TABLE "leads" ADD COLUMN "notification_sent_at" timestamp(3) with time zone;
  ALTER TABLE "leads" ADD COLUMN "notification_sent_to" varchar;
  ALTER TABLE "leads" ADD COLUMN "notification_message_id" varchar;
  ALTER TABLE "leads" ADD COLUMN "notification_last_error" varchar;
  ALTER TABLE "contacts" ADD COLUMN "status" "enum_contacts_status" DEFAULT 'new';
  ALTER TABLE "contacts" ADD COLUMN "note" varchar;
  ALTER TABLE "contacts" ADD COLUMN "notification_status" "enum_contacts_notification_status" DEFAULT 'pending';
  ALTER TABLE "contacts" ADD COLUMN "notification_attempts" numeric DEFAULT 0;
  ALTER TABLE "contacts" ADD COLUMN "notification_sent_at" timestamp(3) with time zone;
  ALTER TABLE "contacts" ADD COLUMN "notification_sent_to" varchar;
  ALTER TABLE "contacts" ADD COLUMN "notification_message_id" varchar;
  ALTER TABLE "contacts" ADD COLUMN "notification_last_error" varchar;
  ALTER TABLE "users" ADD COLUMN "language" "enum_users_language";
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "outgoing_emails_id" integer;
  ALTER TABLE "landing_showcase" ADD COLUMN "realtor_id" integer;
  ALTER TABLE "landing" ADD COLUMN "share_image_id" integer;
  ALTER TABLE "landing_locales" ADD COLUMN "share_title" varchar;
  ALTER TABLE "landing_locales" ADD COLUMN "share_description" varchar;
  ALTER TABLE "landing_locales" ADD COLUMN "share_site_name" varchar;
  CREATE INDEX "outgoing_emails_updated_at_idx" ON "outgoing_emails" USING btree ("updated_at");
  CREATE INDEX "outgoing_emails_created_at_idx" ON "outgoing_emails" USING btree ("created_at");
  ALTER TABLE "media" ADD CONSTRAINT "media_owner_id_realtors_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."realtors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_outgoing_emails_fk" FOREIGN KEY ("outgoing_emails_id") REFERENCES "public"."outgoing_emails"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_showcase" ADD CONSTRAINT "landing_showcase_realtor_id_realtors_id_fk" FOREIGN KEY ("realtor_id") REFERENCES "public"."realtors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "landing" ADD CONSTRAINT "landing_share_image_id_media_id_fk" FOREIGN KEY ("share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "media_owner_idx" ON "media" USING btree ("owner_id");
  CREATE INDEX "leads_status_idx" ON "leads" USING btree ("status");
  CREATE INDEX "contacts_status_idx" ON "contacts" USING btree ("status");
  CREATE INDEX "payload_locked_documents_rels_outgoing_emails_id_idx" ON "payload_locked_documents_rels" USING btree ("outgoing_emails_id");
  CREATE INDEX "landing_showcase_realtor_idx" ON "landing_showcase" USING btree ("realtor_id");
  CREATE INDEX "landing_share_share_image_idx" ON "landing" USING btree ("share_image_id");
  ALTER TABLE "landing_showcase" DROP COLUMN "url";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "landing_showcase_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  ALTER TABLE "outgoing_emails" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "outgoing_emails" CASCADE;
  ALTER TABLE "media" DROP CONSTRAINT "media_owner_id_realtors_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_outgoing_emails_fk";
  
  ALTER TABLE "landing_showcase" DROP CONSTRAINT "landing_showcase_realtor_id_realtors_id_fk";
  
  ALTER TABLE "landing" DROP CONSTRAINT "landing_share_image_id_media_id_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'forwardLead', 'forwardContact', 'syncRealtor');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'forwardLead', 'forwardContact', 'syncRealtor');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "media_owner_idx";
  DROP INDEX "leads_status_idx";
  DROP INDEX "contacts_status_idx";
  DROP INDEX "payload_locked_documents_rels_outgoing_emails_id_idx";
  DROP INDEX "landing_showcase_realtor_idx";
  DROP INDEX "landing_share_share_image_idx";
  ALTER TABLE "landing_showcase" ADD COLUMN "url" varchar NOT NULL;
  ALTER TABLE "landing_showcase_locales" ADD CONSTRAINT "landing_showcase_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing_showcase"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "landing_showcase_locales_locale_parent_id_unique" ON "landing_showcase_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "realtors" DROP COLUMN "follow_visitor_color_scheme";
  ALTER TABLE "realtors_locales" DROP COLUMN "headline";
  ALTER TABLE "media" DROP COLUMN "owner_id";
  ALTER TABLE "leads" DROP COLUMN "status";
  ALTER TABLE "leads" DROP COLUMN "note";
  ALTER TABLE "leads" DROP COLUMN "notification_status";
  ALTER TABLE "leads" DROP COLUMN "notification_attempts";
  ALTER TABLE "leads" DROP COLUMN "notification_sent_at";
  ALTER TABLE "leads" DROP COLUMN "notification_sent_to";
  ALTER TABLE "leads" DROP COLUMN "notification_message_id";
  ALTER TABLE "leads" DROP COLUMN "notification_last_error";
  ALTER TABLE "contacts" DROP COLUMN "status";
  ALTER TABLE "contacts" DROP COLUMN "note";
  ALTER TABLE "contacts" DROP COLUMN "notification_status";
  ALTER TABLE "contacts" DROP COLUMN "notification_attempts";
  ALTER TABLE "contacts" DROP COLUMN "notification_sent_at";
  ALTER TABLE "contacts" DROP COLUMN "notification_sent_to";
  ALTER TABLE "contacts" DROP COLUMN "notification_message_id";
  ALTER TABLE "contacts" DROP COLUMN "notification_last_error";
  ALTER TABLE "users" DROP COLUMN "language";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "outgoing_emails_id";
  ALTER TABLE "landing_showcase" DROP COLUMN "realtor_id";
  ALTER TABLE "landing" DROP COLUMN "share_image_id";
  ALTER TABLE "landing_locales" DROP COLUMN "share_title";
  ALTER TABLE "landing_locales" DROP COLUMN "share_description";
  ALTER TABLE "landing_locales" DROP COLUMN "share_site_name";
  DROP TYPE "public"."enum_leads_status";
  DROP TYPE "public"."enum_leads_notification_status";
  DROP TYPE "public"."enum_contacts_status";
  DROP TYPE "public"."enum_contacts_notification_status";
  DROP TYPE "public"."enum_users_language";`)
}
