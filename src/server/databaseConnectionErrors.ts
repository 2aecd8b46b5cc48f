/**
 * Keeps a PostgreSQL restart from killing or starving the process.
 *
 * node-postgres emits 'error' on a connection that breaks: on the pool for an
 * idle one, on the client itself for one checked out. @payloadcms/db-postgres
 * 3.90 listens to neither, and an 'error' event nobody listens to is thrown:
 * `npm run jobs` died, and `next start` lived on only because Next logs
 * uncaught exceptions. Logging is enough there: the pool drops a broken
 * connection and the next query opens a new one.
 *
 * A broken connection must also go back to the pool. Its holder normally
 * releases it at once (its next query fails), but drizzle-orm never releases
 * the connection of a transaction whose BEGIN fails (node-postgres/session.js
 * runs BEGIN outside its try/finally), and each such leak takes one of the
 * pool's ten connections for good: a few restarts and the server stops
 * answering. A connection still held RECLAIM_AFTER_MS after it broke is released here.
 */
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type { PoolClient } from 'pg'

import { errorSummary } from '@/lib/errorSummary'

const RECLAIM_AFTER_MS = 30_000

export function handleLostDatabaseConnections(payload: Payload): void {
  const pool = (payload.db as unknown as Partial<PostgresAdapter>).pool
  if (!pool) return
  const held = new Set<PoolClient>()
  pool.on('acquire', (client) => held.add(client))
  pool.on('release', (_error, client) => held.delete(client))
  pool.on('remove', (client) => held.delete(client))

  // A lost connection may report several errors, to both listeners: handle each connection once.
  const lost = new WeakSet<PoolClient>()
  const onLost = (error: Error, client: PoolClient) => {
    if (lost.has(client)) return
    lost.add(client)
    payload.logger.warn({ msg: 'PostgreSQL connection lost; the next query reconnects', err: errorSummary(error) })
    setTimeout(() => {
      if (!held.has(client)) return
      held.delete(client)
      payload.logger.warn({ msg: `Released a broken PostgreSQL connection its holder kept for ${RECLAIM_AFTER_MS / 1000} s` })
      client.release(error) // with an error: the pool discards it
    }, RECLAIM_AFTER_MS).unref()
  }
  pool.on('error', onLost)
  pool.on('connect', (client) => client.on('error', (error) => onLost(error, client)))
}
