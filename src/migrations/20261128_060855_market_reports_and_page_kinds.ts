import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_analytics_events_page" ADD VALUE 'area' BEFORE 'other';
  ALTER TYPE "public"."enum_analytics_events_page" ADD VALUE 'blog' BEFORE 'other';
  ALTER TYPE "public"."enum_analytics_events_page" ADD VALUE 'post' BEFORE 'other';
  ALTER TYPE "public"."enum_analytics_events_page" ADD VALUE 'reviews' BEFORE 'other';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'refreshMarketReports' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'computeMarketReport' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'refreshMarketReports' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'computeMarketReport' BEFORE 'schedulePublish';
  CREATE TABLE "market_reports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"state" varchar NOT NULL,
  	"city" varchar NOT NULL,
  	"zipcode" varchar,
  	"as_of" timestamp(3) with time zone NOT NULL,
  	"report" jsonb NOT NULL,
  	"source" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "market_reports_id" integer;
  CREATE UNIQUE INDEX "market_reports_key_idx" ON "market_reports" USING btree ("key");
  CREATE INDEX "market_reports_updated_at_idx" ON "market_reports" USING btree ("updated_at");
  CREATE INDEX "market_reports_created_at_idx" ON "market_reports" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_market_reports_fk" FOREIGN KEY ("market_reports_id") REFERENCES "public"."market_reports"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_market_reports_id_idx" ON "payload_locked_documents_rels" USING btree ("market_reports_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "market_reports" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "market_reports" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_market_reports_fk";
  
  ALTER TABLE "analytics_events" ALTER COLUMN "page" SET DATA TYPE text;
  DROP TYPE "public"."enum_analytics_events_page";
  CREATE TYPE "public"."enum_analytics_events_page" AS ENUM('landing', 'home', 'homes', 'listing', 'favourites', 'valuation', 'alerts', 'legal', 'other');
  ALTER TABLE "analytics_events" ALTER COLUMN "page" SET DATA TYPE "public"."enum_analytics_events_page" USING "page"::"public"."enum_analytics_events_page";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'forwardLead', 'forwardContact', 'emailContact', 'emailLead', 'emailPasswordReset', 'syncRealtor', 'sendAlerts', 'emailAlert', 'emailAlertConfirmation', 'emailBuyerLead', 'acknowledgeContact', 'emailContactReply', 'emailEscalation', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'forwardLead', 'forwardContact', 'emailContact', 'emailLead', 'emailPasswordReset', 'syncRealtor', 'sendAlerts', 'emailAlert', 'emailAlertConfirmation', 'emailBuyerLead', 'acknowledgeContact', 'emailContactReply', 'emailEscalation', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_market_reports_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "market_reports_id";`)
}
