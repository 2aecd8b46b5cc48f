/**
 * The market report a neighbourhood page shows, read once per render and cached under the area's tag
 * (src/lib/cache/cacheTags.ts marketReportTag), which the daily job expires after it writes. Null when
 * the area has no report yet.
 */
import { marketReportKey, type AgentMarketArea } from '@/integrations/listings/marketHomes'
import { listingsSourceKey } from '@/integrations/listings/settings'
import { marketReportTag } from '@/lib/cache/cacheTags'
import { listingsSourceOf, marketReportOf, type MarketReportView } from '@/lib/market/report'
import { cachedRead } from '../cachedRead'
import { getPayload } from '../payload'

/** A day: the job writes once a day and expires the tag; this only bounds a missed expiry. */
const REVALIDATE_S = 24 * 60 * 60

async function readMarketReport(area: AgentMarketArea): Promise<MarketReportView | null> {
  const payload = await getPayload()
  const { docs } = await payload.find({
    collection: 'market-reports',
    where: { key: { equals: marketReportKey(area) } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const doc = docs[0]
  const report = doc ? marketReportOf(doc.report) : null
  const source = doc ? listingsSourceOf(doc.source) : null
  return doc && report && source ? { asOf: doc.asOf, report, source } : null
}

export const getMarketReport = cachedRead('marketReport', readMarketReport, (area) => {
  const key = marketReportKey(area)
  return { key: [key, listingsSourceKey()], tags: [marketReportTag(key)], revalidate: REVALIDATE_S }
})
