import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_contacts_kind" AS ENUM('message', 'valuation');
  CREATE TYPE "public"."enum_contacts_valuation_outcome" AS ENUM('estimated', 'few', 'later');
  ALTER TABLE "contacts" ADD COLUMN "kind" "enum_contacts_kind" DEFAULT 'message';
  ALTER TABLE "contacts" ADD COLUMN "valuation_street" varchar;
  ALTER TABLE "contacts" ADD COLUMN "valuation_city" varchar;
  ALTER TABLE "contacts" ADD COLUMN "valuation_state" varchar;
  ALTER TABLE "contacts" ADD COLUMN "valuation_zipcode" varchar;
  ALTER TABLE "contacts" ADD COLUMN "valuation_property_type" varchar;
  ALTER TABLE "contacts" ADD COLUMN "valuation_beds" numeric;
  ALTER TABLE "contacts" ADD COLUMN "valuation_baths" numeric;
  ALTER TABLE "contacts" ADD COLUMN "valuation_living_area" numeric;
  ALTER TABLE "contacts" ADD COLUMN "valuation_year_built" numeric;
  ALTER TABLE "contacts" ADD COLUMN "valuation_outcome" "enum_contacts_valuation_outcome";
  ALTER TABLE "contacts" ADD COLUMN "valuation_low" numeric;
  ALTER TABLE "contacts" ADD COLUMN "valuation_value" numeric;
  ALTER TABLE "contacts" ADD COLUMN "valuation_high" numeric;
  ALTER TABLE "contacts" ADD COLUMN "valuation_per_sqft" numeric;
  ALTER TABLE "contacts" ADD COLUMN "valuation_comparables" jsonb;
  ALTER TABLE "contacts" ADD COLUMN "valuation_as_of" timestamp(3) with time zone;
  ALTER TABLE "contacts" ADD COLUMN "valuation_source" varchar;
  CREATE INDEX "contacts_kind_idx" ON "contacts" USING btree ("kind");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "contacts_kind_idx";
  ALTER TABLE "contacts" DROP COLUMN "kind";
  ALTER TABLE "contacts" DROP COLUMN "valuation_street";
  ALTER TABLE "contacts" DROP COLUMN "valuation_city";
  ALTER TABLE "contacts" DROP COLUMN "valuation_state";
  ALTER TABLE "contacts" DROP COLUMN "valuation_zipcode";
  ALTER TABLE "contacts" DROP COLUMN "valuation_property_type";
  ALTER TABLE "contacts" DROP COLUMN "valuation_beds";
  ALTER TABLE "contacts" DROP COLUMN "valuation_baths";
  ALTER TABLE "contacts" DROP COLUMN "valuation_living_area";
  ALTER TABLE "contacts" DROP COLUMN "valuation_year_built";
  ALTER TABLE "contacts" DROP COLUMN "valuation_outcome";
  ALTER TABLE "contacts" DROP COLUMN "valuation_low";
  ALTER TABLE "contacts" DROP COLUMN "valuation_value";
  ALTER TABLE "contacts" DROP COLUMN "valuation_high";
  ALTER TABLE "contacts" DROP COLUMN "valuation_per_sqft";
  ALTER TABLE "contacts" DROP COLUMN "valuation_comparables";
  ALTER TABLE "contacts" DROP COLUMN "valuation_as_of";
  ALTER TABLE "contacts" DROP COLUMN "valuation_source";
  DROP TYPE "public"."enum_contacts_kind";
  DROP TYPE "public"."enum_contacts_valuation_outcome";`)
}
