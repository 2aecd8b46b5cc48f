/** Sends a stored lead to Slack; retried with backoff until Slack takes it. */
import type { TaskConfig } from 'payload'

import { maskPhone, slackMessage } from '@/lib/leads/slackMessage'
import { DELIVERY_ATTEMPTS, DELIVERY_TIMEOUT_MS, deliveryRetries } from './retryPolicy'

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
    const attempts = (lead.forwarding?.attempts ?? 0) + 1
    let failure: string | null = null
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(slackMessage(lead)),
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      })
      if (!response.ok) failure = `Slack answered ${response.status}`
    } catch (error) {
      failure = `Slack unreachable: ${(error as Error).message}`
    }
    // Written outside the job's transaction, so a failed attempt is still recorded.
    await payload.update({
      collection: 'leads',
      id: lead.id,
      data: {
        forwarding: failure
          ? { status: attempts >= DELIVERY_ATTEMPTS ? 'failed' : 'pending', attempts, lastError: failure }
          : { status: 'delivered', attempts, deliveredAt: new Date().toISOString(), lastError: null },
      },
    })
    if (failure) {
      payload.logger.warn({ msg: `lead ${lead.id} not delivered (attempt ${attempts})`, phone: maskPhone(lead.phone), failure })
      throw new Error(failure)
    }
    return { output: {} }
  },
}
