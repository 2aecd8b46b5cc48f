/**
 * Which areas get a market report: every distinct area (by report key) of a published neighbourhood
 * page. Read page by page, at most MAX_AREA_PAGES pages of AREAS_PER_PAGE: far more pages than the
 * platform has; past it, the rest wait for a later run (logged).
 */
import type { Payload } from 'payload'

import { marketReportKey, type AgentMarketArea } from '@/integrations/listings/marketHomes'
import type { Area } from '@/payload-types'

const AREAS_PER_PAGE = 500
const MAX_AREA_PAGES = 100

type AreaRow = Partial<Pick<Area, 'realtor' | 'state' | 'city' | 'zipcode'>>

/** The area of a neighbourhood page's document, or null when it lacks one (no state, city or agent). */
export function marketAreaOf(doc: AreaRow): AgentMarketArea | null {
  const agentId = typeof doc.realtor === 'object' && doc.realtor ? doc.realtor.id : doc.realtor
  const city = doc.city?.trim()
  if (typeof agentId !== 'number' || !doc.state || !city) return null
  return { agentId, state: doc.state, city, zipcode: doc.zipcode?.trim() || '' }
}

export async function publishedAreas(payload: Payload): Promise<AgentMarketArea[]> {
  const byKey = new Map<string, AgentMarketArea>()
  for (let page = 1; page <= MAX_AREA_PAGES; page++) {
    const found = await payload.find({
      collection: 'areas',
      where: { _status: { equals: 'published' } },
      select: { realtor: true, state: true, city: true, zipcode: true },
      depth: 0,
      limit: AREAS_PER_PAGE,
      page,
      sort: 'id',
      overrideAccess: true,
    })
    for (const doc of found.docs) {
      const area = marketAreaOf(doc)
      if (area && !byKey.has(marketReportKey(area))) byKey.set(marketReportKey(area), area)
    }
    if (!found.hasNextPage) return [...byKey.values()]
  }
  payload.logger.warn({ msg: `market reports: more than ${MAX_AREA_PAGES * AREAS_PER_PAGE} published areas; the rest wait` })
  return [...byKey.values()]
}
