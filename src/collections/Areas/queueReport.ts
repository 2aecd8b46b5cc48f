import type { CollectionAfterChangeHook } from 'payload'

import { publishesContent } from '@/access/drafts'
import { marketAreaOf } from '@/jobs/marketReports/publishedAreas'
import { queueMarketReportIfMissing } from '@/jobs/marketReports/scheduleMarketReports'

/**
 * A page published about an area that has no market report yet gets one computed now, not at the
 * next daily run: the agent sees the figures on the page they just published.
 */
export const queueReportOfPublishedArea: CollectionAfterChangeHook = async ({ doc, context, req }) => {
  if (!publishesContent(context, 'areas', doc)) return doc
  const area = marketAreaOf(doc)
  if (area) await queueMarketReportIfMissing(req.payload, area, req)
  return doc
}
