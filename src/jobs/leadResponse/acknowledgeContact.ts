/**
 * The visitor's acknowledgement: right after a contact is stored, an e-mail back to the visitor in
 * the language of the page they wrote from, from the platform's address under the agent's name with
 * Reply-To the agent: the agent's card (photo, a phone number that calls, KakaoTalk), what happens
 * next and a copy of the message. One per contact (its state on the row, one Message-ID); nothing to
 * an address on the suppression list.
 */
import type { TaskConfig } from 'payload'

import { isSuppressed } from '@/collections/EmailSuppressions/suppression'
import { observeEmailLag } from '@/integrations/observability/metrics'
import { recordOutcome } from '../notificationState'
import { DELIVERY_ATTEMPTS, deliveryRetries } from '../retryPolicy'
import { estimateAgain } from './estimateAgain'
import { sendToVisitor, visitorEmailParts } from './visitorEmail'

const DONE = ['sent', 'kept', 'none', 'suppressed']

export const acknowledgeContact: TaskConfig<'acknowledgeContact'> = {
  slug: 'acknowledgeContact',
  inputSchema: [{ name: 'contactId', type: 'number', required: true }],
  retries: deliveryRetries,
  handler: async ({ input, job, req }) => {
    const { payload } = req
    const read = () =>
      payload.findByID({ collection: 'contacts', id: input.contactId, depth: 0, disableErrors: true, overrideAccess: true })
    let contact = await read()
    if (!contact || DONE.includes(contact.acknowledgement?.status ?? '')) return { output: {} }
    if (await isSuppressed(payload, contact.email)) {
      await recordOutcome(payload, 'contacts', contact.id, { status: 'suppressed' }, 'acknowledgement')
      return { output: {} }
    }
    // A seller's request whose sales data could not be read: the estimate follows in this e-mail, so the
    // source is asked again (a retry while it fails), and on the last attempt the e-mail goes without one.
    if (contact.kind === 'valuation' && contact.valuation?.outcome === 'later') {
      const lastAttempt = (job.totalTried ?? 0) + 1 >= DELIVERY_ATTEMPTS
      const retried = await estimateAgain(payload, contact)
      if (retried === 'later' && !lastAttempt) throw new Error(`contact ${contact.id}: sales data still unavailable`)
      if (retried !== 'later') contact = (await read()) ?? contact
    }
    const parts = await visitorEmailParts(payload, contact)
    if (!parts) {
      await recordOutcome(payload, 'contacts', contact.id, { status: 'none' }, 'acknowledgement')
      return { output: {} }
    }
    const { kept } = await sendToVisitor(
      payload,
      { table: 'contacts', id: contact.id, state: 'acknowledgement' },
      { contact, parts, kind: 'contact-ack' },
      parts.acknowledgement,
    )
    if (!kept) observeEmailLag('acknowledgement', job.createdAt)
    return { output: {} }
  },
}
