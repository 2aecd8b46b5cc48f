/**
 * The double opt-in's one e-mail: a link to confirm a saved search, in the buyer's language, from the
 * agent. Its token is recomputed from the row (src/lib/savedSearches/tokens.ts), so none is stored.
 * Sent to nobody on the suppression list; a confirmed, expired or deleted request sends nothing.
 */
import type { TaskConfig } from 'payload'

import { isSuppressed, unsubscribeParts } from '@/collections/EmailSuppressions/suppression'
import { confirmationEmail, criteriaInWords } from '@/lib/email/alertEmails'
import { criteriaFromJson } from '@/lib/savedSearches/criteria'
import { siteUrl } from '@/lib/savedSearches/links'
import { confirmToken } from '@/lib/savedSearches/tokens'
import { findSavedSearch } from '@/collections/SavedSearches/find'
import { deliveryRetries } from '../retryPolicy'
import { agentCardOf, sendToPublic } from '../agentCard'

export const emailAlertConfirmation: TaskConfig<'emailAlertConfirmation'> = {
  slug: 'emailAlertConfirmation',
  inputSchema: [{ name: 'savedSearchId', type: 'number', required: true }],
  retries: deliveryRetries,
  handler: async ({ input, req }) => {
    const { payload } = req
    const saved = await findSavedSearch(payload, input.savedSearchId)
    if (!saved || saved.status !== 'pending' || !saved.confirmBy || Date.parse(saved.confirmBy) < Date.now()) return { output: {} }
    if (await isSuppressed(payload, saved.email)) return { output: {} }
    const realtorId = typeof saved.realtor === 'object' ? saved.realtor.id : saved.realtor
    const agent = await agentCardOf(payload, realtorId, saved.locale)
    if (!agent) return { output: {} }
    const token = confirmToken(payload.secret, {
      realtorId,
      emailHash: saved.emailHash,
      criteriaKey: saved.criteriaKey ?? '',
      confirmBy: saved.confirmBy,
    })
    const confirmUrl = siteUrl(agent.realtor, saved.locale, `/alerts/confirm?token=${encodeURIComponent(token)}`)
    const { headers, pageUrl } = unsubscribeParts(payload, saved.email, saved.locale)
    const built = confirmationEmail({
      language: saved.locale,
      agent: agent.card,
      what: criteriaInWords(saved.locale, criteriaFromJson(saved.criteria)),
      confirmUrl,
      unsubscribeUrl: pageUrl,
    })
    const key = `${saved.id}-${Date.parse(saved.confirmBy)}`
    await sendToPublic(payload, { to: saved.email, agent, headers, kind: 'alert-confirm', key }, built)
    return { output: {} }
  },
}
