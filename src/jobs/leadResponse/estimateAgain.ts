/** A seller's request stored while the sales data was unavailable: asks the source again and keeps what it gives. */
import type { Payload } from 'payload'

import { estimateFor, valuationRecord } from '@/collections/Contacts/valuation/estimateFor'
import type { Contact } from '@/payload-types'

export async function estimateAgain(payload: Payload, contact: Contact): Promise<'estimated' | 'few' | 'later'> {
  const stored = contact.valuation
  if (!stored) return 'few'
  const realtorId = typeof contact.realtor === 'object' ? contact.realtor.id : contact.realtor
  const home = {
    realtorId,
    street: stored.street ?? '',
    city: stored.city ?? '',
    state: stored.state ?? '',
    zipcode: stored.zipcode ?? '',
    propertyType: stored.propertyType ?? '',
    livingArea: stored.livingArea ?? 0,
    beds: stored.beds ?? 0,
    baths: stored.baths ?? 0,
    yearBuilt: stored.yearBuilt ?? undefined,
  }
  const estimated = await estimateFor(payload, home)
  if (estimated.outcome !== 'later') {
    await payload.update({
      collection: 'contacts',
      id: contact.id,
      data: { valuation: valuationRecord(home, estimated) },
      overrideAccess: true,
    })
  }
  return estimated.outcome
}
