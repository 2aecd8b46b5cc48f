import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Data only (a blank migration from `migrate:create`): contacts stored before the visitor's
 * acknowledgement existed were never acknowledged and never will be, so they carry no
 * acknowledgement state (not a "pending" that nothing will send); they never escalate (their
 * escalation state is already 'off', the column's default).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`UPDATE contacts SET acknowledgement_status = NULL, acknowledgement_attempts = NULL`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`UPDATE contacts SET acknowledgement_status = 'pending', acknowledgement_attempts = 0 WHERE acknowledgement_status IS NULL`)
}
