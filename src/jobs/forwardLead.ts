/**
 * Sends a stored lead to Slack; retried with backoff until Slack takes it. Every
 * attempt carries `Idempotency-Key: lead-<id>`: Slack's webhooks ignore it, but a
 * relay or a receiver that keeps it can drop the repeat a runner sends when it
 * died between Slack's answer and our record.
 */
import type { TaskConfig } from 'payload'

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
    const url = process.env.SLACK_WEBHOOK_URL
    if (!url) {
      await payload.update({ collection: 'leads', id: lead.id, data: { forwarding: { status: 'off' } } })
      return { output: {} }
    }
    await deliver(payload, 'leads', lead, async () => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `lead-${lead.id}` },
        body: JSON.stringify(slackMessage(lead)),
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      })
      return response.ok ? null : `Slack answered ${response.status}`
    })
    return { output: {} }
  },
}
