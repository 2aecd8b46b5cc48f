/**
 * Contacts, valuation requests, saved searches and landing leads are counted by the server when their
 * form is stored, not by the page: a number an agent reads as "people who wrote to me" must not be
 * one any script can send. The same rules as the beacon's apply (robots, Do-Not-Track, Global Privacy
 * Control, people signed in to the admin are not counted), and the visitor is the same daily hash as
 * their page views', so the conversion from visits to contacts compares like with like.
 */
import type { PayloadRequest } from 'payload'

import type { WireEvent } from '@/lib/analytics/events'
import { errorSummary } from '@/lib/errorSummary'
import { countEvents } from './collectEndpoint'

export async function countSubmission(req: PayloadRequest, site: number | null, event: WireEvent): Promise<void> {
  try {
    await countEvents(req.payload, req.headers, site, [event], new Date())
  } catch (error) {
    // The submission is stored and answered whatever happens here.
    req.payload.logger.warn({ msg: 'Could not count a submission in the visitor numbers', kind: event.kind, err: errorSummary(error) })
  }
}
