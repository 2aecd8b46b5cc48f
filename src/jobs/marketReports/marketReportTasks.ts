/**
 * The market reports' two jobs: `refreshMarketReports`, the daily run (./scheduleMarketReports.ts),
 * which queues one `computeMarketReport` per area of a published page; and `computeMarketReport`,
 * one area's report (./refreshMarketReport.ts). Neither retries: a failed area keeps its last report
 * and is tried again by the next day's run.
 */
import type { TaskConfig } from 'payload'

import { publishedAreas } from './publishedAreas'
import { refreshMarketReport } from './refreshMarketReport'
import { marketReportJobKey, queueMarketReport } from './scheduleMarketReports'

export const computeMarketReport: TaskConfig<'computeMarketReport'> = {
  slug: 'computeMarketReport',
  inputSchema: [
    { name: 'agentId', type: 'number', required: true },
    { name: 'state', type: 'text', required: true },
    { name: 'city', type: 'text', required: true },
    { name: 'zipcode', type: 'text' },
  ],
  retries: 0,
  concurrency: { key: ({ input }) => marketReportJobKey(input), supersedes: true },
  handler: async ({ input, req }) => {
    await refreshMarketReport(req.payload, input, { req })
    return { output: {} }
  },
}

export const refreshMarketReports: TaskConfig<'refreshMarketReports'> = {
  slug: 'refreshMarketReports',
  inputSchema: [],
  retries: 0,
  concurrency: () => 'market-reports-run',
  handler: async ({ req }) => {
    const areas = await publishedAreas(req.payload)
    for (const area of areas) await queueMarketReport(req.payload, area, req)
    req.payload.logger.info({ msg: 'market reports run', areas: areas.length })
    return { output: {} }
  },
}
