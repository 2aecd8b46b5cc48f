/**
 * Which pg_dump `npm run backup` runs: the first of PG_BIN_DIR, PATH and the install script's folder
 * whose major version is at least the server's, else an error that says what was found and what to
 * install. The candidates here are real executables (shell scripts answering --version).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { findPgTool, libpqConnection, parseToolVersion, PgToolError } from '../../runtime/backup/pgTools'

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-tools-'))
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

/** A folder holding a pg_dump that answers `pg_dump (PostgreSQL) <version>`. */
function clientDir(name: string, version: string): string {
  const dir = path.join(root, name)
  fs.mkdirSync(dir, { recursive: true })
  fs.writeFileSync(path.join(dir, 'pg_dump'), `#!/bin/sh\necho "pg_dump (PostgreSQL) ${version}"\n`, { mode: 0o755 })
  return dir
}

// HOME elsewhere: the install script's default folder on this machine must not count.
const env = (values: Record<string, string>) => ({ NODE_ENV: 'test', HOME: path.join(root, 'home'), ...values }) as NodeJS.ProcessEnv

describe('finding pg_dump', () => {
  const old = clientDir('debian-15', '15.14 (Debian 15.14-0+deb12u1)')
  const current = clientDir('built-18', '18.6')

  it('takes PG_BIN_DIR first when its major fits', () => {
    expect(findPgTool('pg_dump', 18, env({ PG_BIN_DIR: current, PATH: old }))).toMatchObject({
      path: path.join(current, 'pg_dump'),
      version: '18.6',
      major: 18,
    })
  })

  it('passes over a client too old for the server', () => {
    expect(findPgTool('pg_dump', 18, env({ PG_BIN_DIR: old, PATH: `/nonexistent${path.delimiter}${current}` })).path).toBe(
      path.join(current, 'pg_dump'),
    )
    // A newer client dumps an older server.
    expect(findPgTool('pg_dump', 15, env({ PATH: old })).version).toBe('15.14')
  })

  it('says what it found and what to install when nothing fits', () => {
    let error: unknown
    try {
      findPgTool('pg_dump', 18, env({ PATH: old }))
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(PgToolError)
    const message = (error as Error).message
    expect(message).toContain('pg_dump 18 or newer is needed')
    expect(message).toContain(`${path.join(old, 'pg_dump')} is 15.14`)
    expect(message).toContain('postgresql-client-18')
    expect(message).toContain('export PG_BIN_DIR="$(bash scripts/install-pg-client.sh)"')
    expect(() => findPgTool('pg_dump', 18, env({ PATH: path.join(root, 'empty') }))).toThrow(/no pg_dump was found/)
  })

  it('reads the versions PostgreSQL tools print', () => {
    expect(parseToolVersion('pg_restore (PostgreSQL) 18.6')).toEqual({ version: '18.6', major: 18 })
    expect(parseToolVersion('pg_dump (PostgreSQL) 18beta1')).toEqual({ version: '18', major: 18 })
    expect(parseToolVersion('something else')).toBeNull()
  })
})

describe('connection settings for the tools', () => {
  it('keep the password out of the command line', () => {
    const { dbname, env: extra } = libpqConnection('postgres://app:s3cr%40t@db.internal:6543/realtors?sslmode=require')
    expect(dbname).toBe('postgres://app@db.internal:6543/realtors?sslmode=require')
    expect(extra).toEqual({ PGPASSWORD: 's3cr@t' })
    expect(libpqConnection('postgres://app@db/realtors').env).toEqual({})
  })
})
