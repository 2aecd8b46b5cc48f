/**
 * E-mails a stored contact to its agent: the realtor's e-mail, else its
 * owner's, else the staff list (LEAD_NOTIFY_EMAILS), in the owner's language,
 * with the visitor as Reply-To, saying which language the visitor wrote in when it is
 * not the agent's, with a machine translation under the message when allowed
 * (./translateVisitorMessage.ts). One Message-ID per contact and agent: a resend after a
 * crash between the SMTP server's acceptance and our record is the same
 * message. Retried with the deliveries' backoff.
 */
import type { TaskConfig } from 'payload'

import { contactEmail, stableMessageId } from '@/lib/email/builders'
import { valuationFactsOf } from '@/lib/valuation/valuationFacts'
import { mailFrom } from '@/integrations/smtp/settings'
import { maskPhone } from '@/lib/leads/slackMessage'
import { platformOrigin } from '@/lib/hosts'
import { siteUrl } from '@/lib/savedSearches/links'
import { agentRecipients } from './agentRecipients'
import { translateVisitorMessage } from './translateVisitorMessage'
import { countAttempt, recordOutcome, recordSentTo } from './notificationState'
import { deliveryRetries } from './retryPolicy'
import { observeEmailLag } from '@/integrations/observability/metrics'

export const emailContact: TaskConfig<'emailContact'> = {
  slug: 'emailContact',
  inputSchema: [{ name: 'contactId', type: 'number', required: true }],
  retries: deliveryRetries,
  // One at a time per contact: a hand-over queues a second notice while the first may still be waiting.
  concurrency: { key: ({ input }) => `contact-email-${input.contactId}` },
  handler: async ({ input, job, req }) => {
    const { payload } = req
    const contact = await payload.findByID({ collection: 'contacts', id: input.contactId, depth: 0, disableErrors: true })
    // Deleted since, or done by an earlier run: never a second send.
    if (!contact || ['sent', 'kept', 'none'].includes(contact.notification?.status ?? '')) return { output: {} }
    const realtorId = typeof contact.realtor === 'object' ? contact.realtor.id : contact.realtor
    const realtor = await payload.findByID({ collection: 'realtors', id: realtorId, depth: 0, disableErrors: true })
    const { to: recipients, language } = await agentRecipients(payload, realtor)
    if (!recipients.length) {
      await recordOutcome(payload, 'contacts', contact.id, { status: 'none' })
      return { output: {} }
    }
    // A message in another language than the agent's comes with a translation, when one can be had.
    const translation = await translateVisitorMessage(payload, contact, language)
    const origin = platformOrigin()
    const built = contactEmail(language, {
      name: contact.name,
      email: contact.email,
      phoneCountryCode: contact.phoneCountryCode,
      phone: contact.phone,
      message: contact.message ?? '',
      agentName: realtor?.displayName || realtor?.desiredUrl || '',
      pageUrl: realtor ? siteUrl(realtor, 'ko', '') : origin,
      adminUrl: `${origin}/admin/collections/contacts/${contact.id}`,
      // The agent reads which language the visitor wrote in when it is not their own.
      ...(contact.writtenIn && contact.writtenIn !== language ? { writtenIn: contact.writtenIn } : {}),
      ...(translation ? { translation } : {}),
      // A seller's valuation request: its own subject, the address, the home and the estimate shown.
      valuation: valuationFactsOf(contact),
    })
    // A contact handed to another agent tells that agent in a message of its own.
    const recipient = contact.reassignments?.length ? `agent-${realtorId}` : 'agent'
    const messageId = stableMessageId('contact', contact.id, recipient, mailFrom().address.split('@')[1] || 'localhost')
    const attempt = await countAttempt(payload, 'contacts', contact.id)
    let answer: unknown
    try {
      answer = await payload.sendEmail({ to: recipients, replyTo: { name: contact.name, address: contact.email }, messageId, ...built })
    } catch (error) {
      const failure = `attempt ${attempt}: ${(error as Error).message}`
      await recordOutcome(payload, 'contacts', contact.id, { failure, attempt })
      payload.logger.warn({ msg: `contact ${contact.id} e-mail not sent (attempt ${attempt})`, phone: maskPhone(contact.phone), failure })
      throw error
    }
    await recordSentTo(payload, 'contacts', contact.id, recipients, messageId)
    if (!keptInOutbox(answer)) observeEmailLag('contact', job.createdAt)
    await recordOutcome(payload, 'contacts', contact.id, { status: keptInOutbox(answer) ? 'kept' : 'sent' })
    return { output: {} }
  },
}

export function keptInOutbox(answer: unknown): boolean {
  return Boolean((answer as { keptInOutbox?: boolean } | null)?.keptInOutbox)
}
