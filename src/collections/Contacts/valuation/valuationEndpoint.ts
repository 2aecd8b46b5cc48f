/**
 * POST /api/valuations: an owner's "what is my home worth?" on an agent's site. The estimate is
 * computed before the transaction (the listings source may be slow); the request is stored as a
 * contact of kind `valuation` (a seller lead) whatever the source did, and goes the contact's way:
 * the agent's e-mail, the owner's acknowledgement (with what they were shown), the main API,
 * escalation and response times. Answers the estimate for the page to show at once.
 */
import type { Endpoint } from 'payload'

import { VALUATION_BODY_LIMIT_BYTES, valuationSchema, type ValuationAnswer, type ValuationRequest } from '@/lib/valuation/valuationSchema'
import { acceptSubmission } from '@/server/submissions'
import { countSubmission } from '../../Analytics/countSubmission'
import { storeContact } from '../storeContact'
import { estimateFor, valuationRecord, type Estimated } from './estimateFor'

export const valuationsEndpoint: Endpoint = {
  path: '/valuations',
  method: 'post',
  handler: (req) =>
    acceptSubmission<ValuationRequest, Estimated>({
      req,
      collection: 'contacts',
      schema: valuationSchema,
      bodyLimitBytes: VALUATION_BODY_LIMIT_BYTES,
      // The contact form's limits, in the same count per address.
      rateLimit: 'contact',
      answer: (stored) => (stored as unknown as { answer: ValuationAnswer }).answer,
      prepare: (request) => estimateFor(req.payload, request),
      counted: (request) => countSubmission(req, request.realtorId, { kind: 'valuation', locale: request.locale }),
      store: async (request, estimated) => {
        const stored = await storeContact(req, request, { kind: 'valuation', valuation: valuationRecord(request, estimated) })
        if (stored instanceof Response) return stored
        return { id: stored.id, answer: { id: stored.id, ...estimated } satisfies ValuationAnswer }
      },
    }),
}
