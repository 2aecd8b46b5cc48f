/**
 * The estimate for a seller's home: the sold homes of its area from the listings source (the API,
 * else the agent's own sold listings), the closest comparables, the range. A source that fails or
 * passes its timeout is `later`: the request is still stored and the estimate follows by e-mail.
 */
import type { Payload } from 'payload'

import { LISTINGS_TIMEOUT_MS } from '@/integrations/listings/client'
import { soldHomesFor } from '@/integrations/listings/soldHomes'
import { errorSummary } from '@/lib/errorSummary'
import { estimateValue } from '@/lib/valuation/estimate'
import type { ValuationAnswer } from '@/lib/valuation/valuationSchema'

export type Estimated = Pick<ValuationAnswer, 'outcome' | 'estimate'>

type Home = { realtorId: number; city: string; state: string; propertyType: string; livingArea: number; beds: number; baths: number }

export async function estimateFor(payload: Payload, home: Home): Promise<Estimated> {
  try {
    const sold = await soldHomesFor(payload, home, { timeoutMs: LISTINGS_TIMEOUT_MS })
    const estimate = estimateValue(home, sold.homes)
    if (!estimate) return { outcome: 'few', estimate: null }
    return { outcome: 'estimated', estimate: { ...estimate, asOf: sold.asOf, source: sold.source } }
  } catch (error) {
    payload.logger.warn({ msg: `valuation: sold homes of ${home.city}, ${home.state} unavailable`, err: errorSummary(error) })
    return { outcome: 'later', estimate: null }
  }
}

/** The contact's `valuation` group for a request and what it was shown. */
export function valuationRecord(home: Home & { street: string; zipcode: string; yearBuilt?: number }, { outcome, estimate }: Estimated) {
  return {
    street: home.street,
    city: home.city,
    state: home.state,
    zipcode: home.zipcode,
    propertyType: home.propertyType,
    beds: home.beds,
    baths: home.baths,
    livingArea: home.livingArea,
    yearBuilt: home.yearBuilt ?? null,
    outcome,
    low: estimate?.low ?? null,
    value: estimate?.value ?? null,
    high: estimate?.high ?? null,
    perSqft: estimate?.perSqft ?? null,
    comparables: estimate?.comparables ?? null,
    asOf: estimate?.asOf ?? null,
    source: estimate ? (estimate.source.kind === 'mls' ? estimate.source.market : 'agent') : null,
  }
}
