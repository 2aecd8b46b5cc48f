/**
 * Many agents quickly: clones of one seeded realtor written with SQL (INSERT ... SELECT over
 * generate_series), not through Payload, which would take hours for 10,000. The tables are found
 * from the live schema rather than hard-coded:
 *
 * - realtors: new ids from its sequence; unique text columns (desiredUrl, customDomain) get a
 *   'b{n}-' prefix, other unique columns (owner) are left empty;
 * - every realtors_* table whose foreign key points at realtors (locales, photos, activity regions,
 *   extra info, additional sections, rels): the template's rows for each clone;
 * - listings of the template, with new ids, and every listings_* table pointing at listings.
 *
 * Other tables that point at realtors (pages, contacts, locks, jobs) are not copied. Photos of the
 * clones point at the template's media rows (no new files). Array rows get fresh 24-hex ids.
 * Clone n is reachable at /b{n}-{template} and, when the template has a custom domain, at
 * b{n}-{domain}.
 */
import pg from 'pg'

type Column = { name: string; serial: boolean }
type Reference = { table: string; column: string }

export async function generateAgents(databaseUrl: string, template: string, from: number, to: number): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  const started = Date.now()
  try {
    await client.query('BEGIN')
    const { rows } = await client.query<{ id: number }>('SELECT id FROM realtors WHERE desired_url = $1', [template])
    if (!rows[0]) throw new Error(`no realtor /${template} to clone`)
    const templateId = rows[0].id

    await client.query(`CREATE TEMP TABLE bench_realtor_map ON COMMIT DROP AS
      SELECT g, nextval(pg_get_serial_sequence('realtors', 'id'))::int AS new_id FROM generate_series(${from}, ${to}) g`)
    const unique = await uniqueColumns(client, 'realtors')
    const realtorColumns = await columnsOf(client, 'realtors')
    const realtorValues = realtorColumns.map(({ name }) => {
      if (name === 'id') return 'm.new_id'
      if (unique.has(name)) {
        return unique.get(name) === 'text' ? `CASE WHEN t.${q(name)} IS NULL THEN NULL ELSE 'b' || m.g || '-' || t.${q(name)} END` : 'NULL'
      }
      if (name === 'created_at' || name === 'updated_at') return 'now()'
      return `t.${q(name)}`
    })
    await client.query(
      `INSERT INTO realtors (${realtorColumns.map((c) => q(c.name)).join(', ')})
       SELECT ${realtorValues.join(', ')} FROM bench_realtor_map m CROSS JOIN realtors t WHERE t.id = ${templateId}`,
    )

    const realtorRefs = await referencesTo(client, 'realtors')
    for (const ref of realtorRefs.filter((r) => r.table.startsWith('realtors_'))) {
      await cloneChildren(client, ref, 'bench_realtor_map', templateId)
    }

    if (realtorRefs.some((r) => r.table === 'listings' && r.column === 'realtor_id')) {
      await client.query(`CREATE TEMP TABLE bench_listing_map ON COMMIT DROP AS
        SELECT m.new_id AS realtor_id, l.id AS old_id, nextval(pg_get_serial_sequence('listings', 'id'))::int AS new_id
        FROM bench_realtor_map m CROSS JOIN listings l WHERE l.realtor_id = ${templateId}`)
      const listingColumns = await columnsOf(client, 'listings')
      const values = listingColumns.map(({ name }) =>
        name === 'id' ? 'm.new_id' : name === 'realtor_id' ? 'm.realtor_id' : `l.${q(name)}`,
      )
      const inserted = await client.query(
        `INSERT INTO listings (${listingColumns.map((c) => q(c.name)).join(', ')})
         SELECT ${values.join(', ')} FROM bench_listing_map m JOIN listings l ON l.id = m.old_id`,
      )
      console.log(`[bench]   listings: ${inserted.rowCount} rows`)
      for (const ref of (await referencesTo(client, 'listings')).filter((r) => r.table.startsWith('listings_'))) {
        await cloneChildren(client, ref, 'bench_listing_map', null)
      }
    }
    await client.query('COMMIT')
    await client.query('ANALYZE')
    const { rows: count } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM realtors')
    console.log(`[bench] cloned /${template} as b${from}..b${to}-${template} in ${Date.now() - started} ms: ${count[0]!.n} realtors`)
    return count[0]!.n
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {})
    throw error
  } finally {
    await client.end()
  }
}

/**
 * Copies the rows of `ref.table` that belong to the template (or, with a null templateId, to the
 * map's old_id) for every row of `map`: the parent column takes new_id, serial ids are renumbered,
 * text ids (array rows) are regenerated.
 */
async function cloneChildren(client: pg.Client, ref: Reference, map: string, templateId: number | null) {
  const columns = (await columnsOf(client, ref.table)).filter((c) => !c.serial)
  const values = columns.map(({ name }) => {
    if (name === ref.column) return 'm.new_id'
    if (name === 'id') return `substr(md5(c.id || ':' || m.new_id), 1, 24)`
    return `c.${q(name)}`
  })
  const join = templateId === null ? `c.${q(ref.column)} = m.old_id` : `c.${q(ref.column)} = ${templateId}`
  const result = await client.query(
    `INSERT INTO ${q(ref.table)} (${columns.map((c) => q(c.name)).join(', ')})
     SELECT ${values.join(', ')} FROM ${map} m JOIN ${q(ref.table)} c ON ${join}`,
  )
  console.log(`[bench]   ${ref.table}: ${result.rowCount} rows`)
}

async function columnsOf(client: pg.Client, table: string): Promise<Column[]> {
  const { rows } = await client.query<{ name: string; serial: boolean }>(
    `SELECT column_name AS name, coalesce(column_default LIKE 'nextval(%', false) AS serial
     FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1 ORDER BY ordinal_position`,
    [table],
  )
  // the realtor and listing ids are set from the maps, so they are not 'serial' there
  return rows.map((row) => (table === 'realtors' || table === 'listings') && row.name === 'id' ? { ...row, serial: false } : row)
}

/** Single-column foreign keys pointing at `table`. */
async function referencesTo(client: pg.Client, table: string): Promise<Reference[]> {
  const { rows } = await client.query<Reference>(
    `SELECT c.conrelid::regclass::text AS table, a.attname AS column
     FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
     WHERE c.contype = 'f' AND c.confrelid = $1::regclass AND array_length(c.conkey, 1) = 1`,
    [`public.${table}`],
  )
  return rows.map((row) => ({ ...row, table: row.table.replace(/^public\./, '').replace(/"/g, '') }))
}

/** Columns under a single-column unique index (besides the primary key), with 'text' or 'other'. */
async function uniqueColumns(client: pg.Client, table: string): Promise<Map<string, 'text' | 'other'>> {
  const { rows } = await client.query<{ name: string; type: string }>(
    `SELECT a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type
     FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = i.indkey[0]
     WHERE i.indrelid = $1::regclass AND i.indisunique AND NOT i.indisprimary AND i.indnatts = 1`,
    [`public.${table}`],
  )
  return new Map(rows.map((row) => [row.name, /char|text/.test(row.type) ? 'text' : 'other']))
}

const q = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`
