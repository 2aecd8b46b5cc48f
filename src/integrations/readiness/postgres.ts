/**
 * PostgreSQL answers `SELECT 1`: the primary (DATABASE_URL) and each read
 * replica. A small pool of its own (one connection, kept a while), so a probe
 * every few seconds costs one round trip and never waits behind the app's pool.
 */
import pg from 'pg'

import type { Check } from './check'

const pools = new Map<string, pg.Pool>()

function poolFor(url: string, timeoutMs: number): pg.Pool {
  let pool = pools.get(url)
  if (!pool) {
    pool = new pg.Pool({
      connectionString: url,
      max: 1,
      idleTimeoutMillis: 30_000,
      connectionTimeoutMillis: timeoutMs,
      query_timeout: timeoutMs,
    })
    // A connection lost while idle is dropped; the next probe opens another.
    pool.on('error', () => {})
    pools.set(url, pool)
  }
  return pool
}

export function postgresCheck(name: string, url: string, timeoutMs: number): Check {
  return {
    name,
    run: async () => {
      await poolFor(url, timeoutMs).query('SELECT 1')
    },
  }
}
