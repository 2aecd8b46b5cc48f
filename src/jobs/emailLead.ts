/**
 * E-mails a stored landing lead to every address in LEAD_NOTIFY_EMAILS, one
 * e-mail each (in that person's language when they have an account, else
 * Korean). Addresses already served are remembered, so a retry after a
 * partial failure writes only to the others.
 */
import type { TaskConfig } from 'payload'

import { leadEmail, stableMessageId } from '@/lib/email/builders'
import { isLocale } from '@/i18n/routing'
import { mailFrom, staffAddresses } from '@/integrations/smtp/settings'
import { maskPhone } from '@/lib/leads/slackMessage'
import { platformOrigin } from '@/lib/hosts'
import { keptInOutbox } from './emailContact'
import { countAttempt, recordOutcome, recordSentTo } from './notificationState'
import { deliveryRetries } from './retryPolicy'
import { observeEmailLag } from '@/integrations/observability/metrics'

export const emailLead: TaskConfig<'emailLead'> = {
  slug: 'emailLead',
  inputSchema: [{ name: 'leadId', type: 'number', required: true }],
  retries: deliveryRetries,
  handler: async ({ input, job, req }) => {
    const { payload } = req
    const lead = await payload.findByID({ collection: 'leads', id: input.leadId, depth: 0, disableErrors: true })
    if (!lead || ['sent', 'kept', 'none'].includes(lead.notification?.status ?? '')) return { output: {} }
    const recipients = staffAddresses()
    if (!recipients.length) {
      await recordOutcome(payload, 'leads', lead.id, { status: 'none' })
      return { output: {} }
    }
    const done = new Set((lead.notification?.sentTo ?? '').split(', ').filter(Boolean))
    const { docs: people } = await payload.find({
      collection: 'users',
      where: { email: { in: recipients } },
      depth: 0,
      pagination: false,
      select: { email: true, language: true },
    })
    const languageOf = new Map(people.map((person) => [person.email.toLowerCase(), person.language]))
    const origin = platformOrigin()
    const domain = mailFrom().address.split('@')[1] || 'localhost'
    const attempt = await countAttempt(payload, 'leads', lead.id)
    let kept = false
    const failures: string[] = []
    for (const address of recipients.filter((to) => !done.has(to))) {
      const language = languageOf.get(address)
      const built = leadEmail(isLocale(language) ? language : 'ko', {
        name: lead.name,
        area: lead.area,
        phoneCountryCode: lead.phoneCountryCode,
        phone: lead.phone,
        hasSite: Boolean(lead.hasSite),
        page: lead.page ?? '',
        adminUrl: `${origin}/admin/collections/leads/${lead.id}`,
      })
      const messageId = stableMessageId('lead', lead.id, address, domain)
      try {
        const answer = await payload.sendEmail({ to: address, messageId, ...built })
        kept ||= keptInOutbox(answer)
        if (!keptInOutbox(answer)) observeEmailLag('lead', job.createdAt)
        done.add(address)
        await recordSentTo(payload, 'leads', lead.id, [...done], messageId)
      } catch (error) {
        failures.push((error as Error).message)
      }
    }
    if (failures.length) {
      const failure = `attempt ${attempt}: ${failures[0]}`
      await recordOutcome(payload, 'leads', lead.id, { failure, attempt })
      payload.logger.warn({
        msg: `lead ${lead.id} e-mail not sent to ${failures.length} address(es) (attempt ${attempt})`,
        phone: maskPhone(lead.phone),
        failure,
      })
      throw new Error(failure)
    }
    await recordOutcome(payload, 'leads', lead.id, { status: kept ? 'kept' : 'sent' })
    return { output: {} }
  },
}
