/**
 * Stores what a visitor sent to an agent (a message, or an owner's valuation request) and queues
 * what follows it, in the caller's transaction: the agent's e-mail, the visitor's acknowledgement
 * and the delivery to the main API. No commit, no e-mail; a commit, always one each. The contact
 * then waits for a response; its escalation moment is computed by the sweep, off the visitor's
 * request (src/jobs/leadResponse/escalateContacts.ts).
 */
import type { PayloadRequest } from 'payload'

import { mainApiConfigured } from '@/integrations/mainApi/settings'
import { contactName } from '@/lib/contacts/contactSchema'
import type { Locale } from '@/i18n/locales'
import { messageLanguage } from '@/lib/leadResponse/messageLanguage'
import type { Contact } from '@/payload-types'

type Visitor = {
  realtorId: number
  lastName: string
  firstName: string
  email: string
  phone: string
  phoneCountryCode: Contact['phoneCountryCode']
  message: string
  isTerm: 'Y' | 'N'
  locale: Locale
}

export async function storeContact(
  req: PayloadRequest,
  visitor: Visitor,
  extra: Pick<Partial<Contact>, 'kind' | 'valuation'> = {},
): Promise<Contact | Response> {
  const { totalDocs } = await req.payload.count({
    collection: 'realtors',
    where: { and: [{ id: { equals: visitor.realtorId } }, { _status: { equals: 'published' } }] },
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
      ...extra,
      realtor: visitor.realtorId,
      name: contactName(visitor.lastName, visitor.firstName),
      lastName: visitor.lastName,
      firstName: visitor.firstName,
      email: visitor.email,
      phone: visitor.phone,
      phoneCountryCode: visitor.phoneCountryCode,
      message: visitor.message,
      isTerm: visitor.isTerm,
      forwarding: { status: forwarding, attempts: 0 },
      notification: { status: 'pending', attempts: 0 },
      locale: visitor.locale,
      writtenIn: messageLanguage(visitor.message, visitor.locale),
      acknowledgement: { status: 'pending', attempts: 0 },
      escalation: { status: 'waiting' },
    },
  })
  await req.payload.jobs.queue({ task: 'emailContact', input: { contactId: doc.id }, req })
  await req.payload.jobs.queue({ task: 'acknowledgeContact', input: { contactId: doc.id }, req })
  if (forwarding === 'pending') await req.payload.jobs.queue({ task: 'forwardContact', input: { contactId: doc.id }, req })
  return doc
}
