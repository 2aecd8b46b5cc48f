/**
 * Keeps a PostgreSQL restart from killing the process. node-postgres emits
 * 'error' on a connection that breaks while no query runs on it: on the pool
 * for idle connections, on the client itself for one checked out between two
 * queries (a transaction). @payloadcms/db-postgres 3.90 listens to neither, and
 * an 'error' event nobody listens to is thrown: `npm run jobs` dies, and
 * `next start` lives on only because Next logs uncaught exceptions. The pool
 * drops a broken connection and the next query opens a new one, so logging is
 * all that is needed.
 */
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

export function logLostDatabaseConnections(payload: Payload): void {
  const pool = (payload.db as unknown as Partial<PostgresAdapter>).pool
  if (!pool) return
  // A lost connection may report several errors, to both listeners: one line per connection.
  const reported = new WeakSet<object>()
  const log = (error: Error, client: object) => {
    if (reported.has(client)) return
    reported.add(client)
    payload.logger.warn({ msg: 'PostgreSQL connection lost; the next query reconnects', err: error.message })
  }
  pool.on('error', log)
  pool.on('connect', (client) => client.on('error', (error) => log(error, client)))
}
