/**
 * Tells the staff list (LEAD_NOTIFY_EMAILS) that a contact has waited N working minutes: who, which
 * agent, how long, and a link to the contact, with the moment from which staff may hand it to another
 * agent. Each staff member in their own language (Korean without an account). Sent once per contact
 * (one Message-ID per address); nothing when the contact was answered in the meantime.
 */
import type { TaskConfig } from 'payload'

import { escalationEmail } from '@/lib/email/leadResponseEmails'
import { stableMessageId } from '@/lib/email/builders'
import { formatDateTime } from '@/lib/format'
import { platformOrigin } from '@/lib/hosts'
import { isLocale } from '@/i18n/routing'
import { workingMinutesBetween } from '@/lib/leadResponse/workingHours'
import { mailFrom, staffAddresses } from '@/integrations/smtp/settings'
import { deliveryRetries } from '../retryPolicy'
import { escalationSettings, realtorHours } from '@/collections/Contacts/leadResponse/escalationClock'

export const emailEscalation: TaskConfig<'emailEscalation'> = {
  slug: 'emailEscalation',
  inputSchema: [{ name: 'contactId', type: 'number', required: true }],
  retries: deliveryRetries,
  handler: async ({ input, req }) => {
    const { payload } = req
    const contact = await payload.findByID({
      collection: 'contacts',
      id: input.contactId,
      depth: 1,
      disableErrors: true,
      overrideAccess: true,
    })
    if (!contact || contact.response?.firstAt || contact.escalation?.status !== 'escalated') return { output: {} }
    const recipients = staffAddresses()
    if (!recipients.length) {
      payload.logger.warn({ msg: `contact ${contact.id} escalated but LEAD_NOTIFY_EMAILS names nobody` })
      return { output: {} }
    }
    const realtor = typeof contact.realtor === 'object' ? contact.realtor : null
    const realtorId = realtor?.id ?? (contact.realtor as number)
    const hours = await realtorHours(payload, realtorId)
    const escalatedAt = new Date(contact.escalation.escalatedAt ?? Date.now())
    const { reassignAfterMinutes } = await escalationSettings(payload)
    const { docs: people } = await payload.find({
      collection: 'users',
      where: { email: { in: recipients } },
      depth: 0,
      limit: recipients.length,
      select: { email: true, language: true },
      overrideAccess: true,
    })
    const languageOf = new Map(people.map((person) => [person.email.toLowerCase(), person.language]))
    const domain = mailFrom().address.split('@')[1] || 'localhost'
    const failures: string[] = []
    for (const address of recipients) {
      const stored = languageOf.get(address.toLowerCase())
      const language = isLocale(stored) ? stored : 'ko'
      const built = escalationEmail(language, {
        contactName: contact.name,
        agentName: realtor?.displayName || realtor?.desiredUrl || String(realtorId),
        waitedMinutes: workingMinutesBetween(new Date(contact.createdAt), escalatedAt, hours),
        receivedAt: formatDateTime(new Date(contact.createdAt), language, hours.timeZone),
        contactUrl: `${platformOrigin()}/admin/collections/contacts/${contact.id}`,
        reassignFrom: formatDateTime(new Date(escalatedAt.getTime() + reassignAfterMinutes * 60_000), language, hours.timeZone),
      })
      try {
        await payload.sendEmail({ to: address, messageId: stableMessageId('escalation', contact.id, address, domain), ...built })
      } catch (error) {
        failures.push((error as Error).message)
      }
    }
    // A retry after a partial failure sends to everyone again, under the same Message-IDs (mail clients show one).
    if (failures.length) throw new Error(`escalation of contact ${contact.id}: ${failures[0]}`)
    return { output: {} }
  },
}
