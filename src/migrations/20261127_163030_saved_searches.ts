import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_saved_searches_kind" AS ENUM('search', 'favourites');
  CREATE TYPE "public"."enum_saved_searches_locale" AS ENUM('ko', 'en', 'ja');
  CREATE TYPE "public"."enum_saved_searches_frequency" AS ENUM('instant', 'daily', 'weekly');
  CREATE TYPE "public"."enum_saved_searches_status" AS ENUM('pending', 'active', 'paused', 'stopped');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendAlerts' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'emailAlert' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'emailAlertConfirmation' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'emailBuyerLead' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendAlerts' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'emailAlert' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'emailAlertConfirmation' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'emailBuyerLead' BEFORE 'schedulePublish';
  CREATE TABLE "saved_searches" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"realtor_id" integer NOT NULL,
  	"kind" "enum_saved_searches_kind" DEFAULT 'search' NOT NULL,
  	"email" varchar NOT NULL,
  	"email_hash" varchar NOT NULL,
  	"name" varchar,
  	"phone_country_code" varchar,
  	"phone" varchar,
  	"locale" "enum_saved_searches_locale" NOT NULL,
  	"frequency" "enum_saved_searches_frequency" DEFAULT 'instant' NOT NULL,
  	"status" "enum_saved_searches_status" DEFAULT 'pending' NOT NULL,
  	"criteria" jsonb,
  	"criteria_key" varchar,
  	"favourites" jsonb,
  	"consent_text" varchar,
  	"consent_given_at" timestamp(3) with time zone,
  	"consent_confirmed_at" timestamp(3) with time zone,
  	"consent_page" varchar,
  	"confirm_token_hash" varchar,
  	"confirm_by" timestamp(3) with time zone,
  	"alerts_checked_at" timestamp(3) with time zone,
  	"alerts_next_check_at" timestamp(3) with time zone,
  	"alerts_sent" numeric DEFAULT 0,
  	"alerts_last_sent_at" timestamp(3) with time zone,
  	"alerts_unclicked" numeric DEFAULT 0,
  	"alerts_last_clicked_at" timestamp(3) with time zone,
  	"alerts_last_clicked_home" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "search_snapshots" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"fetched_at" timestamp(3) with time zone NOT NULL,
  	"homes" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "saved_searches_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "search_snapshots_id" integer;
  ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_realtor_id_realtors_id_fk" FOREIGN KEY ("realtor_id") REFERENCES "public"."realtors"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "saved_searches_realtor_idx" ON "saved_searches" USING btree ("realtor_id");
  CREATE INDEX "saved_searches_email_hash_idx" ON "saved_searches" USING btree ("email_hash");
  CREATE INDEX "saved_searches_status_idx" ON "saved_searches" USING btree ("status");
  CREATE INDEX "saved_searches_criteria_key_idx" ON "saved_searches" USING btree ("criteria_key");
  CREATE INDEX "saved_searches_confirm_token_hash_idx" ON "saved_searches" USING btree ("confirm_token_hash");
  CREATE INDEX "saved_searches_alerts_alerts_next_check_at_idx" ON "saved_searches" USING btree ("alerts_next_check_at");
  CREATE INDEX "saved_searches_updated_at_idx" ON "saved_searches" USING btree ("updated_at");
  CREATE INDEX "saved_searches_created_at_idx" ON "saved_searches" USING btree ("created_at");
  CREATE UNIQUE INDEX "search_snapshots_key_idx" ON "search_snapshots" USING btree ("key");
  CREATE INDEX "search_snapshots_updated_at_idx" ON "search_snapshots" USING btree ("updated_at");
  CREATE INDEX "search_snapshots_created_at_idx" ON "search_snapshots" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_saved_searches_fk" FOREIGN KEY ("saved_searches_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_search_snapshots_fk" FOREIGN KEY ("search_snapshots_id") REFERENCES "public"."search_snapshots"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_saved_searches_id_idx" ON "payload_locked_documents_rels" USING btree ("saved_searches_id");
  CREATE INDEX "payload_locked_documents_rels_search_snapshots_id_idx" ON "payload_locked_documents_rels" USING btree ("search_snapshots_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "saved_searches" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "search_snapshots" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "saved_searches" CASCADE;
  DROP TABLE "search_snapshots" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_saved_searches_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_search_snapshots_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'forwardLead', 'forwardContact', 'emailContact', 'emailLead', 'emailPasswordReset', 'syncRealtor', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'forwardLead', 'forwardContact', 'emailContact', 'emailLead', 'emailPasswordReset', 'syncRealtor', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_saved_searches_id_idx";
  DROP INDEX "payload_locked_documents_rels_search_snapshots_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "saved_searches_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "search_snapshots_id";
  DROP TYPE "public"."enum_saved_searches_kind";
  DROP TYPE "public"."enum_saved_searches_locale";
  DROP TYPE "public"."enum_saved_searches_frequency";
  DROP TYPE "public"."enum_saved_searches_status";`)
}
