/**
 * Sends a stored lead to Slack; retried with backoff until Slack takes it. Every attempt carries
 * `Idempotency-Key: lead-<id>` (src/integrations/slack/client.ts).
 */
import type { TaskConfig } from 'payload'

import { postToSlack } from '@/integrations/slack/client'
import { slackWebhookUrl } from '@/integrations/slack/settings'
import { slackMessage } from '@/lib/leads/slackMessage'
import { deliver } from './delivery'
import { DELIVERY_TIMEOUT_MS, deliveryRetries } from './retryPolicy'

export const forwardLead: TaskConfig<'forwardLead'> = {
  slug: 'forwardLead',
  inputSchema: [{ name: 'leadId', type: 'number', required: true }],
  retries: deliveryRetries,
  handler: async ({ input, req }) => {
    const { payload } = req
    const lead = await payload.findByID({ collection: 'leads', id: input.leadId, depth: 0 })
    // A retried job must not post a lead twice.
    if (lead.forwarding?.status === 'delivered') return { output: {} }
    const url = slackWebhookUrl()
    if (!url) {
      await payload.update({ collection: 'leads', id: lead.id, data: { forwarding: { status: 'off' } } })
      return { output: {} }
    }
    await deliver(payload, 'leads', lead, () => postToSlack(url, slackMessage(lead), `lead-${lead.id}`, DELIVERY_TIMEOUT_MS))
    return { output: {} }
  },
}
