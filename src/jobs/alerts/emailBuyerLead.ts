/** Tells the agent about a buyer's first confirmed alerts with them: who, what they follow, and the lead in the admin. */
import type { TaskConfig } from 'payload'

import { buyerLeadEmail, criteriaInWords } from '@/lib/email/alertEmails'
import { phoneWithCountryCode, stableMessageId } from '@/lib/email/builders'
import { platformOrigin } from '@/lib/hosts'
import { criteriaFromJson } from '@/lib/savedSearches/criteria'
import { mailFrom } from '@/integrations/smtp/settings'
import { savedSearchWithRealtor } from '@/collections/SavedSearches/find'
import { deliveryRetries } from '../retryPolicy'
import { agentRecipients } from '../agentRecipients'

export const emailBuyerLead: TaskConfig<'emailBuyerLead'> = {
  slug: 'emailBuyerLead',
  inputSchema: [{ name: 'savedSearchId', type: 'number', required: true }],
  retries: deliveryRetries,
  handler: async ({ input, req }) => {
    const { payload } = req
    const found = await savedSearchWithRealtor(payload, input.savedSearchId)
    if (!found) return { output: {} }
    const { saved, realtor } = found
    const { to, language } = await agentRecipients(payload, realtor)
    if (!to.length) return { output: {} }
    const built = buyerLeadEmail(language, {
      name: saved.name ?? '',
      email: saved.email,
      phone: saved.phone ? phoneWithCountryCode(saved.phoneCountryCode ?? 'US', saved.phone) : '',
      what: criteriaInWords(language, criteriaFromJson(saved.criteria)),
      frequency: saved.frequency,
      buyerLanguage: saved.locale,
      adminUrl: `${platformOrigin()}/admin/collections/saved-searches/${saved.id}`,
    })
    const domain = mailFrom().address.split('@')[1] || 'localhost'
    await payload.sendEmail({
      to,
      replyTo: { name: saved.name || saved.email, address: saved.email },
      messageId: stableMessageId('buyer-lead', saved.id, 'agent', domain),
      ...built,
    })
    return { output: {} }
  },
}
