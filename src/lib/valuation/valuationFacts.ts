/** A stored seller's request (a contact of kind `valuation`) as the e-mails word it. */
import type { ValuationFacts } from '../email/valuationSummary'
import type { Contact } from '@/payload-types'

export function valuationFactsOf(contact: Pick<Contact, 'kind' | 'valuation'>): ValuationFacts | undefined {
  const valuation = contact.valuation
  if (contact.kind !== 'valuation' || !valuation) return undefined
  return {
    street: valuation.street ?? '',
    city: valuation.city ?? '',
    state: valuation.state ?? '',
    zipcode: valuation.zipcode ?? '',
    propertyType: valuation.propertyType ?? '',
    beds: valuation.beds ?? 0,
    baths: valuation.baths ?? 0,
    livingArea: valuation.livingArea ?? 0,
    outcome: valuation.outcome ?? 'later',
    low: valuation.low,
    value: valuation.value,
    high: valuation.high,
    comparableCount: Array.isArray(valuation.comparables) ? valuation.comparables.length : 0,
  }
}
