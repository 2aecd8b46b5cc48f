/**
 * Computes one area's market report from the listings source and stores it (one row per area key),
 * then expires the pages' cached copy. A failing source changes nothing: the last report stays, the
 * failure is logged (the area's key only, no personal data) and the next daily run tries again.
 */
import type { Payload, PayloadRequest } from 'payload'

import { marketHomesFor, marketReportKey, type AgentMarketArea } from '@/integrations/listings/marketHomes'
import { marketReportTag } from '@/lib/cache/cacheTags'
import { agentTimeZone } from '@/lib/countries'
import { errorSummary } from '@/lib/errorSummary'
import { normalArea } from '@/lib/market/area'
import { marketReport } from '@/lib/market/report'
import { expireTags } from '@/server/revalidate'

export type RefreshOutcome = 'written' | 'kept'

export async function refreshMarketReport(
  payload: Payload,
  area: AgentMarketArea,
  { now = new Date(), req }: { now?: Date; req?: PayloadRequest } = {},
): Promise<RefreshOutcome> {
  const key = marketReportKey(area)
  let homes
  try {
    homes = await marketHomesFor(payload, area)
  } catch (error) {
    payload.logger.warn({ msg: 'market report: the listings source failed, the last report is kept', area: key, err: errorSummary(error) })
    return 'kept'
  }
  const { state, city, zipcode } = normalArea(area)
  const report = marketReport({ active: homes.active, sold: homes.sold, now, timeZone: agentTimeZone([{ state }]) })
  const data = { key, state, city, zipcode, asOf: now.toISOString(), report, source: homes.source }
  const { docs } = await payload.find({
    collection: 'market-reports',
    where: { key: { equals: key } },
    limit: 1,
    depth: 0,
    select: {},
    overrideAccess: true,
    req,
  })
  if (docs[0]) await payload.update({ collection: 'market-reports', id: docs[0].id, data, overrideAccess: true, req })
  else await payload.create({ collection: 'market-reports', data, overrideAccess: true, req })
  await expireTags(req, marketReportTag(key))
  return 'written'
}
