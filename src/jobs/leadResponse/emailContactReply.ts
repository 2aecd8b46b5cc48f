/**
 * An agent's reply from the inbox, e-mailed to the visitor in the acknowledgement's thread
 * (In-Reply-To the latest earlier message, References all of them), from the platform under the
 * agent's name with Reply-To the agent, in the language of the page the visitor wrote from.
 */
import type { TaskConfig } from 'payload'

import { isSuppressed } from '@/collections/EmailSuppressions/suppression'
import { replyEmail } from '@/lib/email/leadResponseEmails'
import { formatDateTime } from '@/lib/format'
import { publicMessageId } from '../agentCard'
import { recordOutcome } from '../notificationState'
import { deliveryRetries } from '../retryPolicy'
import { sendToVisitor, visitorEmailParts } from './visitorEmail'

/** Earlier replies a thread names at most (References grows with each; mail clients need the first and the last). */
const THREAD_LIMIT = 20

export const emailContactReply: TaskConfig<'emailContactReply'> = {
  slug: 'emailContactReply',
  inputSchema: [{ name: 'replyId', type: 'number', required: true }],
  retries: deliveryRetries,
  handler: async ({ input, req }) => {
    const { payload } = req
    const reply = await payload.findByID({
      collection: 'contact-replies',
      id: input.replyId,
      depth: 0,
      disableErrors: true,
      overrideAccess: true,
    })
    if (!reply || ['sent', 'kept', 'suppressed', 'none'].includes(reply.notification?.status ?? '')) return { output: {} }
    const contactId = typeof reply.contact === 'object' ? reply.contact.id : reply.contact
    const contact = await payload.findByID({ collection: 'contacts', id: contactId, depth: 0, disableErrors: true, overrideAccess: true })
    if (!contact) return { output: {} }
    if (await isSuppressed(payload, contact.email)) {
      await recordOutcome(payload, 'contact_replies', reply.id, { status: 'suppressed' })
      return { output: {} }
    }
    const parts = await visitorEmailParts(payload, contact)
    if (!parts) {
      await recordOutcome(payload, 'contact_replies', reply.id, { status: 'none' })
      return { output: {} }
    }
    const { docs: earlier } = await payload.find({
      collection: 'contact-replies',
      where: { and: [{ contact: { equals: contact.id } }, { id: { less_than: reply.id } }] },
      sort: '-id',
      limit: THREAD_LIMIT,
      depth: 0,
      select: { createdAt: true },
      overrideAccess: true,
    })
    const thread = [
      contact.acknowledgement?.messageId || publicMessageId('contact-ack', String(contact.id)),
      ...earlier.reverse().map((previous) => publicMessageId('contact-reply', String(previous.id))),
    ]
    const built = replyEmail({
      language: parts.language,
      agent: parts.agent.card,
      visitorName: contact.name,
      replyText: reply.body,
      originalMessage: contact.message ?? '',
      originalAt: formatDateTime(new Date(contact.createdAt), parts.language, parts.hours.timeZone),
      ackSubject: parts.acknowledgement.subject,
      unsubscribeUrl: parts.unsubscribeUrl,
    })
    await sendToVisitor(
      payload,
      { table: 'contact_replies', id: reply.id, state: 'notification' },
      { contact, parts, kind: 'contact-reply', threadOf: thread },
      built,
    )
    return { output: {} }
  },
}
