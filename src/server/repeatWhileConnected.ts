/**
 * Background upkeep tied to one Payload instance. Scripts and tests close
 * Payload and go on living (the resilience runner, the seeders), and a timer
 * that outlived its database would log a failure every round; it stops itself instead.
 */
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

export function repeatWhileConnected(payload: Payload, intervalMs: number, task: () => Promise<unknown>): void {
  const timer = setInterval(() => {
    // payload.destroy() drops the adapter's drizzle instance.
    if (!(payload.db as unknown as Partial<PostgresAdapter>).drizzle) {
      clearInterval(timer)
      return
    }
    void task()
  }, intervalMs)
  timer.unref()
}
