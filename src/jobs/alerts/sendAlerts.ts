/**
 * The alerts run as a job: one at a time across every runner (its concurrency key), queued every
 * ALERTS_INTERVAL_S seconds (default 300) by ./scheduleAlerts.ts. Instant searches are looked at
 * every run, daily and weekly ones when their day comes.
 */
import type { TaskConfig } from 'payload'

import { runAlerts } from './runAlerts'

export const sendAlerts: TaskConfig<'sendAlerts'> = {
  slug: 'sendAlerts',
  inputSchema: [],
  // A failed run is simply the next run's work: nothing to retry.
  retries: 0,
  concurrency: () => 'alerts-run',
  handler: async ({ req }) => {
    const report = await runAlerts(req.payload)
    req.payload.logger.info({ msg: 'alerts run', ...report })
    return { output: {} }
  },
}
