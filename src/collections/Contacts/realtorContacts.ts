/**
 * POST /api/realtor-contacts: an agent page's contact form. Stores the contact
 * and queues its e-mail to the agent, the visitor's acknowledgement and its
 * delivery to the main API; the visitor never waits on any of them. The contact
 * waits for a response until its escalation moment (src/jobs/leadResponse/).
 */
import type { Endpoint } from 'payload'

import { CONTACT_BODY_LIMIT_BYTES, contactName, contactSchema } from '@/lib/contacts/contactSchema'
import { acceptSubmission } from '@/server/submissions'
import { mainApiConfigured } from '@/integrations/mainApi/settings'
import { messageLanguage } from '@/lib/leadResponse/messageLanguage'

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
      store: async (contact) => {
        const { totalDocs } = await req.payload.count({
          collection: 'realtors',
          where: { and: [{ id: { equals: contact.realtorId } }, { _status: { equals: 'published' } }] },
          req,
        })
        if (totalDocs === 0) {
          return Response.json({ errors: [{ message: 'This agent does not exist or is not published.' }] }, { status: 404 })
        }
        const forwarding = mainApiConfigured() ? 'pending' : 'off'
        const doc = await req.payload.create({
          collection: 'contacts',
          req,
          data: {
            realtor: contact.realtorId,
            name: contactName(contact.lastName, contact.firstName),
            lastName: contact.lastName,
            firstName: contact.firstName,
            email: contact.email,
            phone: contact.phone,
            phoneCountryCode: contact.phoneCountryCode,
            message: contact.message,
            isTerm: contact.isTerm,
            forwarding: { status: forwarding, attempts: 0 },
            notification: { status: 'pending', attempts: 0 },
            locale: contact.locale,
            writtenIn: messageLanguage(contact.message, contact.locale),
            acknowledgement: { status: 'pending', attempts: 0 },
            // Its escalation moment is computed by the sweep, off this request (src/jobs/leadResponse/escalateContacts.ts).
            escalation: { status: 'waiting' },
          },
        })
        // Same transaction as the contact: no commit, no e-mail; a commit, always one.
        await req.payload.jobs.queue({ task: 'emailContact', input: { contactId: doc.id }, req })
        await req.payload.jobs.queue({ task: 'acknowledgeContact', input: { contactId: doc.id }, req })
        if (forwarding === 'pending') {
          await req.payload.jobs.queue({ task: 'forwardContact', input: { contactId: doc.id }, req })
        }
        return doc
      },
    }),
}
