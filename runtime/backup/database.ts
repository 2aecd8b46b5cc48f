/**
 * The database `npm run backup` reads and `npm run restore` fills: DATABASE_URL when set, else
 * the embedded PostgreSQL of `npm start` (DATA_DIR, EMBEDDED_PG_PORT, database `realtors`),
 * started for the command when it is not running and stopped again afterwards.
 */
import path from 'node:path'

import pg from 'pg'

import { ensureDatabase, startEmbeddedPostgres } from '../db/embeddedPostgres'
import { EMBEDDED_PORT } from '../db/runtimeEnv'

/** The database `npm start` uses on the embedded server. */
export const EMBEDDED_DATABASE = 'realtors'

export type DatabaseTarget = {
  url: string
  /** Where, for people: host, port and database, never the password. */
  location: string
  close(): Promise<void>
}

export function describeUrl(url: string): string {
  const parsed = new URL(url)
  return `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`
}

export async function openDatabase(env: NodeJS.ProcessEnv = process.env, { create = false } = {}): Promise<DatabaseTarget> {
  if (env.DATABASE_URL) {
    if (create) await createWhenMissing(env.DATABASE_URL)
    return { url: env.DATABASE_URL, location: describeUrl(env.DATABASE_URL), close: async () => {} }
  }
  const server = await startEmbeddedPostgres({
    dataDir: path.resolve(env.DATA_DIR ?? '.data', 'postgres'),
    port: EMBEDDED_PORT,
    log: (line) => {
      if (/FATAL|PANIC/.test(line)) console.error(`[postgres] ${line}`)
    },
  })
  await server.ensureDatabase(EMBEDDED_DATABASE)
  const url = server.urlFor(EMBEDDED_DATABASE)
  return {
    url,
    location: `embedded PostgreSQL in ${path.resolve(env.DATA_DIR ?? '.data', 'postgres')} (${describeUrl(url)})`,
    close: () => (server.reused ? Promise.resolve() : server.stop()),
  }
}

/** A managed server's database may not exist yet: created through the `postgres` database when we may. */
async function createWhenMissing(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  try {
    await client.connect()
    await client.end()
  } catch (error) {
    if ((error as { code?: string }).code !== '3D000') throw error
    const admin = new URL(url)
    const name = decodeURIComponent(admin.pathname.slice(1))
    admin.pathname = '/postgres'
    await ensureDatabase(admin.toString(), name)
  }
}

export async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  return client
}

export async function serverMajor(client: pg.Client): Promise<{ version: string; major: number }> {
  const { rows } = await client.query<{ server_version: string; num: string }>(
    `SELECT current_setting('server_version') AS server_version, current_setting('server_version_num') AS num`,
  )
  return { version: rows[0]!.server_version.split(' ')[0]!, major: Math.floor(Number(rows[0]!.num) / 10000) }
}

/** Rows of every table of the app's schema, by table name. */
export async function tableCounts(client: pg.Client): Promise<Record<string, number>> {
  const { rows: tables } = await client.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  )
  const counts: Record<string, number> = {}
  for (const { name } of tables) {
    const { rows } = await client.query<{ count: string }>(`SELECT count(*) AS count FROM ${pg.escapeIdentifier(name)}`)
    counts[name] = Number(rows[0]!.count)
  }
  return counts
}

/** Names of the applied migrations, oldest first (none when the table is not there). */
export async function migrationNames(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ present: boolean }>(`SELECT to_regclass('public.payload_migrations') IS NOT NULL AS present`)
  if (!rows[0]!.present) return []
  const { rows: applied } = await client.query<{ name: string }>(`SELECT name FROM payload_migrations WHERE batch <> -1 ORDER BY id`)
  return applied.map(({ name }) => name)
}

/** File names the media table refers to (originals and sizes), for the backup's completeness check. */
export async function referencedMediaFiles(client: pg.Client): Promise<string[]> {
  const { rows: columns } = await client.query<{ name: string }>(
    `SELECT column_name AS name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = 'media'`,
  )
  const fileColumns = columns.map(({ name }) => name).filter((name) => name.endsWith('filename'))
  if (fileColumns.length === 0) return []
  // With S3 a document may carry a key prefix (@payloadcms/storage-s3): the object is prefix/filename.
  const prefix = columns.some(({ name }) => name === 'prefix') ? 'prefix' : 'NULL AS prefix'
  const { rows } = await client.query<Record<string, string | null>>(
    `SELECT ${fileColumns.map((name) => pg.escapeIdentifier(name)).join(', ')}, ${prefix} FROM media`,
  )
  const names = new Set<string>()
  for (const row of rows) {
    for (const column of fileColumns) {
      const file = row[column]
      if (file) names.add(row.prefix ? `${row.prefix}/${file}` : file)
    }
  }
  return [...names].sort()
}

/** Tables in the database's own schemas; an empty database has none. */
export async function userTables(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT table_schema || '.' || table_name AS name FROM information_schema.tables
     WHERE table_schema NOT IN ('pg_catalog', 'information_schema') AND table_schema NOT LIKE 'pg\\_%'
     ORDER BY 1`,
  )
  return rows.map(({ name }) => name)
}

/** Other sessions on this database (a running app would write into a restore). */
export async function otherSessions(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ count: string }>(
    `SELECT count(*) AS count FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
  )
  return Number(rows[0]!.count)
}
