import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_listings_property_type" AS ENUM('single_family', 'condo', 'townhouse', 'multi_family', 'land');
  CREATE TYPE "public"."enum__listings_v_version_property_type" AS ENUM('single_family', 'condo', 'townhouse', 'multi_family', 'land');
  ALTER TABLE "listings" ADD COLUMN "property_type" "enum_listings_property_type" DEFAULT 'single_family';
  ALTER TABLE "_listings_v" ADD COLUMN "version_property_type" "enum__listings_v_version_property_type" DEFAULT 'single_family';
  CREATE INDEX "listings_property_type_idx" ON "listings" USING btree ("property_type");
  CREATE INDEX "_listings_v_version_version_property_type_idx" ON "_listings_v" USING btree ("version_property_type");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "listings_property_type_idx";
  DROP INDEX "_listings_v_version_version_property_type_idx";
  ALTER TABLE "listings" DROP COLUMN "property_type";
  ALTER TABLE "_listings_v" DROP COLUMN "version_property_type";
  DROP TYPE "public"."enum_listings_property_type";
  DROP TYPE "public"."enum__listings_v_version_property_type";`)
}
