/**
 * A backup folder:
 *
 *   database.dump   pg_dump's custom format (-Fc), read back with pg_restore
 *   media/          every media file, under its name in the store (folder or bucket)
 *   manifest.json   what was backed up: versions, migrations, row counts, files, when
 *   SHA256SUMS      the SHA-256 of each file above (`sha256sum -c SHA256SUMS` checks them too)
 *
 * The manifest names no password, token or connection string.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

export const FORMAT = 'realtor-homepages-backup/1'
export const DUMP_FILE = 'database.dump'
export const MEDIA_FOLDER = 'media'
export const MANIFEST_FILE = 'manifest.json'

export type Manifest = {
  format: typeof FORMAT
  createdAt: string
  app: { name: string; version: string; node: string }
  database: {
    /** The source, for people: host, port and database, or the embedded folder. */
    source: string
    serverVersion: string
    pgDumpVersion: string
    file: typeof DUMP_FILE
    migrations: string[]
    /** Rows per table, counted in the snapshot pg_dump dumped. */
    counts: Record<string, number>
  }
  media: {
    source: 'directory' | 's3'
    location: string
    files: number
    bytes: number
    /** Files the media table names that the store did not have when the backup ran. */
    missing: string[]
  }
}

export function readManifest(dir: string): Manifest {
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, MANIFEST_FILE), 'utf8')) as Manifest
  if (manifest.format !== FORMAT) throw new Error(`${MANIFEST_FILE} is of format ${JSON.stringify(manifest.format)}, not ${FORMAT}`)
  return manifest
}

/** The app's name and version from package.json. */
export function appVersion(): { name: string; version: string; node: string } {
  const pkg = JSON.parse(fs.readFileSync(path.resolve('package.json'), 'utf8')) as { name: string; version: string }
  return { name: pkg.name, version: pkg.version, node: process.version }
}

/** Runs a PostgreSQL tool with its output on ours; rejects with its exit code. */
export function runTool(file: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } })
    child.once('error', reject)
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(file)} failed (${signal ?? `exit code ${code}`}); see its output above`)),
    )
  })
}

export const formatBytes = (bytes: number) =>
  bytes < 1024 ? `${bytes} B` : bytes < 1024 ** 2 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 ** 2).toFixed(1)} MB`
