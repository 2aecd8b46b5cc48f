import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_realtors_working_hours_days" AS ENUM('mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun');
  CREATE TYPE "public"."enum_realtors_working_hours_time_zone" AS ENUM('America/Los_Angeles', 'America/Denver', 'America/Phoenix', 'America/Chicago', 'America/New_York', 'America/Anchorage', 'Pacific/Honolulu', 'Asia/Seoul', 'Asia/Tokyo');
  CREATE TYPE "public"."enum_realtors_working_hours_start" AS ENUM('0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13', '14', '15', '16', '17', '18', '19', '20', '21', '22', '23');
  CREATE TYPE "public"."enum_realtors_working_hours_end" AS ENUM('1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13', '14', '15', '16', '17', '18', '19', '20', '21', '22', '23', '24');
  CREATE TYPE "public"."enum__realtors_v_version_working_hours_days" AS ENUM('mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun');
  CREATE TYPE "public"."enum__realtors_v_version_working_hours_time_zone" AS ENUM('America/Los_Angeles', 'America/Denver', 'America/Phoenix', 'America/Chicago', 'America/New_York', 'America/Anchorage', 'Pacific/Honolulu', 'Asia/Seoul', 'Asia/Tokyo');
  CREATE TYPE "public"."enum__realtors_v_version_working_hours_start" AS ENUM('0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13', '14', '15', '16', '17', '18', '19', '20', '21', '22', '23');
  CREATE TYPE "public"."enum__realtors_v_version_working_hours_end" AS ENUM('1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13', '14', '15', '16', '17', '18', '19', '20', '21', '22', '23', '24');
  CREATE TYPE "public"."enum_contacts_locale" AS ENUM('ko', 'en', 'ja');
  CREATE TYPE "public"."enum_contacts_written_in" AS ENUM('ko', 'en', 'ja');
  CREATE TYPE "public"."enum_contacts_acknowledgement_status" AS ENUM('pending', 'sent', 'kept', 'failed', 'none', 'suppressed');
  CREATE TYPE "public"."enum_contacts_response_how" AS ENUM('email', 'phone', 'kakao', 'inPerson');
  CREATE TYPE "public"."enum_contacts_escalation_status" AS ENUM('off', 'waiting', 'answered', 'escalated');
  CREATE TYPE "public"."enum_contact_replies_notification_status" AS ENUM('pending', 'sent', 'kept', 'failed', 'none', 'suppressed');
  ALTER TYPE "public"."enum_leads_notification_status" ADD VALUE 'suppressed';
  ALTER TYPE "public"."enum_contacts_notification_status" ADD VALUE 'suppressed';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'acknowledgeContact' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'emailContactReply' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'emailEscalation' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'acknowledgeContact' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'emailContactReply' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'emailEscalation' BEFORE 'schedulePublish';
  CREATE TABLE "realtors_working_hours_days" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_realtors_working_hours_days",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_realtors_v_version_working_hours_days" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__realtors_v_version_working_hours_days",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "contacts_reassignments" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"from_id" integer,
  	"to_id" integer,
  	"at" timestamp(3) with time zone,
  	"by_id" integer
  );
  
  CREATE TABLE "contact_replies" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"contact_id" integer NOT NULL,
  	"body" varchar NOT NULL,
  	"by_id" integer,
  	"notification_status" "enum_contact_replies_notification_status" DEFAULT 'pending',
  	"notification_attempts" numeric DEFAULT 0,
  	"notification_sent_at" timestamp(3) with time zone,
  	"notification_sent_to" varchar,
  	"notification_message_id" varchar,
  	"notification_last_error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "realtors" ADD COLUMN "working_hours_time_zone" "enum_realtors_working_hours_time_zone";
  ALTER TABLE "realtors" ADD COLUMN "working_hours_start" "enum_realtors_working_hours_start";
  ALTER TABLE "realtors" ADD COLUMN "working_hours_end" "enum_realtors_working_hours_end";
  ALTER TABLE "_realtors_v" ADD COLUMN "version_working_hours_time_zone" "enum__realtors_v_version_working_hours_time_zone";
  ALTER TABLE "_realtors_v" ADD COLUMN "version_working_hours_start" "enum__realtors_v_version_working_hours_start";
  ALTER TABLE "_realtors_v" ADD COLUMN "version_working_hours_end" "enum__realtors_v_version_working_hours_end";
  ALTER TABLE "contacts" ADD COLUMN "locale" "enum_contacts_locale" DEFAULT 'ko';
  ALTER TABLE "contacts" ADD COLUMN "written_in" "enum_contacts_written_in";
  ALTER TABLE "contacts" ADD COLUMN "acknowledgement_status" "enum_contacts_acknowledgement_status" DEFAULT 'pending';
  ALTER TABLE "contacts" ADD COLUMN "acknowledgement_attempts" numeric DEFAULT 0;
  ALTER TABLE "contacts" ADD COLUMN "acknowledgement_sent_at" timestamp(3) with time zone;
  ALTER TABLE "contacts" ADD COLUMN "acknowledgement_sent_to" varchar;
  ALTER TABLE "contacts" ADD COLUMN "acknowledgement_message_id" varchar;
  ALTER TABLE "contacts" ADD COLUMN "acknowledgement_last_error" varchar;
  ALTER TABLE "contacts" ADD COLUMN "response_first_at" timestamp(3) with time zone;
  ALTER TABLE "contacts" ADD COLUMN "response_how" "enum_contacts_response_how";
  ALTER TABLE "contacts" ADD COLUMN "response_by_id" integer;
  ALTER TABLE "contacts" ADD COLUMN "response_working_minutes" numeric;
  ALTER TABLE "contacts" ADD COLUMN "escalation_status" "enum_contacts_escalation_status" DEFAULT 'off';
  ALTER TABLE "contacts" ADD COLUMN "escalation_due_at" timestamp(3) with time zone;
  ALTER TABLE "contacts" ADD COLUMN "escalation_escalated_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "contact_replies_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "lead_response_escalate_after_minutes" numeric DEFAULT 5;
  ALTER TABLE "site_settings" ADD COLUMN "lead_response_reassign_after_minutes" numeric DEFAULT 60;
  ALTER TABLE "realtors_working_hours_days" ADD CONSTRAINT "realtors_working_hours_days_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."realtors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_realtors_v_version_working_hours_days" ADD CONSTRAINT "_realtors_v_version_working_hours_days_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_realtors_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contacts_reassignments" ADD CONSTRAINT "contacts_reassignments_from_id_realtors_id_fk" FOREIGN KEY ("from_id") REFERENCES "public"."realtors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contacts_reassignments" ADD CONSTRAINT "contacts_reassignments_to_id_realtors_id_fk" FOREIGN KEY ("to_id") REFERENCES "public"."realtors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contacts_reassignments" ADD CONSTRAINT "contacts_reassignments_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contacts_reassignments" ADD CONSTRAINT "contacts_reassignments_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact_replies" ADD CONSTRAINT "contact_replies_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contact_replies" ADD CONSTRAINT "contact_replies_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "realtors_working_hours_days_order_idx" ON "realtors_working_hours_days" USING btree ("order");
  CREATE INDEX "realtors_working_hours_days_parent_idx" ON "realtors_working_hours_days" USING btree ("parent_id");
  CREATE INDEX "_realtors_v_version_working_hours_days_order_idx" ON "_realtors_v_version_working_hours_days" USING btree ("order");
  CREATE INDEX "_realtors_v_version_working_hours_days_parent_idx" ON "_realtors_v_version_working_hours_days" USING btree ("parent_id");
  CREATE INDEX "contacts_reassignments_order_idx" ON "contacts_reassignments" USING btree ("_order");
  CREATE INDEX "contacts_reassignments_parent_id_idx" ON "contacts_reassignments" USING btree ("_parent_id");
  CREATE INDEX "contacts_reassignments_from_idx" ON "contacts_reassignments" USING btree ("from_id");
  CREATE INDEX "contacts_reassignments_to_idx" ON "contacts_reassignments" USING btree ("to_id");
  CREATE INDEX "contacts_reassignments_by_idx" ON "contacts_reassignments" USING btree ("by_id");
  CREATE INDEX "contact_replies_contact_idx" ON "contact_replies" USING btree ("contact_id");
  CREATE INDEX "contact_replies_by_idx" ON "contact_replies" USING btree ("by_id");
  CREATE INDEX "contact_replies_updated_at_idx" ON "contact_replies" USING btree ("updated_at");
  CREATE INDEX "contact_replies_created_at_idx" ON "contact_replies" USING btree ("created_at");
  ALTER TABLE "contacts" ADD CONSTRAINT "contacts_response_by_id_users_id_fk" FOREIGN KEY ("response_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_replies_fk" FOREIGN KEY ("contact_replies_id") REFERENCES "public"."contact_replies"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "contacts_response_response_first_at_idx" ON "contacts" USING btree ("response_first_at");
  CREATE INDEX "contacts_response_response_by_idx" ON "contacts" USING btree ("response_by_id");
  CREATE INDEX "contacts_escalation_escalation_status_idx" ON "contacts" USING btree ("escalation_status");
  CREATE INDEX "contacts_escalation_escalation_due_at_idx" ON "contacts" USING btree ("escalation_due_at");
  CREATE INDEX "payload_locked_documents_rels_contact_replies_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_replies_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "realtors_working_hours_days" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_realtors_v_version_working_hours_days" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contacts_reassignments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contact_replies" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "realtors_working_hours_days" CASCADE;
  DROP TABLE "_realtors_v_version_working_hours_days" CASCADE;
  DROP TABLE "contacts_reassignments" CASCADE;
  DROP TABLE "contact_replies" CASCADE;
  ALTER TABLE "contacts" DROP CONSTRAINT "contacts_response_by_id_users_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_contact_replies_fk";
  
  ALTER TABLE "leads" ALTER COLUMN "notification_status" SET DATA TYPE text;
  ALTER TABLE "leads" ALTER COLUMN "notification_status" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_leads_notification_status";
  CREATE TYPE "public"."enum_leads_notification_status" AS ENUM('pending', 'sent', 'kept', 'failed', 'none');
  ALTER TABLE "leads" ALTER COLUMN "notification_status" SET DEFAULT 'pending'::"public"."enum_leads_notification_status";
  ALTER TABLE "leads" ALTER COLUMN "notification_status" SET DATA TYPE "public"."enum_leads_notification_status" USING "notification_status"::"public"."enum_leads_notification_status";
  ALTER TABLE "contacts" ALTER COLUMN "notification_status" SET DATA TYPE text;
  ALTER TABLE "contacts" ALTER COLUMN "notification_status" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_contacts_notification_status";
  CREATE TYPE "public"."enum_contacts_notification_status" AS ENUM('pending', 'sent', 'kept', 'failed', 'none');
  ALTER TABLE "contacts" ALTER COLUMN "notification_status" SET DEFAULT 'pending'::"public"."enum_contacts_notification_status";
  ALTER TABLE "contacts" ALTER COLUMN "notification_status" SET DATA TYPE "public"."enum_contacts_notification_status" USING "notification_status"::"public"."enum_contacts_notification_status";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'forwardLead', 'forwardContact', 'emailContact', 'emailLead', 'emailPasswordReset', 'syncRealtor', 'sendAlerts', 'emailAlert', 'emailAlertConfirmation', 'emailBuyerLead', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'forwardLead', 'forwardContact', 'emailContact', 'emailLead', 'emailPasswordReset', 'syncRealtor', 'sendAlerts', 'emailAlert', 'emailAlertConfirmation', 'emailBuyerLead', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "contacts_response_response_first_at_idx";
  DROP INDEX "contacts_response_response_by_idx";
  DROP INDEX "contacts_escalation_escalation_status_idx";
  DROP INDEX "contacts_escalation_escalation_due_at_idx";
  DROP INDEX "payload_locked_documents_rels_contact_replies_id_idx";
  ALTER TABLE "realtors" DROP COLUMN "working_hours_time_zone";
  ALTER TABLE "realtors" DROP COLUMN "working_hours_start";
  ALTER TABLE "realtors" DROP COLUMN "working_hours_end";
  ALTER TABLE "_realtors_v" DROP COLUMN "version_working_hours_time_zone";
  ALTER TABLE "_realtors_v" DROP COLUMN "version_working_hours_start";
  ALTER TABLE "_realtors_v" DROP COLUMN "version_working_hours_end";
  ALTER TABLE "contacts" DROP COLUMN "locale";
  ALTER TABLE "contacts" DROP COLUMN "written_in";
  ALTER TABLE "contacts" DROP COLUMN "acknowledgement_status";
  ALTER TABLE "contacts" DROP COLUMN "acknowledgement_attempts";
  ALTER TABLE "contacts" DROP COLUMN "acknowledgement_sent_at";
  ALTER TABLE "contacts" DROP COLUMN "acknowledgement_sent_to";
  ALTER TABLE "contacts" DROP COLUMN "acknowledgement_message_id";
  ALTER TABLE "contacts" DROP COLUMN "acknowledgement_last_error";
  ALTER TABLE "contacts" DROP COLUMN "response_first_at";
  ALTER TABLE "contacts" DROP COLUMN "response_how";
  ALTER TABLE "contacts" DROP COLUMN "response_by_id";
  ALTER TABLE "contacts" DROP COLUMN "response_working_minutes";
  ALTER TABLE "contacts" DROP COLUMN "escalation_status";
  ALTER TABLE "contacts" DROP COLUMN "escalation_due_at";
  ALTER TABLE "contacts" DROP COLUMN "escalation_escalated_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "contact_replies_id";
  ALTER TABLE "site_settings" DROP COLUMN "lead_response_escalate_after_minutes";
  ALTER TABLE "site_settings" DROP COLUMN "lead_response_reassign_after_minutes";
  DROP TYPE "public"."enum_realtors_working_hours_days";
  DROP TYPE "public"."enum_realtors_working_hours_time_zone";
  DROP TYPE "public"."enum_realtors_working_hours_start";
  DROP TYPE "public"."enum_realtors_working_hours_end";
  DROP TYPE "public"."enum__realtors_v_version_working_hours_days";
  DROP TYPE "public"."enum__realtors_v_version_working_hours_time_zone";
  DROP TYPE "public"."enum__realtors_v_version_working_hours_start";
  DROP TYPE "public"."enum__realtors_v_version_working_hours_end";
  DROP TYPE "public"."enum_contacts_locale";
  DROP TYPE "public"."enum_contacts_written_in";
  DROP TYPE "public"."enum_contacts_acknowledgement_status";
  DROP TYPE "public"."enum_contacts_response_how";
  DROP TYPE "public"."enum_contacts_escalation_status";
  DROP TYPE "public"."enum_contact_replies_notification_status";`)
}
