/**
 * POST /api/realtor-contacts: an agent page's contact form (and the listing page's). Stores the
 * contact and queues what follows it (./storeContact.ts); the visitor never waits on any of it.
 */
import type { Endpoint } from 'payload'

import { CONTACT_BODY_LIMIT_BYTES, contactSchema } from '@/lib/contacts/contactSchema'
import { acceptSubmission } from '@/server/submissions'
import { countSubmission } from '../Analytics/countSubmission'
import { storeContact } from './storeContact'

export const realtorContacts: Endpoint = {
  path: '/realtor-contacts',
  method: 'post',
  handler: (req) =>
    acceptSubmission({
      req,
      collection: 'contacts',
      schema: contactSchema,
      bodyLimitBytes: CONTACT_BODY_LIMIT_BYTES,
      rateLimit: 'contact',
      store: (contact) => storeContact(req, contact),
      counted: (contact) => countSubmission(req, contact.realtorId, { kind: 'contact', locale: contact.locale }),
    }),
}
