/**
 * npm run restore -- DIR [--force]: loads a backup of `npm run backup` into the database
 * (DATABASE_URL, else the embedded one of `npm start`) and the media store (MEDIA_DIR, or the S3
 * bucket when S3_* is set).
 *
 * Order: every file's checksum first; then both targets must be empty (no table, no media
 * file), else nothing is touched and the command names what is there, unless --force, which
 * empties them first (the `public` schema is dropped and made again; every media file deleted);
 * then pg_restore in one transaction, the media files, and a check that every table has the
 * manifest's row count. Stop the app (web servers and workers) before restoring.
 *
 * Exit codes: 0 restored, 1 failed or damaged backup, 2 wrong usage or a target not empty.
 */
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { verifyChecksums } from './checksums'
import { connect, openDatabase, otherSessions, serverMajor, tableCounts, userTables } from './database'
import { DUMP_FILE, formatBytes, MEDIA_FOLDER, readManifest, runTool } from './manifest'
import { mediaStore } from './mediaStore'
import { findPgTool, libpqConnection, parseToolVersion, PgToolError } from './pgTools'

const USAGE = 'Usage: npm run restore -- DIR [--force]   (--force empties a database or media store that is not empty)'

let dir: string
let force: boolean
try {
  const { values, positionals } = parseArgs({ options: { force: { type: 'boolean' } }, allowPositionals: true })
  if (positionals.length !== 1) throw new Error('name one backup folder')
  dir = path.resolve(positionals[0]!)
  force = Boolean(values.force)
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`)
  process.exit(2)
}
if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) {
  console.error(`${dir} is not a folder.\n${USAGE}`)
  process.exit(2)
}

const started = Date.now()
const { problems, files } = await verifyChecksums(dir)
if (problems.length) {
  console.error(`[restore] ${dir} does not match its checksums; nothing was restored:\n  ${problems.slice(0, 20).join('\n  ')}`)
  process.exit(1)
}
const manifest = readManifest(dir)
console.log(`[restore] ${files} files verified; backup of ${manifest.createdAt} (${manifest.app.name} ${manifest.app.version})`)

const database = await openDatabase(process.env, { create: true })
const media = mediaStore()
let exitCode = 1
try {
  const client = await connect(database.url)
  try {
    const server = await serverMajor(client)
    const dumpMajor = parseToolVersion(`(PostgreSQL) ${manifest.database.pgDumpVersion}`)?.major ?? server.major
    const pgRestore = findPgTool('pg_restore', Math.max(server.major, dumpMajor))
    console.log(
      `[restore] into ${database.location} (PostgreSQL ${server.version}) and ${media.location}, with ${pgRestore.path} (${pgRestore.version})`,
    )

    const tables = await userTables(client)
    const mediaFiles = await media.list(1)
    const sessions = await otherSessions(client)
    if ((tables.length > 0 || mediaFiles.length > 0) && !force) {
      const what = [
        ...(tables.length
          ? [`the database has ${tables.length} table(s) (${tables.slice(0, 3).join(', ')}${tables.length > 3 ? ', …' : ''})`]
          : []),
        ...(mediaFiles.length ? [`the media store ${media.location} has files (${mediaFiles[0]!.name}, …)`] : []),
      ]
      console.error(
        `[restore] refused: ${what.join(' and ')}. A restore goes into an empty database and media store; ` +
          `nothing was changed. Point DATABASE_URL / DATA_DIR and MEDIA_DIR / S3_BUCKET at empty ones, ` +
          `or add --force to delete what is there first.`,
      )
      exitCode = 2
    } else {
      if (sessions > 0) console.warn(`[restore] ${sessions} other session(s) are connected to this database: stop the app before restoring`)
      if (force && tables.length > 0) {
        await client.query('DROP SCHEMA IF EXISTS public CASCADE')
        await client.query('CREATE SCHEMA public')
        console.log(`[restore] --force: ${tables.length} table(s) dropped`)
      }
      if (force && mediaFiles.length > 0) console.log(`[restore] --force: ${await media.clear()} media file(s) deleted`)

      const { dbname, env } = libpqConnection(database.url)
      // One transaction: a restore that fails part-way leaves the database as empty as it found it.
      await runTool(
        pgRestore.path,
        ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`, path.join(dir, DUMP_FILE)],
        env,
      )
      const names = fs.existsSync(path.join(dir, MEDIA_FOLDER))
        ? (fs.readdirSync(path.join(dir, MEDIA_FOLDER), { recursive: true, withFileTypes: true }) as fs.Dirent[])
            .filter((entry) => entry.isFile())
            .map((entry) => path.relative(path.join(dir, MEDIA_FOLDER), path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
        : []
      for (const name of names) await media.importFrom(name, path.join(dir, MEDIA_FOLDER, name))

      const counts = await tableCounts(client)
      const differing = Object.entries(manifest.database.counts)
        .filter(([table, count]) => counts[table] !== count)
        .map(([table, count]) => `${table}: ${counts[table] ?? 'missing'} rows, the backup had ${count}`)
      if (differing.length) {
        console.error(`[restore] the restored database differs from the manifest:\n  ${differing.join('\n  ')}`)
      } else {
        const rows = Object.values(counts).reduce((sum, count) => sum + count, 0)
        console.log(
          `[restore] done: ${Object.keys(counts).length} tables, ${rows} rows (as in the manifest), ` +
            `${names.length} media files (${formatBytes(manifest.media.bytes)}); ${((Date.now() - started) / 1000).toFixed(1)} s`,
        )
        exitCode = 0
      }
    }
  } finally {
    await client.end().catch(() => {})
  }
} catch (error) {
  console.error(error instanceof PgToolError ? error.message : `[restore] failed: ${(error as Error).message}`)
} finally {
  media.close()
  await database.close()
}
process.exit(exitCode)
