/**
 * Reads that fill the shared cache come from the primary database.
 *
 * With DATABASE_REPLICA_URLS set, Payload's reads go to a replica (db-postgres
 * `readReplicas`), which may lag the primary by a moment. A cached getter that
 * read a lagging replica right after an edit expired its tag would store the
 * old value for every instance until the next edit: so the cached getters
 * (src/utilities/realtor/siteRealtor.ts, globals.ts, listings.ts) run their reads inside
 * `readFromPrimary`, and every other read keeps using the replicas.
 *
 * How: the adapter keeps the replica-routing drizzle instance in `drizzle` and
 * the primary's in `primaryDrizzle`, and every read asks `adapter.drizzle`
 * (@payloadcms/drizzle getTransaction). `drizzle` becomes an accessor that answers
 * the primary inside `readFromPrimary` (an AsyncLocalStorage scope, so concurrent
 * requests are unaffected) and the replicas elsewhere. Without replicas it does nothing.
 */
import { AsyncLocalStorage } from 'node:async_hooks'

import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { getPayload } from './payload'

// On globalThis: Next may load this module in more than one server chunk, and all must share one scope.
const STORE = Symbol.for('realtors.readFromPrimary')
const ROUTED = Symbol.for('realtors.readFromPrimary.routed')
const scope: AsyncLocalStorage<true> = ((globalThis as Record<symbol, unknown>)[STORE] ??=
  new AsyncLocalStorage<true>()) as AsyncLocalStorage<true>

type ReplicatedAdapter = PostgresAdapter & { primaryDrizzle?: PostgresAdapter['drizzle']; [ROUTED]?: true }

/** Runs `read` with every Payload read inside it sent to the primary database. */
export async function readFromPrimary<T>(read: () => Promise<T>, payload?: Payload): Promise<T> {
  routeToPrimaryInScope((payload ?? (await getPayload())).db as unknown as ReplicatedAdapter)
  return scope.run(true, read)
}

function routeToPrimaryInScope(adapter: ReplicatedAdapter): void {
  if (adapter[ROUTED] || !adapter.primaryDrizzle) return
  let replicated = adapter.drizzle
  Object.defineProperty(adapter, 'drizzle', {
    configurable: true,
    enumerable: true,
    get: () => (scope.getStore() && adapter.primaryDrizzle ? adapter.primaryDrizzle : replicated),
    // A reconnect assigns the instances again: keep the newest.
    set: (value: PostgresAdapter['drizzle']) => {
      replicated = value
    },
  })
  adapter[ROUTED] = true
}
