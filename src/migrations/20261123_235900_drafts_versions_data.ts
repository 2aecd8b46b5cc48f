import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Drafts, step 3 of 3 (hand-written, data only; must run AFTER the drafts schema migration,
 * which adds `_status` and the versions tables): every realtor and listing stays exactly as
 * visible as it was, and history starts from the current state.
 * - realtors: `_status` = published / draft from the `published` kept by step 1;
 * - listings, pages, the landing without a version yet: `published` (they were public whenever
 *   their realtor was);
 * - one version row (latest, not autosave) per document and for the landing, dated at the
 *   document's last change.
 */
const COLLECTIONS = ['realtors', 'listings', 'pages'] as const

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  const { rows } = await db.execute(sql`SELECT to_regclass('public._realtors_v') AS versions, to_regclass('public._drafts_visibility') AS kept`)
  const state = rows[0] as { versions: string | null; kept: string | null }
  if (!state.versions) throw new Error('drafts_versions_data must run after the drafts schema migration (no _realtors_v table yet)')

  if (state.kept) {
    await db.execute(sql`
      UPDATE realtors r SET _status = (CASE WHEN v.published THEN 'published' ELSE 'draft' END)::enum_realtors_status
      FROM "_drafts_visibility" v WHERE v.realtor_id = r.id`)
    await db.execute(sql`DROP TABLE "_drafts_visibility"`)
  }
  // Only rows from before drafts (no version yet): anything already versioned keeps its state.
  for (const table of ['listings', 'pages'] as const) {
    await db.execute(sql`
      UPDATE ${sql.identifier(table)} t SET _status = 'published'
      WHERE NOT EXISTS (SELECT 1 FROM ${sql.identifier(`_${table}_v`)} v WHERE v.parent_id = t.id)`)
  }
  await db.execute(sql`UPDATE landing SET _status = 'published' WHERE NOT EXISTS (SELECT 1 FROM _landing_v)`)

  for (const collection of COLLECTIONS) {
    const { rows: ids } = await db.execute(
      sql`SELECT t.id FROM ${sql.identifier(collection)} t
          WHERE NOT EXISTS (SELECT 1 FROM ${sql.identifier(`_${collection}_v`)} v WHERE v.parent_id = t.id) ORDER BY t.id`,
    )
    for (const { id } of ids as { id: number }[]) {
      const doc = (await payload.db.findOne({ collection, where: { id: { equals: id } }, locale: 'all', req })) as { updatedAt?: string } | null
      if (!doc) continue
      const at = String(doc.updatedAt ?? new Date().toISOString())
      await payload.db.createVersion({ collectionSlug: collection, parent: id, versionData: doc, autosave: false, createdAt: at, updatedAt: at, req })
    }
  }
  const { rows: landingVersions } = await db.execute(sql`SELECT count(*)::int AS n FROM _landing_v`)
  if ((landingVersions[0] as { n: number }).n === 0) {
    const landing = await payload.db.findGlobal({ slug: 'landing', locale: 'all', req })
    if (landing && Object.keys(landing).length > 0) {
      const at = String(landing.updatedAt ?? new Date().toISOString())
      await payload.db.createGlobalVersion({ globalSlug: 'landing', versionData: landing, autosave: false, createdAt: at, updatedAt: at, req })
    }
  }
}

/** Before the schema's down drops `_status`: keeps realtors' visibility for step 1's down. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "_drafts_visibility"`)
  await db.execute(sql`CREATE TABLE "_drafts_visibility" AS SELECT id AS realtor_id, (_status = 'published') AS published FROM realtors`)
}
