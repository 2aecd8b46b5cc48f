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
import { maskedAddress } from '@/lib/email/unsubscribeLinks'
import { publicMessageId, sendToPublic } from '../agentCard'
import { keptInOutbox } from '../emailContact'
import { countAttempt, recordOutcome, recordSentTo } from '../notificationState'
import { deliveryRetries } from '../retryPolicy'
import { visitorEmailParts } from './visitorEmail'

const DONE = ['sent', 'kept', 'none', 'suppressed']

export const acknowledgeContact: TaskConfig<'acknowledgeContact'> = {
  slug: 'acknowledgeContact',
  inputSchema: [{ name: 'contactId', type: 'number', required: true }],
  retries: deliveryRetries,
  handler: async ({ input, job, req }) => {
    const { payload } = req
    const contact = await payload.findByID({
      collection: 'contacts',
      id: input.contactId,
      depth: 0,
      disableErrors: true,
      overrideAccess: true,
    })
    if (!contact || DONE.includes(contact.acknowledgement?.status ?? '')) return { output: {} }
    if (await isSuppressed(payload, contact.email)) {
      await recordOutcome(payload, 'contacts', contact.id, { status: 'suppressed' }, 'acknowledgement')
      return { output: {} }
    }
    const parts = await visitorEmailParts(payload, contact)
    if (!parts) {
      await recordOutcome(payload, 'contacts', contact.id, { status: 'none' }, 'acknowledgement')
      return { output: {} }
    }
    const messageId = publicMessageId('contact-ack', String(contact.id))
    const attempt = await countAttempt(payload, 'contacts', contact.id, 'acknowledgement')
    let answer: unknown
    try {
      answer = await sendToPublic(
        payload,
        {
          to: contact.email,
          agent: parts.agent,
          headers: parts.headers,
          kind: 'contact-ack',
          key: String(contact.id),
          replyTo: parts.replyTo,
        },
        parts.acknowledgement,
      )
    } catch (error) {
      const failure = `attempt ${attempt}: ${(error as Error).message}`
      await recordOutcome(payload, 'contacts', contact.id, { failure, attempt }, 'acknowledgement')
      payload.logger.warn({
        msg: `contact ${contact.id} acknowledgement not sent (attempt ${attempt})`,
        to: maskedAddress(contact.email),
        failure,
      })
      throw error
    }
    await recordSentTo(payload, 'contacts', contact.id, [maskedAddress(contact.email)], messageId, 'acknowledgement')
    if (!keptInOutbox(answer)) observeEmailLag('acknowledgement', job.createdAt)
    await recordOutcome(payload, 'contacts', contact.id, { status: keptInOutbox(answer) ? 'kept' : 'sent' }, 'acknowledgement')
    return { output: {} }
  },
}
