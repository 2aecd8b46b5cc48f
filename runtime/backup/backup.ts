/**
 * npm run backup -- --out DIR: the database (pg_dump -Fc) and every media file (MEDIA_DIR, or
 * the S3 bucket when S3_* is set) into DIR, with a manifest and SHA-256 checksums
 * (./manifest.ts). The database is DATABASE_URL, else the embedded one of `npm start`.
 *
 * The app may keep running: pg_dump reads one consistent snapshot, and the manifest's row counts
 * are taken in that same snapshot. Media files are copied after it, so a picture uploaded during
 * the backup may be in media/ without its row (harmless); one deleted meanwhile is listed as
 * missing in the manifest and on the console.
 *
 * Exit codes: 0 done, 1 failed (nothing usable in DIR), 2 wrong usage.
 */
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { CHECKSUMS_FILE, hashFile, writeChecksums } from './checksums'
import { connect, migrationNames, openDatabase, referencedMediaFiles, serverMajor, tableCounts } from './database'
import { appVersion, DUMP_FILE, FORMAT, formatBytes, MANIFEST_FILE, type Manifest, MEDIA_FOLDER, runTool } from './manifest'
import { mediaStore, safeMediaName } from './mediaStore'
import { findPgTool, libpqConnection, PgToolError } from './pgTools'

const USAGE = 'Usage: npm run backup -- --out DIR   (DIR must be new or empty)'

let out: string
try {
  const { values } = parseArgs({ options: { out: { type: 'string', short: 'o' } } })
  if (!values.out) throw new Error('--out DIR is required')
  out = path.resolve(values.out)
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`)
  process.exit(2)
}
if (fs.existsSync(out) && fs.readdirSync(out).length > 0) {
  console.error(`${out} is not empty: a backup goes into a new or empty folder, so it never mixes with another.\n${USAGE}`)
  process.exit(2)
}

const started = Date.now()
const database = await openDatabase()
const media = mediaStore()
let exitCode = 1
try {
  fs.mkdirSync(path.join(out, MEDIA_FOLDER), { recursive: true })
  const client = await connect(database.url)
  let manifestDatabase: Manifest['database']
  let referenced: string[]
  try {
    const server = await serverMajor(client)
    const pgDump = findPgTool('pg_dump', server.major)
    console.log(`[backup] ${database.location}, PostgreSQL ${server.version}, with ${pgDump.path} (${pgDump.version})`)
    // One snapshot for pg_dump and for the counts beside it: the manifest describes exactly the dump.
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
    const { rows } = await client.query<{ snapshot: string }>('SELECT pg_export_snapshot() AS snapshot')
    const counts = await tableCounts(client)
    const migrations = await migrationNames(client)
    referenced = await referencedMediaFiles(client)
    const { dbname, env } = libpqConnection(database.url)
    await runTool(
      pgDump.path,
      ['--format=custom', `--snapshot=${rows[0]!.snapshot}`, `--file=${path.join(out, DUMP_FILE)}`, `--dbname=${dbname}`],
      env,
    )
    await client.query('COMMIT')
    manifestDatabase = {
      source: database.location,
      serverVersion: server.version,
      pgDumpVersion: pgDump.version,
      file: DUMP_FILE,
      migrations,
      counts,
    }
  } finally {
    await client.end().catch(() => {})
  }

  const sums = new Map<string, string>()
  sums.set(DUMP_FILE, await hashFile(path.join(out, DUMP_FILE)))
  const files = await media.list()
  let bytes = 0
  for (const { name } of files) {
    if (!safeMediaName(name)) throw new Error(`media file ${JSON.stringify(name)} has a name that cannot be a path in a folder`)
    const target = path.join(out, MEDIA_FOLDER, name)
    fs.mkdirSync(path.dirname(target), { recursive: true })
    sums.set(`${MEDIA_FOLDER}/${name}`, await media.exportTo(name, target))
    bytes += fs.statSync(target).size
  }
  const copied = new Set(files.map(({ name }) => name))
  const missing = referenced.filter((name) => !copied.has(name))

  const manifest: Manifest = {
    format: FORMAT,
    createdAt: new Date().toISOString(),
    app: appVersion(),
    database: manifestDatabase,
    media: { source: media.kind, location: media.location, files: files.length, bytes, missing },
  }
  fs.writeFileSync(path.join(out, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`)
  sums.set(MANIFEST_FILE, await hashFile(path.join(out, MANIFEST_FILE)))
  writeChecksums(out, sums)

  const rows = Object.values(manifest.database.counts).reduce((sum, count) => sum + count, 0)
  console.log(
    `[backup] ${out}: database ${formatBytes(fs.statSync(path.join(out, DUMP_FILE)).size)} ` +
      `(${Object.keys(manifest.database.counts).length} tables, ${rows} rows, ${manifest.database.migrations.length} migrations), ` +
      `${files.length} media files (${formatBytes(bytes)}) from ${media.location}, ${CHECKSUMS_FILE}; ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
  if (missing.length) {
    console.warn(
      `[backup] ${missing.length} file(s) the media table names were not in the store: ${missing.slice(0, 10).join(', ')}${missing.length > 10 ? ', …' : ''}`,
    )
  }
  exitCode = 0
} catch (error) {
  console.error(error instanceof PgToolError ? error.message : `[backup] failed: ${(error as Error).message}`)
  console.error(`[backup] ${out} is incomplete: do not restore from it.`)
} finally {
  media.close()
  await database.close()
}
process.exit(exitCode)
